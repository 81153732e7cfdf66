import Testing

@testable import Decoding

@Suite struct BinaryFloatingPointDecodableTests {
  @Test(
    arguments: [
      DecodeCase(Double.self, "3.4", "success(3.4)"),
      DecodeCase(Double.self, "1", "success(1.0)"),
      DecodeCase(Double.self, "-0.0", "success(-0.0)"),
      DecodeCase(Double.self, "-65.613616999999977", "success(-65.61361699999998)"),
      DecodeCase(Double.self, "1.7976931348623157e308", "success(1.7976931348623157e+308)"),
      DecodeCase(Double.self, "9007199254740993", "success(9007199254740992.0)"),
      DecodeCase(Double.self, "1e-400", "success(0.0)"),
      DecodeCase(Double.self, "1e400", "failure(expected Double, found 1e400)"),
      DecodeCase(Double.self, "-1e400", "failure(expected Double, found -1e400)"),
      DecodeCase(Double.self, "1.8e308", "failure(expected Double, found 1.8e308)"),
      DecodeCase(Double.self, #""3.4""#, #"failure(expected Double, found "3.4")"#),
      DecodeCase(Double.self, "null", "failure(expected Double, found null)"),
      DecodeCase(Float.self, "1.1", "success(1.1)"),
      DecodeCase(Float.self, "3.4028235e38", "success(3.4028235e+38)"),
      DecodeCase(Float.self, "-3.4028235e38", "success(-3.4028235e+38)"),
      DecodeCase(Float.self, "3.5e38", "failure(expected Float, found 3.5e38)"),
      DecodeCase(Float.self, "-1e39", "failure(expected Float, found -1e39)"),
      DecodeCase(Float.self, "1e400", "failure(expected Float, found 1e400)"),
      DecodeCase(Float.self, "16777217", "success(16777216.0)"),
      DecodeCase(Float.self, "false", "failure(expected Float, found false)"),
    ]
  )
  func decodes(_ row: DecodeCase) throws {
    let outcome = try row.outcome()
    #expect(outcome == row.expected)
  }
}
