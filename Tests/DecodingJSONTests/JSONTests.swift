import Decoding
import DecodingTestSupport
import Testing

@testable import DecodingJSON

/// The `JSON` enum: Argo's case names, and equality by value.
@Suite struct JSONTests {
  /// The case name, from an exhaustive switch written as Argo code writes it.
  static func caseName(_ json: JSON) -> String {
    switch json {
    case .object(let members): return "object(\(members.count))"
    case .array(let elements): return "array(\(elements.count))"
    case .string(let text): return "string(\(text))"
    case .number(let number): return "number(\(number))"
    case .bool(let flag): return "bool(\(flag))"
    case .null: return "null"
    }
  }

  @Test(
    arguments: [
      (#"{"a": 1, "b": 2}"#, "object(2)"),
      ("[1, 2, 3]", "array(3)"),
      (#""text""#, "string(text)"),
      ("1.50", "number(1.50)"),
      ("false", "bool(false)"),
      ("null", "null"),
    ])
  func parsedValuesMatchArgosCases(_ text: String, _ expected: String) throws {
    #expect(Self.caseName(try JSON(parsing: text)) == expected)
  }

  @Test func numbersInsideValuesCompareByValue() throws {
    let written = try JSON(parsing: #"{"ratio": 1.0, "list": [1e2, 0.50]}"#)
    let literal: JSON = ["ratio": 1, "list": [100, 0.5]]
    #expect(written == literal)
    #expect(Set([written, literal]).count == 1)
  }

  @Test(
    arguments: [
      (JSON.null, JSON.bool(false)),
      (0, false),
      ("1", 1),
      ([1, 2], [2, 1]),
      (["a": 1], ["a": 1, "b": nil]),
      (["a": nil], [:]),
    ] as [(JSON, JSON)])
  func differentValuesDiffer(_ left: JSON, _ right: JSON) {
    #expect(left != right)
  }
}
