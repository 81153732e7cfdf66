import Foundation

// The options of `CodableDecoder`, with the names and cases of `JSONDecoder`'s, so that
// a configuration written for one reads the same for the other.

extension CodableDecoder {
  /// How a `Date` is written in the document.
  public enum DateDecodingStrategy: Sendable {
    /// `Date`'s own `init(from:)`: a number of seconds since 2001-01-01T00:00:00Z.
    case deferredToDate
    /// A number of seconds since 1970-01-01T00:00:00Z.
    case secondsSince1970
    /// A number of milliseconds since 1970-01-01T00:00:00Z.
    case millisecondsSince1970
    /// An RFC 3339 date-time string such as `2024-05-01T12:00:00Z`, with or without
    /// fractional seconds; anything after the offset is rejected.
    case iso8601
    /// A string that the formatter reads.
    case formatted(DateFormatter)
    /// Your own closure, given a decoder positioned at the value.
    case custom(@Sendable (_ decoder: any Swift.Decoder) throws -> Date)
  }

  /// How `Data` is written in the document.
  public enum DataDecodingStrategy: Sendable {
    /// `Data`'s own `init(from:)`: an array of byte values.
    case deferredToData
    /// A standard base64 string.
    case base64
    /// Your own closure, given a decoder positioned at the value.
    case custom(@Sendable (_ decoder: any Swift.Decoder) throws -> Data)
  }

  /// How the member names of the document become the keys the types ask for.
  public enum KeyDecodingStrategy: Sendable {
    /// The member names as they are.
    case useDefaultKeys
    /// `snake_case` names read as `camelCase` keys, exactly as `JSONDecoder` converts them:
    /// `user_id` is read as `userId`, leading and trailing underscores are kept.
    ///
    /// The keys of a `[String: T]` dictionary are not converted.
    case convertFromSnakeCase
    /// Your own conversion, given the coding path to the member, the member's name last.
    case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
  }

  /// Whether strings in the document may stand for infinities and NaN.
  public enum NonConformingFloatDecodingStrategy: Sendable {
    /// They may not: a string is not a number.
    case `throw`
    /// These three strings are read as a `Double` or `Float` infinity, minus infinity or NaN.
    case convertFromString(positiveInfinity: String, negativeInfinity: String, nan: String)
  }
}

extension CodableDecoder.KeyDecodingStrategy {
  /// `name` converted from snake case, exactly as `JSONDecoder` converts it.
  static func camelCase(fromSnakeCase name: String) -> String {
    guard let first = name.firstIndex(where: { $0 != "_" }) else { return name }
    var last = name.index(before: name.endIndex)
    while last > first, name[last] == "_" {
      name.formIndex(before: &last)
    }
    let words = name[first...last].split(separator: "_")
    guard words.count > 1 else { return name }
    let joined = ([words[0].lowercased()] + words.dropFirst().map(\.capitalized)).joined()
    return String(name[..<first]) + joined + String(name[name.index(after: last)...])
  }
}
