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
  /// json.formatted()  // {"a":"line\nbreak","b":[1,2.5]}
  /// ```
  ///
  /// Writing is iterative, so values of any depth are safe.
  public func formatted(_ format: JSONFormat = .compact) -> String {
    var writer = JSONWriter(format: format)
    writer.write(self, sortsKeys: format.sortsKeys)
    return String(decoding: writer.output.bytes, as: UTF8.self)
  }

  /// This value as UTF-8 JSON text; see ``formatted(_:)``.
  public func formattedData(_ format: JSONFormat = .compact) -> Data {
    var writer = JSONWriter(format: format)
    writer.write(self, sortsKeys: format.sortsKeys)
    return writer.output.data
  }
}
