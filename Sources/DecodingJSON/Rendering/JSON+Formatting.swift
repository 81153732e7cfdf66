#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension JSON {
  /// This value as JSON text.
  ///
  /// Strings are escaped as RFC 8259 requires and no more: `"` and `\`, the
  /// control characters (`\n`, `\t`, … and `\u001f`-style escapes for the rest);
  /// everything else, `/` and non-ASCII characters included, is written as is,
  /// in UTF-8. Numbers are written as ``JSONNumber/text``, so a parsed number
  /// keeps its exact original digits. Parsing the output gives back an equal value:
  /// `try JSON(parsing: json.formatted()) == json`.
  ///
  /// ```swift
  /// let json: JSON = ["b": [1, 2.5], "a": "line\nbreak"]
  /// try json.formatted()  // {"a":"line\nbreak","b":[1,2.5]}
  /// ```
  ///
  /// A value made in Swift can hold a number JSON has no text for, NaN or an infinity
  /// (`JSONNumber(Double.nan)`, what `Double.nan.encode()` returns): then nothing is written
  /// and a ``JSONEncodingError`` names its path, `stats.mean: NaN cannot be written as JSON`.
  /// A parsed value never holds one. An array or object nested deeper than the parser's
  /// default ``JSONParsingOptions/maximumDepth`` (512 levels), which only a value made in
  /// Swift can be, is a ``JSONEncodingError`` too: the text could not be parsed back.
  public func formatted(_ format: JSONFormat = .compact) throws -> String {
    let output = try written(format)
    return withExtendedLifetime(output) { String(decoding: output.bytes, as: UTF8.self) }
  }

  /// This value as UTF-8 JSON text; see ``formatted(_:)``.
  public func formattedData(_ format: JSONFormat = .compact) throws -> Data {
    try written(format).data
  }

  private func written(_ format: JSONFormat) throws -> JSONByteBuffer {
    var writer = JSONWriter(format: format)
    try writer.write(self, sortsKeys: format.sortsKeys, maximumDepth: JSONEncodingError.maximumDepth) {
      _, value, steps in
      throw JSONEncodingError(path: JSONPath(steps()), reason: JSONEncodingError.nonFiniteReason(value))
    } tooDeep: { steps in
      throw JSONEncodingError(path: JSONPath(steps()), reason: JSONEncodingError.tooDeepReason)
    }
    return writer.output
  }
}
