import Decoding
import DecodingPipeline
import Testing

@Suite struct DecodeFunctionPrimitivesTests {
  static let cases: [PipelineCase] = [
    PipelineCase("string", string, "héllo", "success(héllo)"),
    PipelineCase("string from number", string, 42, "failure(expected String, found 42)"),
    PipelineCase("string from null", string, .null, "failure(expected String, found null)"),
    PipelineCase("int", int, -7, "success(-7)"),
    PipelineCase("int from fraction", int, 1.5, "failure(expected Int, found 1.5)"),
    PipelineCase("int from string", int, "7", #"failure(expected Int, found "7")"#),
    PipelineCase(
      "int out of range", int, .number(JSONNumber(text: "9223372036854775808")!),
      "failure(expected Int, found 9223372036854775808)"),
    PipelineCase("int64", int64, .number(JSONNumber(text: "9007199254740993")!), "success(9007199254740993)"),
    PipelineCase("int64 from digits", int64, "1076543210012345678", "success(1076543210012345678)"),
    PipelineCase("int64 from words", int64, "seven", #"failure(expected Int64, found "seven")"#),
    PipelineCase(
      "uint64", uint64, .number(JSONNumber(text: "18446744073709551615")!), "success(18446744073709551615)"),
    PipelineCase("uint64 from digits", uint64, "18446744073709551614", "success(18446744073709551614)"),
    PipelineCase("uint64 negative", uint64, -1, "failure(expected UInt64, found -1)"),
    PipelineCase("double", double, 3.4, "success(3.4)"),
    PipelineCase("double from integer", double, 3, "success(3.0)"),
    PipelineCase(
      "double out of range", double, .number(JSONNumber(text: "1e400")!), "failure(expected Double, found 1e400)"),
    PipelineCase("double from bool", double, .bool(true), "failure(expected Double, found true)"),
    PipelineCase("float", float, 1.1, "success(1.1)"),
    PipelineCase(
      "float out of range", float, .number(JSONNumber(text: "1e39")!), "failure(expected Float, found 1e39)"),
    PipelineCase("bool", bool, .bool(false), "success(false)"),
    PipelineCase("bool from 1", bool, 1, "success(true)"),
    PipelineCase("bool from 2", bool, 2, "failure(expected Bool, found 2)"),
    PipelineCase("bool from string", bool, "true", #"failure(expected Bool, found "true")"#),
    PipelineCase("json keeps the value", json, ["a": [1, .null]], #"success({"a": [1, null]})"#),
  ]

  @Test(arguments: cases) func decodes(_ row: PipelineCase) {
    #expect(row.outcome() == row.expected)
  }

  static let values: [JSON] = [
    "text", "", 0, 1, -1, 2, 1.5, 3.4, .bool(true), .bool(false), .null, [1], ["a": 1],
    "123", "-5", "18446744073709551615", .number(JSONNumber(text: "1e400")!),
    .number(JSONNumber(text: "18446744073709551616")!),
  ]

  @Test(arguments: values) func behaveExactlyLikeTheStandardTypes(_ value: JSON) {
    #expect(string(value) == String.decode(value))
    #expect(int(value) == Int.decode(value))
    #expect(int64(value) == Int64.decode(value))
    #expect(uint64(value) == UInt64.decode(value))
    #expect(double(value) == Double.decode(value))
    #expect(float(value) == Float.decode(value))
    #expect(bool(value) == Bool.decode(value))
    #expect(json(value) == JSON.decode(value))
  }
}
