import Foundation

/// How a value is written as JSON text: layout, key order, escapes, and what non-finite
/// numbers, dates and data become.
///
/// ```swift
/// try user.encodedData()                                      // compact, members as written
/// try user.encodedData(.pretty)                               // two-space indentation
/// try user.encodedData(JSONEncodingOptions(sortsKeys: true, escapesSlashes: true))
/// ```
public struct JSONEncodingOptions: Sendable {
  /// Spaces per nesting level, one member or element per line; `nil` (the default) writes
  /// everything on one line without whitespace.
  public var indent: Int?
  /// Whether object members are written in ascending key order; by default they come in the
  /// order they are written (an object literal's, a model's fields').
  public var sortsKeys: Bool
  /// Whether `/` is written `\/` (as `JSONEncoder` does by default, for text embedded in
  /// HTML); by default it is written as is.
  public var escapesSlashes: Bool
  /// What NaN and the infinities become; by default they are a ``JSONEncodingError``.
  public var nonFiniteNumbers: NonFiniteNumberStrategy
  /// How a `Date` is written; ISO 8601 by default.
  public var dates: DateStrategy
  /// How `Data` is written; standard base64 by default.
  public var data: DataStrategy

  /// Options; the defaults are ``compact``.
  public init(
    indent: Int? = nil, sortsKeys: Bool = false, escapesSlashes: Bool = false,
    nonFiniteNumbers: NonFiniteNumberStrategy = .throw, dates: DateStrategy = .iso8601, data: DataStrategy = .base64
  ) {
    self.indent = indent.map { max($0, 0) }
    self.sortsKeys = sortsKeys
    self.escapesSlashes = escapesSlashes
    self.nonFiniteNumbers = nonFiniteNumbers
    self.dates = dates
    self.data = data
  }

  /// Everything on one line without whitespace, members in the order written.
  public static let compact = JSONEncodingOptions()

  /// One member or element per line, indented by two spaces per level, `": "` after keys.
  public static let pretty = JSONEncodingOptions(indent: 2)

  /// What NaN and the infinities become; JSON has no number for them.
  public enum NonFiniteNumberStrategy: Sendable, Hashable {
    /// A ``JSONEncodingError`` with the value's path: `stats.mean: NaN cannot be written as JSON`.
    case `throw`
    /// `null`.
    case null
    /// These strings, as `JSONEncoder`'s `.convertToString` writes them.
    case strings(positiveInfinity: String, negativeInfinity: String, nan: String)
  }

  /// How a `Date` is written.
  public enum DateStrategy: Sendable, Hashable {
    /// An ISO 8601 date-time in UTC, `2026-12-02T01:05:00Z`, with milliseconds when the date
    /// has a fraction of a second (`…T01:05:00.250Z`): what ``DecodingPipeline/date(_:)``'s
    /// `.iso8601` and `Date.decode` read.
    case iso8601
    /// Seconds since 1970-01-01T00:00:00Z, as a number.
    case secondsSince1970
    /// Milliseconds since 1970-01-01T00:00:00Z, as a number.
    case millisecondsSince1970
    /// Seconds since 2001-01-01T00:00:00Z, as `JSONEncoder`'s `.deferredToDate` writes them.
    case secondsSinceReferenceDate
  }

  /// How `Data` is written.
  public enum DataStrategy: Sendable, Hashable {
    /// Standard base64 (RFC 4648 §4) with `=` padding.
    case base64
    /// base64url (RFC 4648 §5), without padding, as in JWTs.
    case base64URL
  }

  /// The writer's layout for these options.
  var layout: JSONWriter.Layout {
    JSONWriter.Layout(indent: indent, escapesSlashes: escapesSlashes)
  }
}
