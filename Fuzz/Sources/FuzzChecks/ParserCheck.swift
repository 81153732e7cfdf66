import Decoding
import Foundation

/// What the parser must do with any bytes at all: parse them (only if they are valid UTF-8)
/// to a value whose objects list no key twice and that renders and parses back to an equal
/// value, in every format, or throw a ``JSONSyntaxError`` whose line and column point inside
/// the input; and the same from `[UInt8]` as from `Data`, and through `CodableDecoder`, which
/// parses the caller's bytes where they lie instead of a padded copy.
public enum ParserCheck {
  /// The formats every parsed value is rendered in: sorted compact, sorted pretty, and
  /// compact in the document's own key order.
  static let formats: [JSONFormat] = [.compact, .pretty, JSONFormat(sortsKeys: false)]

  /// What is wrong with how the parser handles `bytes`, or `nil` when nothing is.
  public static func problem(with bytes: [UInt8]) -> String? {
    let fromBytes = Result { try JSON(parsing: bytes) }
    let fromData = Result { try JSON(parsing: Data(bytes)) }
    if let problem = lentParseProblem(bytes, expected: fromData) { return problem }
    switch (fromBytes, fromData) {
    case (.success(let json), .success(let other)):
      if other != json { return "parsing the bytes as Data gave \(other), as [UInt8] \(json)" }
      // Outside its strings a document is ASCII, so one the parser accepts is valid UTF-8
      // throughout; its strings are made without checking again, on the parser's word.
      if String(validating: bytes, as: UTF8.self) == nil { return "the parser accepted invalid UTF-8" }
      if let problem = repeatedKeyProblem(json) { return problem }
      return roundTripProblem(json)
    case (.failure(let error), .failure(let other)):
      if "\(other)" != "\(error)" { return "parsing the bytes as Data threw \(other), as [UInt8] \(error)" }
      guard let error = error as? JSONSyntaxError else {
        return "the parser threw something other than a JSONSyntaxError: \(error)"
      }
      return locationProblem(error, in: bytes)
    case (.success(let json), .failure(let error)):
      return "[UInt8] parsed to \(json), but Data threw \(error)"
    case (.failure(let error), .success(let json)):
      return "Data parsed to \(json), but [UInt8] threw \(error)"
    }
  }

  /// What differs between a parse of a copy (`expected`) and `CodableDecoder`'s decode of a
  /// `JSON` from `bytes` lent in a block of their own size, with no padding after them, so
  /// that under the address sanitizer a scan that reads past the end is a crash.
  static func lentParseProblem(_ bytes: [UInt8], expected: Result<JSON, any Error>) -> String? {
    let lent = Result { try CodableDecoder().decode(JSON.self, from: Data(bytes)) }
    switch (lent, expected) {
    case (.success(let json), .success(let other)):
      return json == other ? nil : "CodableDecoder decoded \(json) from lent bytes, a parse of a copy gave \(other)"
    case (.failure(let error), .failure(let other)):
      guard case DecodingError.dataCorrupted(let context) = error, context.debugDescription == "invalid JSON: \(other)"
      else { return "CodableDecoder threw \(error) from lent bytes, a parse of a copy \(other)" }
      return nil
    case (.success(let json), .failure(let error)):
      return "CodableDecoder decoded \(json) from lent bytes, but a parse of a copy threw \(error)"
    case (.failure(let error), .success(let json)):
      return "a parse of a copy gave \(json), but CodableDecoder threw \(error) from lent bytes"
    }
  }

  /// The first key that a parsed object lists twice, described: the parser must keep only
  /// the last value of a repeated key, however the key is spelled and whichever shapes the
  /// process has met before (keys compare by code points, as the parser compares them).
  static func repeatedKeyProblem(_ json: JSON) -> String? {
    switch json {
    case .object(let object):
      var keys = Set<[Unicode.Scalar]>()
      for (key, value) in object {
        guard keys.insert(Array(key.unicodeScalars)).inserted else {
          return "a parsed object lists the key \(key.debugDescription) twice"
        }
        if let problem = repeatedKeyProblem(value) { return problem }
      }
    case .array(let elements):
      for element in elements {
        if let problem = repeatedKeyProblem(element) { return problem }
      }
    default:
      break
    }
    return nil
  }

  /// Renders `json` in every format and parses the text back, as a `String` and as `Data`.
  private static func roundTripProblem(_ json: JSON) -> String? {
    for format in formats {
      let text: String
      do {
        text = try json.formatted(format)
      } catch {
        return "a parsed value does not write in \(format): \(error)"
      }
      do {
        let reparsed = try JSON(parsing: text)
        if reparsed != json { return "\(format) rendering \(text) parses back to another value: \(reparsed)" }
        if try json.formattedData(format) != Data(text.utf8) {
          return "formattedData(\(format)) differs from formatted(\(format)) = \(text)"
        }
      } catch {
        return "\(format) rendering \(text) does not parse back: \(error)"
      }
    }
    return nil
  }

  /// Checks the error's offset, line and column against the input, counted here
  /// independently of the parser: lines end at `\n`, `\r\n` or `\r`, and columns count
  /// Unicode scalars (bytes that do not continue a UTF-8 sequence).
  static func locationProblem(_ error: JSONSyntaxError, in bytes: [UInt8]) -> String? {
    guard (0...bytes.count).contains(error.offset) else {
      return "\(error): offset \(error.offset) is outside the input's \(bytes.count) bytes"
    }
    if error.message.isEmpty { return "a syntax error at offset \(error.offset) without a message" }
    var line = 1
    var lineStart = 0
    var index = 0
    while index < error.offset {
      if bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") {
        if bytes[index] == UInt8(ascii: "\r"), index + 1 < error.offset, bytes[index + 1] == UInt8(ascii: "\n") {
          index += 1
        }
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    let column = 1 + bytes[lineStart..<error.offset].count { $0 & 0xC0 != 0x80 }
    if error.line != line || error.column != column {
      return "\(error): offset \(error.offset) is line \(line), column \(column)"
    }
    return nil
  }
}
