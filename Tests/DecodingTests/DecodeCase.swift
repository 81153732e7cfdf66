import Testing

@testable import Decoding

/// One row of a table-driven decoding test: JSON text, the type to decode it as,
/// and the expected outcome as `Decoded`'s description (`success(5)`,
/// `failure(expected Int8, found 128)`).
///
/// The JSON is parsed from text, so numbers reach the decoder exactly as a
/// document would write them.
struct DecodeCase: Sendable, CustomTestStringConvertible {
  let typeName: String
  let input: String
  let expected: String
  private let decode: @Sendable (JSON) -> String

  init<T: Decodable & SendableMetatype>(_ type: T.Type, _ input: String, _ expected: String) {
    typeName = "\(type)"
    self.input = input
    self.expected = expected
    decode = { T.decode($0).description }
  }

  /// What decoding `input` gives, described as `expected` is written.
  func outcome() throws -> String {
    decode(try JSON(parsing: input))
  }

  var testDescription: String { "\(typeName) from \(input)" }
}
