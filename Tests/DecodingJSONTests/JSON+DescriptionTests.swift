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

  @Test func aLongStringIsCutWithAnEllipsisInsideTheQuotes() {
    let long = JSON.string(String(repeating: "a", count: 200))
    #expect(long.description == "\"" + String(repeating: "a", count: 77) + "…\"")
    let short = JSON.string(String(repeating: "a", count: 78))
    #expect(short.description == "\"" + String(repeating: "a", count: 78) + "\"")
  }

  @Test func aLongArrayIsCutAfterAboutEightyCharacters() {
    let numbers = JSON.array((1...100).map { JSON.number(JSONNumber($0)) })
    #expect(numbers.description == "[" + (1...22).map(String.init).joined(separator: ", ") + ", …]")
  }

  @Test func aLongObjectIsCutAfterAboutEightyCharacters() {
    let members = Dictionary(uniqueKeysWithValues: (10...99).map { ("key\($0)", JSON.number(JSONNumber($0))) })
    let description = JSON.object(members).description
    #expect(description.hasPrefix(#"{"key10": 10, "key11": 11, "#))
    #expect(description.hasSuffix(", …}"))
    #expect(description.count < 100)
  }

  @Test func nestedValuesShareOneBudget() {
    let nested: JSON = ["outer": [.string(String(repeating: "x", count: 100)), "after"]]
    #expect(nested.description.count < 100)
    #expect(nested.description.hasSuffix("…\", …]}"))
  }
}
