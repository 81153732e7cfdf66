import DecodingPipeline
import Foundation
import Testing

@testable import Decoding

@Suite struct DecimalDecodableTests {
  @Test(arguments: [
    ("0.1", "0.1"),
    ("12345678901234567890.123456789", "12345678901234567890.123456789"),
    ("-0.0015", "-0.0015"),
    ("1.5e-3", "0.0015"),
    ("1E2", "100"),
    ("12.30", "12.3"),
    ("-0", "0"),
    ("0e10", "0"),
    ("12345678901234567890123456789012345678", "12345678901234567890123456789012345678"),
    ("1e127", "1" + String(repeating: "0", count: 127)),
    ("1e-128", "0." + String(repeating: "0", count: 127) + "1"),
  ])
  func keepsEveryDigitOfTheNumbersText(text: String, expected: String) throws {
    let json = try JSON(parsing: #"{"price": \#(text)}"#)
    let price: Decimal = try json.decode("price")
    #expect(price.description == expected)
    #expect(price == Decimal(string: expected))
  }

  @Test func isExactWhereADoubleIsNot() throws {
    let json = try JSON(parsing: #"{"a": 0.1, "b": 0.2}"#)
    let sum = try json.decode("a", as: Decimal.self) + json.decode("b", as: Decimal.self)
    #expect(sum == Decimal(string: "0.3"))
    #expect(try json.decode("a", as: Double.self) + json.decode("b", as: Double.self) != 0.3)
  }

  @Test(arguments: [("12.30", "12.3"), ("-5", "-5"), ("1e3", "1000")])
  func acceptsANumericString(text: String, expected: String) throws {
    let json: JSON = ["amount": .string(text)]
    #expect(try json.decode("amount", with: decimal).description == expected)
  }

  @Test(arguments: [
    (#""abc""#, #"price: expected Decimal, found "abc""#),
    (#""12,30""#, #"price: expected Decimal, found "12,30""#),
    (#""12abc""#, #"price: expected Decimal, found "12abc""#),
    (#"" 12""#, #"price: expected Decimal, found " 12""#),
    (#""1.2.3""#, #"price: expected Decimal, found "1.2.3""#),
    (#""""#, #"price: expected Decimal, found """#),
    (#""NaN""#, #"price: expected Decimal, found "NaN""#),
    ("true", "price: expected Decimal, found true"),
    ("null", "price: expected Decimal, found null"),
    ("1e400", "price: expected Decimal within its range (exponent -128 to 127), found 1e400"),
    ("1e-400", "price: expected Decimal within its range (exponent -128 to 127), found 1e-400"),
    (
      "3.14159265358979323846264338327950288419716939937510",
      "price: expected Decimal (at most 38 significant digits), found 3.14159265358979323846264338327950288419716939937510"
    ),
    (
      "123456789012345678901234567890123456789012",
      "price: expected Decimal (at most 38 significant digits), found 123456789012345678901234567890123456789012"
    ),
  ])
  func aNonNumericOrUnrepresentableValueFailsWithItsPath(value: String, message: String) throws {
    let json = try JSON(parsing: #"{"price": \#(value)}"#)
    let error = #expect(throws: DecodeError.self) { try json.decode("price", as: Decimal.self) }
    #expect(error?.description == message)
    #expect(required("price", decimal)(json).error?.description == message)
  }

  @Test(arguments: [
    ("-12.50", true, "125", -1),
    ("0.000", false, "", 0),
    ("-0.0", false, "", 0),
    ("1200", false, "12", 2),
    ("1.0100e+2", false, "101", 0),
    ("-7E-3", true, "7", -3),
  ])
  func normalisesDigits(text: String, isNegative: Bool, digits: String, exponent: Int) throws {
    let parsed = DecimalDigits(try #require(JSONNumber(text: text)))
    #expect(parsed.isNegative == isNegative)
    #expect(parsed.digits == digits)
    #expect(parsed.exponent == exponent)
  }
}
