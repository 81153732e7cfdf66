import Decoding
import DecodingTestSupport
import Foundation
import Testing

@testable import DecodingJSON

/// Runs every file of JSONTestSuite's `test_parsing` as its own test case: `y_` files
/// must parse, `n_` files must fail with a ``JSONSyntaxError``, and `i_` files (where
/// RFC 8259 lets parsers choose) must give the outcome documented in Docs/Parsing.md
/// and in ``implementationDefinedOutcomes``.
@Suite struct JSONTestSuiteTests {
  /// The files of `test_parsing` whose names start with `prefix`. An unreadable folder
  /// gives none here, so that the other suites still run; ``theSuiteIsComplete()`` then
  /// fails naming the folder.
  static func files(prefix: String) -> [String] {
    let names = (try? TestSupport.fileNames(in: "JSONTestSuite/test_parsing")) ?? []
    return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }
  }

  static func contents(of name: String) throws -> Data {
    try TestSupport.data("JSONTestSuite/test_parsing/\(name)")
  }

  /// What parsing an `i_` file gives: the compact text of the value, or the error's description.
  enum Outcome: Equatable, CustomStringConvertible {
    case accepted(String)
    case rejected(String)

    init(parsing data: Data) {
      do {
        self = .accepted(try JSON(parsing: data).formatted())
      } catch {
        self = .rejected("\(error)")
      }
    }

    var description: String {
      switch self {
      case .accepted(let text): "accepted as \(text.prefix(200))"
      case .rejected(let message): "rejected: \(message)"
      }
    }
  }

  /// The documented outcome of each `i_` file; a new file without an entry fails the suite.
  static let implementationDefinedOutcomes: [String: Outcome] = [
    // Numbers beyond Double's range or precision are accepted and keep their exact text;
    // `doubleValue` gives what `Double(String)` gives (±infinity or ±0).
    "i_number_double_huge_neg_exp.json": .accepted("[123.456e-789]"),
    "i_number_huge_exp.json": .accepted(
      "[0.4e" + "0066" + String(repeating: "9", count: 116) + "6" + String(repeating: "9", count: 7) + "006]"),
    "i_number_neg_int_huge_exp.json": .accepted("[-1e+9999]"),
    "i_number_pos_double_huge_exp.json": .accepted("[1.5e+9999]"),
    "i_number_real_neg_overflow.json": .accepted("[-123123e100000]"),
    "i_number_real_pos_overflow.json": .accepted("[123123e100000]"),
    "i_number_real_underflow.json": .accepted("[123e-10000000]"),
    "i_number_too_big_neg_int.json": .accepted("[-123123123123123123123123123123]"),
    "i_number_too_big_pos_int.json": .accepted("[100000000000000000000]"),
    "i_number_very_big_negative_int.json": .accepted("[-237462374673276894279832749832423479823246327846]"),
    // Unpaired surrogate escapes are rejected by default (`.replace` turns them into U+FFFD).
    "i_object_key_lone_2nd_surrogate.json": .rejected(
      #"line 1, column 3: unpaired surrogate '\uDFAA' cannot be represented in a string"#),
    "i_string_1st_surrogate_but_2nd_missing.json": .rejected(
      #"line 1, column 3: unpaired surrogate '\uDADA' cannot be represented in a string"#),
    "i_string_1st_valid_surrogate_2nd_invalid.json": .rejected(
      #"line 1, column 3: unpaired surrogate '\uD888' cannot be represented in a string"#),
    "i_string_incomplete_surrogate_and_escape_valid.json": .rejected(
      #"line 1, column 3: unpaired surrogate '\uD800' cannot be represented in a string"#),
    "i_string_incomplete_surrogate_pair.json": .rejected(
      #"line 1, column 3: unpaired surrogate '\uDD1E' cannot be represented in a string"#),
    "i_string_incomplete_surrogates_escape_valid.json": .rejected(
      #"line 1, column 3: unpaired surrogate '\uD800' cannot be represented in a string"#),
    "i_string_invalid_lonely_surrogate.json": .rejected(
      #"line 1, column 3: unpaired surrogate '\uD800' cannot be represented in a string"#),
    "i_string_invalid_surrogate.json": .rejected(
      #"line 1, column 3: unpaired surrogate '\uD800' cannot be represented in a string"#),
    "i_string_inverted_surrogates_U+1D11E.json": .rejected(
      #"line 1, column 3: unpaired surrogate '\uDD1E' cannot be represented in a string"#),
    "i_string_lone_second_surrogate.json": .rejected(
      #"line 1, column 3: unpaired surrogate '\uDFAA' cannot be represented in a string"#),
    // Invalid UTF-8 is always rejected, at the first offending byte.
    "i_string_UTF-8_invalid_sequence.json": .rejected("line 1, column 5: invalid UTF-8 byte 0xFA in string"),
    "i_string_UTF8_surrogate_U+D800.json": .rejected("line 1, column 3: invalid UTF-8 byte 0xED in string"),
    "i_string_invalid_utf-8.json": .rejected("line 1, column 3: invalid UTF-8 byte 0xFF in string"),
    "i_string_iso_latin_1.json": .rejected("line 1, column 3: invalid UTF-8 byte 0xE9 in string"),
    "i_string_lone_utf8_continuation_byte.json": .rejected("line 1, column 3: invalid UTF-8 byte 0x81 in string"),
    "i_string_not_in_unicode_range.json": .rejected("line 1, column 3: invalid UTF-8 byte 0xF4 in string"),
    "i_string_overlong_sequence_2_bytes.json": .rejected("line 1, column 3: invalid UTF-8 byte 0xC0 in string"),
    "i_string_overlong_sequence_6_bytes.json": .rejected("line 1, column 3: invalid UTF-8 byte 0xFC in string"),
    "i_string_overlong_sequence_6_bytes_null.json": .rejected(
      "line 1, column 3: invalid UTF-8 byte 0xFC in string"),
    "i_string_truncated-utf-8.json": .rejected("line 1, column 3: invalid UTF-8 byte 0xE0 in string"),
    // Only UTF-8 is accepted: UTF-16 text (with or without its BOM) is rejected.
    "i_string_UTF-16LE_with_BOM.json": .rejected("line 1, column 1: expected a value, found byte 0xFF"),
    "i_string_utf16BE_no_BOM.json": .rejected("line 1, column 1: expected a value, found control character U+0000"),
    "i_string_utf16LE_no_BOM.json": .rejected("line 1, column 2: expected a value, found control character U+0000"),
    // 500 levels are within the default depth limit of 512.
    "i_structure_500_nested_arrays.json": .accepted(
      String(repeating: "[", count: 500) + String(repeating: "]", count: 500)),
    // A leading UTF-8 byte order mark is skipped.
    "i_structure_UTF-8_BOM_empty_object.json": .accepted("{}"),
  ]

  @Test func theSuiteIsComplete() throws {
    _ = try TestSupport.fileNames(in: "JSONTestSuite/test_parsing")
    #expect(Self.files(prefix: "y_").count == 95)
    #expect(Self.files(prefix: "n_").count == 188)
    #expect(Self.files(prefix: "i_").count == 35)
  }

  @Test(arguments: files(prefix: "y_"))
  func acceptsValidDocument(_ name: String) throws {
    let data = try Self.contents(of: name)
    #expect(throws: Never.self, "\(name) must parse") { try JSON(parsing: data) }
  }

  @Test(arguments: files(prefix: "n_"))
  func rejectsInvalidDocument(_ name: String) throws {
    let data = try Self.contents(of: name)
    let error = #expect(throws: JSONSyntaxError.self, "\(name) must not parse") { try JSON(parsing: data) }
    if let error {
      #expect(error.offset >= 0 && error.offset <= data.count, "\(error) lies outside \(name)")
      #expect(error.line >= 1 && error.column >= 1)
      #expect(!error.message.isEmpty)
    }
  }

  @Test(arguments: files(prefix: "i_"))
  func givesDocumentedOutcome(_ name: String) throws {
    let expected = try #require(
      Self.implementationDefinedOutcomes[name],
      "\(name) has no documented outcome: add it to implementationDefinedOutcomes and Docs/Parsing.md")
    #expect(Outcome(parsing: try Self.contents(of: name)) == expected)
  }

  @Test func everyDocumentedOutcomeNamesAFile() throws {
    let files = Set(Self.files(prefix: "i_"))
    #expect(Set(Self.implementationDefinedOutcomes.keys).subtracting(files).isEmpty)
  }

  @Test(arguments: [
    ("i_object_key_lone_2nd_surrogate.json", #"{"\#u{FFFD}":0}"#),
    ("i_string_1st_surrogate_but_2nd_missing.json", "[\"\u{FFFD}\"]"),
    ("i_string_1st_valid_surrogate_2nd_invalid.json", "[\"\u{FFFD}\u{1234}\"]"),
    ("i_string_incomplete_surrogate_and_escape_valid.json", #"["\#u{FFFD}\n"]"#),
    ("i_string_incomplete_surrogate_pair.json", "[\"\u{FFFD}a\"]"),
    ("i_string_incomplete_surrogates_escape_valid.json", #"["\#u{FFFD}\#u{FFFD}\n"]"#),
    ("i_string_invalid_lonely_surrogate.json", "[\"\u{FFFD}\"]"),
    ("i_string_invalid_surrogate.json", "[\"\u{FFFD}abc\"]"),
    ("i_string_inverted_surrogates_U+1D11E.json", "[\"\u{FFFD}\u{FFFD}\"]"),
    ("i_string_lone_second_surrogate.json", "[\"\u{FFFD}\"]"),
  ])
  func replacesUnpairedSurrogatesWhenAsked(_ name: String, formatted: String) throws {
    let options = JSONParsingOptions(unpairedSurrogates: .replace)
    #expect(try JSON(parsing: Self.contents(of: name), options: options).formatted() == formatted)
  }
}
