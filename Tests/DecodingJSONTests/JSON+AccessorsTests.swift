import Decoding
import DecodingTestSupport
import Testing

@testable import DecodingJSON

/// What every typed accessor gives for one JSON value.
private struct AccessorCase: Sendable, CustomTestStringConvertible {
  let json: JSON
  var string: String? = nil
  var int: Int? = nil
  var int64: Int64? = nil
  var uint64: UInt64? = nil
  var double: Double? = nil
  var bool: Bool? = nil
  var array: JSONArray? = nil
  var object: JSONObject? = nil
  var isNull = false

  var testDescription: String { json.description }
}

@Suite struct JSONAccessorsTests {
  private static let cases: [AccessorCase] = [
    AccessorCase(json: "text", string: "text"),
    AccessorCase(json: "12", string: "12"),
    AccessorCase(json: 42, int: 42, int64: 42, uint64: 42, double: 42),
    AccessorCase(json: -7, int: -7, int64: -7, double: -7),
    AccessorCase(json: 2.0, int: 2, int64: 2, uint64: 2, double: 2),
    AccessorCase(json: 2.5, double: 2.5),
    AccessorCase(json: .number(JSONNumber(text: "1e2")!), int: 100, int64: 100, uint64: 100, double: 100),
    AccessorCase(json: .number(JSONNumber(text: "1e400")!)),
    AccessorCase(json: .number(JSONNumber(text: "1e30")!), double: 1e30),
    AccessorCase(
      json: .number(JSONNumber(text: "18446744073709551615")!), uint64: UInt64.max, double: 18_446_744_073_709_551_616),
    AccessorCase(
      json: .number(JSONNumber(text: "-9223372036854775808")!), int: Int.min, int64: Int64.min,
      double: -9_223_372_036_854_775_808),
    AccessorCase(json: true, bool: true),
    AccessorCase(json: false, bool: false),
    AccessorCase(json: 1, int: 1, int64: 1, uint64: 1, double: 1),
    AccessorCase(json: [1, "a"], array: [1, "a"]),
    AccessorCase(json: ["k": nil], object: ["k": nil]),
    AccessorCase(json: nil, isNull: true),
  ]

  @Test(arguments: cases)
  private func accessorsGiveTheValueOnlyForTheirKind(_ row: AccessorCase) {
    #expect(row.json.stringValue == row.string)
    #expect(row.json.intValue == row.int)
    #expect(row.json.int64Value == row.int64)
    #expect(row.json.uint64Value == row.uint64)
    #expect(row.json.doubleValue == row.double)
    #expect(row.json.boolValue == row.bool)
    #expect(row.json.arrayValue == row.array)
    #expect(row.json.objectValue == row.object)
    #expect(row.json.isNull == row.isNull)
  }

  @Test func numberValueKeepsTheOriginalText() throws {
    let json = try JSON(parsing: #"{"price": 12345678901234567890.123456789}"#)
    #expect(json["price"]?.numberValue?.text == "12345678901234567890.123456789")
    #expect(json["price"]?.stringValue == nil)
  }
}
