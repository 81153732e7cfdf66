import Decoding
import DecodingTestSupport
import Testing

@testable import DecodingJSON

/// `JSON.description`: the short, JSON-like excerpt that error messages show after `found`.
@Suite struct JSONDescriptionTests {
  @Test(
    arguments: [
      (JSON.null, "null"),
      (true, "true"),
      (false, "false"),
      (42, "42"),
      (-0.5, "-0.5"),
      ("Cool User", #""Cool User""#),
      ("", #""""#),
      ([], "[]"),
      ([:], "{}"),
      ([1, "two", nil], #"[1, "two", null]"#),
      (["name": "Ada", "id": 1, "email": nil], #"{"email": null, "id": 1, "name": "Ada"}"#),
      (["b": [["d": 1, "c": 2]], "a": [:]], #"{"a": {}, "b": [{"c": 2, "d": 1}]}"#),
    ] as [(JSON, String)])
  func rendersValuesWithSortedKeys(_ json: JSON, _ expected: String) {
    #expect(json.description == expected)
  }

  @Test func numbersKeepTheTextTheDocumentWrote() throws {
    #expect(
      try JSON(parsing: "[1.0, 1E6, -0, 123456789012345678901234567890]").description
        == "[1.0, 1E6, -0, 123456789012345678901234567890]")
  }

  @Test(
    arguments: [
      ("quote \" and backslash \\", #""quote \" and backslash \\""#),
      ("lines\nand\ttabs\r", #""lines\nand\ttabs\r""#),
      ("\u{08}\u{0C}", #""\b\f""#),
      ("\u{00}\u{1F}", #""\u0000\u001f""#),  // the one escaper of the library: lowercase hex
      ("/ é 😀 \u{7F}", "\"/ é 😀 \u{7F}\""),
    ])
  func escapesStringsAsJSONDoes(_ text: String, _ expected: String) {
    #expect(JSON.string(text).description == expected)
  }

  /// A cut value says how much it left out, so an excerpt never reads as the whole value.
  @Test(
    arguments: [
      (JSON.string(String(repeating: "a", count: 78)), "\"" + String(repeating: "a", count: 78) + "\""),
      (
        JSON.string(String(repeating: "a", count: 79)),
        "\"" + String(repeating: "a", count: 77) + "…\" (2 more characters)"
      ),
      (
        JSON.string(String(repeating: "a", count: 78 + 1_234)),
        "\"" + String(repeating: "a", count: 77) + "…\" (1,235 more characters)"
      ),
      (
        JSON.array((1...100).map { JSON.number(JSONNumber($0)) }),
        "[" + (1...22).map(String.init).joined(separator: ", ") + ", … 78 more]"
      ),
      (
        JSON.array((1...10_021).map { JSON.number(JSONNumber($0 % 10)) }),
        "[" + (1...27).map { String($0 % 10) }.joined(separator: ", ") + ", … 9,994 more]"
      ),
      (
        JSON.object(Dictionary(uniqueKeysWithValues: (10...99).map { ("key\($0)", JSON.number(JSONNumber($0))) })),
        "{" + (10...16).map { #""key\#($0)": \#($0)"# }.joined(separator: ", ") + ", … 83 more}"
      ),
      (
        ["outer": [.string(String(repeating: "x", count: 100)), "after"]] as JSON,
        #"{"outer": ["# + "\"" + String(repeating: "x", count: 66) + #"…" (34 more characters), … 1 more]}"#
      ),
    ] as [(JSON, String)])
  func aLongValueIsCutAndSaysHowMuchItLeftOut(_ json: JSON, _ expected: String) {
    #expect(json.description == expected)
  }

  @Test(arguments: [(0, "0"), (999, "999"), (1_000, "1,000"), (123_456, "123,456"), (1_234_567, "1,234,567")])
  func countsAreGroupedByThousands(_ count: Int, _ expected: String) {
    #expect(JSON.grouped(count) == expected)
  }
}
