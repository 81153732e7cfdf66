import Decoding
import DecodingTestSupport
import Testing

@testable import DecodingJSON

/// The defaults of `JSONParsingOptions`, and that parsing without options uses them;
/// JSONParserTests checks what each option does.
@Suite struct JSONParsingOptionsTests {
  @Test func theDefaultsAreStrict() {
    let options = JSONParsingOptions()
    #expect(options == .default)
    #expect(options.maximumDepth == 512)
    #expect(options.unpairedSurrogates == .reject)
    #expect(options.duplicateKeys == .useLast)
    #expect(JSONParsingOptions.depthCeiling == 10_000)
  }

  @Test(
    arguments: [
      (#"{"a": 1, "a": 2}"#, #"{"a": 2}"#),
      (#"["\uD800"]"#, #"line 1, column 3: unpaired surrogate '\uD800' cannot be represented in a string"#),
      (String(repeating: "[", count: 513), "line 1, column 513: nesting deeper than 512 levels of arrays and objects"),
    ])
  func parsingWithoutOptionsUsesTheDefaults(_ text: String, _ expected: String) {
    #expect(Self.outcome { try JSON(parsing: text) } == expected)
    #expect(Self.outcome { try JSON(parsing: text, options: .default) } == expected)
  }

  /// The parsed value's description, or the error's.
  static func outcome(_ parse: () throws -> JSON) -> String {
    do {
      return try parse().description
    } catch {
      return "\(error)"
    }
  }
}
