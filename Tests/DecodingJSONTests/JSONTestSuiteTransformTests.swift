import Decoding
import DecodingTestSupport
import Foundation
import Testing

@testable import DecodingJSON

/// JSONTestSuite's `test_transform` files: valid documents whose meaning parsers
/// disagree on. Each test states what Decoding makes of one of them.
@Suite struct JSONTestSuiteTransformTests {
  static func parse(_ name: String, options: JSONParsingOptions = .default) throws -> JSON {
    try JSON(parsing: TestSupport.data("JSONTestSuite/test_transform/\(name)"), options: options)
  }

  static func onlyNumber(in name: String) throws -> JSONNumber {
    guard case .array(let elements) = try parse(name), elements.count == 1, case .number(let number) = elements[0]
    else {
      Issue.record("\(name) is not an array holding one number")
      return 0
    }
    return number
  }

  @Test func everyFileIsCovered() throws {
    let names = try TestSupport.fileNames(in: "JSONTestSuite/test_transform")
    #expect(Set(names) == Self.coveredFiles)
  }

  static let coveredFiles: Set<String> = [
    "number_-9223372036854775808.json", "number_-9223372036854775809.json", "number_1.0.json",
    "number_1.000000000000000005.json", "number_1000000000000000.json", "number_10000000000000000999.json",
    "number_1e-999.json", "number_1e6.json", "number_9223372036854775807.json", "number_9223372036854775808.json",
    "object_key_nfc_nfd.json", "object_key_nfd_nfc.json", "object_same_key_different_values.json",
    "object_same_key_same_value.json", "object_same_key_unclear_values.json", "string_1_escaped_invalid_codepoint.json",
    "string_1_invalid_codepoint.json", "string_2_escaped_invalid_codepoints.json", "string_2_invalid_codepoints.json",
    "string_3_escaped_invalid_codepoints.json", "string_3_invalid_codepoints.json", "string_with_escaped_NULL.json",
  ]

  @Test func integerEdgesAreExact() throws {
    #expect(try Self.onlyNumber(in: "number_-9223372036854775808.json").int64Value == Int64.min)
    #expect(try Self.onlyNumber(in: "number_9223372036854775807.json").int64Value == Int64.max)
    let aboveInt64 = try Self.onlyNumber(in: "number_9223372036854775808.json")
    #expect(aboveInt64.int64Value == nil)
    #expect(aboveInt64.uint64Value == 9_223_372_036_854_775_808)
    #expect(try Self.onlyNumber(in: "number_1000000000000000.json").int64Value == 1_000_000_000_000_000)
  }

  @Test func integersBelowInt64KeepTheirTextAndRoundAsDouble() throws {
    let belowInt64 = try Self.onlyNumber(in: "number_-9223372036854775809.json")
    #expect(belowInt64.int64Value == nil && belowInt64.uint64Value == nil)
    #expect(belowInt64.text == "-9223372036854775809")
    #expect(belowInt64.doubleValue == -9_223_372_036_854_775_808.0)
  }

  @Test func twentyDigitIntegersWithinUInt64AreExact() throws {
    let large = try Self.onlyNumber(in: "number_10000000000000000999.json")
    #expect(large.uint64Value == 10_000_000_000_000_000_999)
    #expect(large.int64Value == nil)
    #expect(large.text == "10000000000000000999")
    #expect(large.doubleValue == 1e19)
  }

  @Test func decimalsAndExponentsAreValuesWithTheirOriginalText() throws {
    let one = try Self.onlyNumber(in: "number_1.0.json")
    #expect(one.text == "1.0" && one.int64Value == 1 && one == 1)
    let almostOne = try Self.onlyNumber(in: "number_1.000000000000000005.json")
    #expect(almostOne.text == "1.000000000000000005" && almostOne.doubleValue == 1.0)
    let tiny = try Self.onlyNumber(in: "number_1e-999.json")
    #expect(tiny.text == "1E-999" && tiny.doubleValue == 0 && tiny.int64Value == nil)
    let million = try Self.onlyNumber(in: "number_1e6.json")
    #expect(million.text == "1E6" && million.int64Value == 1_000_000)
  }

  @Test func canonicallyEquivalentKeysAreTwoKeys() throws {
    // Keys compare by code points (RFC 8259 §8.3), as in Python and JavaScript: "é" (NFC)
    // and "e\u{301}" (NFD) are two members, whatever Swift's `String ==` says of them.
    let nfcFirst = try Self.parse("object_key_nfc_nfd.json")
    #expect(nfcFirst.objectValue?.count == 2)
    #expect(nfcFirst["\u{E9}"] == "NFC")
    #expect(nfcFirst["e\u{301}"] == "NFD")
    #expect(try JSON(parsing: nfcFirst.formatted()) == nfcFirst)
    let nfdFirst = try Self.parse("object_key_nfd_nfc.json")
    #expect(nfdFirst == nfcFirst)
    let rejecting = JSONParsingOptions(duplicateKeys: .reject)
    #expect(try Self.parse("object_key_nfc_nfd.json", options: rejecting) == nfcFirst)
  }

  @Test func duplicateKeysKeepTheLastValueOrAreRejected() throws {
    #expect(try Self.parse("object_same_key_different_values.json") == ["a": 2])
    #expect(try Self.parse("object_same_key_same_value.json") == ["a": 1])
    let unclear = try Self.parse("object_same_key_unclear_values.json")
    #expect(try unclear.formatted() == #"{"a":-0}"#)
    let reject = JSONParsingOptions(duplicateKeys: .reject)
    for name in ["object_same_key_different_values.json", "object_same_key_same_value.json"] {
      #expect(
        throws: JSONSyntaxError(
          offset: 7, line: 1, column: 8, message: #"duplicate key "a", already at line 1, column 2"#)
      ) {
        try Self.parse(name, options: reject)
      }
    }
  }

  @Test(arguments: [
    ("string_1_invalid_codepoint.json", 1), ("string_2_invalid_codepoints.json", 2),
    ("string_3_invalid_codepoints.json", 3),
  ])
  func encodedSurrogatesAreInvalidUTF8(_ name: String, count: Int) throws {
    #expect(throws: JSONSyntaxError(offset: 2, line: 1, column: 3, message: "invalid UTF-8 byte 0xED in string")) {
      try Self.parse(name)
    }
  }

  @Test(arguments: [
    ("string_1_escaped_invalid_codepoint.json", 1), ("string_2_escaped_invalid_codepoints.json", 2),
    ("string_3_escaped_invalid_codepoints.json", 3),
  ])
  func escapedLoneSurrogatesAreRejectedOrReplaced(_ name: String, count: Int) throws {
    #expect(
      throws: JSONSyntaxError(
        offset: 2, line: 1, column: 3, message: #"unpaired surrogate '\uD800' cannot be represented in a string"#)
    ) {
      try Self.parse(name)
    }
    let replaced = try Self.parse(name, options: JSONParsingOptions(unpairedSurrogates: .replace))
    #expect(replaced == [.string(String(repeating: "\u{FFFD}", count: count))])
  }

  @Test func escapedNullIsKept() throws {
    #expect(try Self.parse("string_with_escaped_NULL.json") == ["A\u{0}B"])
  }
}
