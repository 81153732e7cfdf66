import DecodingPipeline
import DecodingTestSupport
import Foundation
import Testing

@testable import Decoding

/// A number and what it decodes to as a `Double` and as a `Float`; `nil` where it is out of
/// that type's range (it overflows, or it is nonzero and rounds to zero).
struct FloatingPointRangeCase: Sendable, CustomTestStringConvertible {
  let text: String
  let double: Double?
  let float: Float?

  init(_ text: String, _ double: Double?, _ float: Float?) {
    self.text = text
    self.double = double
    self.float = float
  }

  var testDescription: String { text }
}

/// A model with one floating-point member, for `CodableDecoder` and `JSONDecoder`.
private struct Reading<Value: BinaryFloatingPoint & Codable & Sendable>: Codable, Sendable {
  let value: Value
}

@Suite struct BinaryFloatingPointDecodableTests {
  @Test(
    arguments: [
      DecodeCase(Double.self, "3.4", "success(3.4)"),
      DecodeCase(Double.self, "1", "success(1.0)"),
      DecodeCase(Double.self, "-0.0", "success(-0.0)"),
      DecodeCase(Double.self, "-65.613616999999977", "success(-65.61361699999998)"),
      DecodeCase(Double.self, "1.7976931348623157e308", "success(1.7976931348623157e+308)"),
      DecodeCase(Double.self, "9007199254740993", "success(9007199254740992.0)"),
      DecodeCase(Double.self, "1e-400", "failure(expected Double, found 1e-400)"),
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

  static let rangeCases: [FloatingPointRangeCase] = [
    // Underflow: a nonzero number that rounds to zero is out of range, as `1e400` is.
    FloatingPointRangeCase("1e-400", nil, nil),
    FloatingPointRangeCase("-1e-400", nil, nil),
    FloatingPointRangeCase("2e-324", nil, nil),
    FloatingPointRangeCase("2.4703282292062327e-324", nil, nil),
    FloatingPointRangeCase("92233e-036854775808", nil, nil),
    FloatingPointRangeCase("1e-99999999999999999999", nil, nil),
    FloatingPointRangeCase("123456789012345678901234567890e-999999999999", nil, nil),
    FloatingPointRangeCase("7e-46", 7e-46, nil),
    FloatingPointRangeCase("1e-50", 1e-50, nil),
    // Subnormals: the nearest one.
    FloatingPointRangeCase("2.4703282292062328e-324", .leastNonzeroMagnitude, nil),
    FloatingPointRangeCase("4.9406564584124654e-324", .leastNonzeroMagnitude, nil),
    FloatingPointRangeCase("-1e-310", Double("-1e-310"), nil),
    FloatingPointRangeCase("2.2250738585072014e-308", .leastNormalMagnitude, nil),
    FloatingPointRangeCase("1e-45", 1e-45, .leastNonzeroMagnitude),
    FloatingPointRangeCase("1e-40", 1e-40, Float("1e-40")),
    // Zero, written any way, is zero with its sign.
    FloatingPointRangeCase("0", 0, 0),
    FloatingPointRangeCase("-0", -0.0, -0.0),
    FloatingPointRangeCase("-0.0", -0.0, -0.0),
    FloatingPointRangeCase("0e-400", 0, 0),
    FloatingPointRangeCase("-0.000e99999999999999999999", -0.0, -0.0),
    // Overflow: out of range, never an infinity.
    FloatingPointRangeCase("1e400", nil, nil),
    FloatingPointRangeCase("-1e400", nil, nil),
    FloatingPointRangeCase("1.8e308", nil, nil),
    FloatingPointRangeCase("1e99999999999999999999", nil, nil),
    FloatingPointRangeCase("1.7976931348623157e308", .greatestFiniteMagnitude, nil),
    FloatingPointRangeCase("3.4028235e38", 3.4028235e38, .greatestFiniteMagnitude),
    FloatingPointRangeCase("-3.5e38", -3.5e38, nil),
    FloatingPointRangeCase("0.1", 0.1, 0.1),
  ]

  @Test(arguments: rangeCases)
  func numbersOutOfRangeFailTheSameWayEverywhere(_ row: FloatingPointRangeCase) throws {
    let json = try JSON(parsing: row.text)
    let document = Data(#"{"value": \#(row.text)}"#.utf8)
    /// A style's outcome, the value as a `Double` (which every `Float` is exactly, sign included).
    func style<T: BinaryFloatingPoint>(_ decoded: Decoded<T>) -> String {
      decoded.map { Double($0) }.description
    }
    func codable<T: BinaryFloatingPoint>(_ decode: () throws -> Reading<T>, details: Bool) -> String {
      do {
        return "success(\(Double(try decode().value)))"
      } catch DecodingError.dataCorrupted(let context) {
        return details ? "dataCorrupted(\(context.debugDescription))" : "dataCorrupted"
      } catch {
        return "\(error)"
      }
    }
    func expected<T: BinaryFloatingPoint>(_ value: T?, codable: Bool, details: Bool = true) -> String {
      if let value { return "success(\(Double(value)))" }
      if !codable { return "failure(expected \(T.self), found \(row.text))" }
      return details ? "dataCorrupted(value: expected \(T.self), found \(row.text))" : "dataCorrupted"
    }

    #expect(style(Double.decode(json)) == expected(row.double, codable: false))
    #expect(style(double(json)) == expected(row.double, codable: false))
    #expect(style(Float.decode(json)) == expected(row.float, codable: false))
    #expect(style(float(json)) == expected(row.float, codable: false))
    let decoder = CodableDecoder()
    #expect(
      codable({ try decoder.decode(Reading<Double>.self, from: document) }, details: true)
        == expected(row.double, codable: true))
    #expect(
      codable({ try decoder.decode(Reading<Float>.self, from: document) }, details: true)
        == expected(row.float, codable: true))
    // The rule is `JSONDecoder`'s.
    #expect(
      codable({ try JSONDecoder().decode(Reading<Double>.self, from: document) }, details: false)
        == expected(row.double, codable: true, details: false))
    #expect(
      codable({ try JSONDecoder().decode(Reading<Float>.self, from: document) }, details: false)
        == expected(row.float, codable: true, details: false))
  }

  @Test func floatsRoundOnceFromTheDigitsInEveryStyle() throws {
    let texts = FloatMidpoints.texts(count: 2_000, seed: 30)
    let expected = try texts.map { try #require(Float($0)).bitPattern }
    let document = "[" + texts.joined(separator: ",") + "]"
    let json = try JSON(parsing: document)
    let readings = "[" + texts.map { #"{"value": \#($0)}"# }.joined(separator: ",") + "]"

    #expect([Float].decode(json).value?.map(\.bitPattern) == expected)
    #expect(array(float)(json).value?.map(\.bitPattern) == expected)
    let decoder = CodableDecoder()
    #expect(try decoder.decode([Float].self, from: Data(document.utf8)).map(\.bitPattern) == expected)
    #expect(
      try decoder.decode([Reading<Float>].self, from: Data(readings.utf8)).map(\.value.bitPattern) == expected)
    #expect(try decoder.decode(Float.self, from: Data(texts[0].utf8)).bitPattern == expected[0])
  }
}
