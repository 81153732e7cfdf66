import Decoding
import DecodingTestSupport
import Testing

@testable import DecodingJSON

/// Every Swift literal makes the `JSON` case its name says, so tests and samples can write documents inline.
@Suite struct JSONLiteralsTests {
  @Test func eachLiteralMakesItsCase() {
    let object: JSON = ["id": 1]
    let array: JSON = [1, "a"]
    let string: JSON = "a"
    let integer: JSON = 7
    let double: JSON = 2.5
    let bool: JSON = true
    let null: JSON = nil
    #expect(object == .object(["id": .number(JSONNumber(1))]))
    #expect(array == .array([.number(JSONNumber(1)), .string("a")]))
    #expect(string == .string("a"))
    #expect(integer == .number(JSONNumber(7)))
    #expect(double == .number(JSONNumber(2.5)))
    #expect(bool == .bool(true))
    #expect(null == .null)
  }

  @Test func aRepeatedKeyKeepsItsLastValue() {
    let json: JSON = ["id": 1, "name": "Ada", "id": 2]
    #expect(json == ["id": 2, "name": "Ada"])
  }

  @Test func integerLiteralsAreExactAcrossInt64() throws {
    let extremes: JSON = [9_223_372_036_854_775_807, -9_223_372_036_854_775_808]
    #expect(extremes == (try JSON(parsing: "[9223372036854775807, -9223372036854775808]")))
    #expect(Int64.decode(9_223_372_036_854_775_807) == .success(.max))
  }

  @Test func literalsEqualTheParsedDocument() throws {
    let literal: JSON = ["user": ["id": 1, "tags": ["a"], "score": 0.25, "admin": false, "manager": nil]]
    let parsed = try JSON(
      parsing: #"{"user": {"id": 1, "tags": ["a"], "score": 0.25, "admin": false, "manager": null}}"#)
    #expect(literal == parsed)
  }
}
