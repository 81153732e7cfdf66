import Testing

@testable import Decoding

/// The Swift samples of Docs/Parsing.md, one test per section, kept identical to the
/// Markdown so that every sample compiles and runs.
@Suite struct ParsingGuideTests {
  @Test func parsing() throws {
    let json = try JSON(parsing: #"{"id": 1, "tags": ["a", "b"]}"#)
    #expect(json == ["id": 1, "tags": ["a", "b"]])
  }

  @Test func parsingErrors() throws {
    do {
      _ = try JSON(parsing: "{\n  \"id\": 1,\n  \"name\" \"Ada\"\n}")
      Issue.record("the text is not valid JSON")
    } catch {
      #expect(error.description == #"line 3, column 10: expected ':' after object key, found '"'"#)
      #expect(error.offset == 22)
    }
  }

  @Test func choicesTheRFCLeavesToTheParser() throws {
    let lenient = JSONParsingOptions(unpairedSurrogates: .replace)
    #expect(try JSON(parsing: #"["\uD800"]"#, options: lenient) == ["\u{FFFD}"])

    let strict = JSONParsingOptions(maximumDepth: 2, duplicateKeys: .reject)
    #expect(throws: JSONSyntaxError.self) { try JSON(parsing: #"{"a": 1, "a": 2}"#, options: strict) }
    #expect(throws: JSONSyntaxError.self) { try JSON(parsing: "[[[1]]]", options: strict) }
  }

  @Test func numbers() throws {
    let numbers = try JSON(parsing: "[18446744073709551614, 1.0, 1E6, 0.1]")
    guard case .array(let elements) = numbers, case .number(let big) = elements[0],
      case .number(let one) = elements[1], case .number(let million) = elements[2]
    else {
      Issue.record("expected four numbers")
      return
    }
    #expect(big.uint64Value == 18_446_744_073_709_551_614)
    #expect(one.text == "1.0" && one == 1 && one.exactly(as: Int.self) == 1)
    #expect(million.text == "1E6" && million.int64Value == 1_000_000)
    #expect(elements[3] == 0.1)
  }

  @Test func writing() throws {
    let value: JSON = ["name": "Ada \"the first\"", "tags": ["x"], "id": 1]
    #expect(value.formatted() == #"{"id":1,"name":"Ada \"the first\"","tags":["x"]}"#)
    #expect(
      value.formatted(.pretty) == """
        {
          "id": 1,
          "name": "Ada \\"the first\\"",
          "tags": [
            "x"
          ]
        }
        """)
    #expect(try JSON(parsing: value.formatted(.pretty)) == value)
  }
}
