import Decoding
import DecodingTestSupport
import Foundation
import Testing

@testable import DecodingJSON

@Suite struct JSONNumberTests {
  static func number(_ text: String) throws -> JSONNumber {
    try #require(JSONNumber(text: text), "\(text) must be a JSON number")
  }

  // MARK: - Integers

  @Test(arguments: [
    "0", "1", "-1", "42", "9007199254740993", "-9007199254740993", "9223372036854775807", "-9223372036854775807",
    "-9223372036854775808",
  ])
  func keepsInt64Exactly(_ text: String) throws {
    let number = try Self.number(text)
    #expect(number.int64Value == Int64(text))
    #expect(number.exactly(as: Int.self) == Int(text))
    #expect(number.text == text)
    #expect(number.isIntegral)
  }

  @Test(arguments: [
    "9223372036854775808", "10000000000000000000", "12345678901234567890", "18446744073709551614",
    "18446744073709551615",
  ])
  func keepsUInt64Exactly(_ text: String) throws {
    let number = try Self.number(text)
    #expect(number.uint64Value == UInt64(text))
    #expect(number.int64Value == nil)
    #expect(number.text == text)
    #expect(number.doubleValue == Double(text))
  }

  @Test(arguments: ["18446744073709551616", "-9223372036854775809", "123456789012345678901234567890"])
  func integersBeyond64BitsAreNotExact(_ text: String) throws {
    let number = try Self.number(text)
    #expect(number.int64Value == nil && number.uint64Value == nil)
    #expect(number.text == text)
    #expect(number.doubleValue == Double(text))
    #expect(number.isIntegral)
  }

  @Test func integersFromParsedDocumentsAreExact() throws {
    let json = try JSON(parsing: "[18446744073709551614, -9223372036854775808, 10000000000000000999]")
    #expect(
      json == [
        .number(JSONNumber(UInt64(18_446_744_073_709_551_614))), .number(JSONNumber(Int64.min)),
        .number(JSONNumber(UInt64(10_000_000_000_000_000_999))),
      ])
  }

  /// Numbers of 16 bytes or more are read from the document up to the input's padding, shorter
  /// ones within their length: either way, in an array, in an object and at the very end of
  /// the input, the number is the one its own text gives.
  @Test(arguments: [
    "7", "-0.5", "1234567", "12345678", "123456789012345", "1234567890123456", "-65.613616999999977",
    "1.5e300", "12345678901234567890", "0.000000000000001", "-1234567890.12345", "9.8765432109876543e-5",
  ])
  func numbersReadFromADocumentAreTheirTextsNumbers(_ text: String) throws {
    let expected = try Self.number(text)
    let documents: [(text: String, read: (JSON) -> JSON?)] = [
      ("[\(text)]", { $0[0] }), ("[\(text), 1]", { $0[0] }), ("[0,\(text)  ]", { $0[1] }),
      ("{\"n\":\(text)}", { $0["n"] }), (text, { $0 }),
    ]
    for (document, readNumber) in documents {
      let read = readNumber(try JSON(parsing: document))
      guard case .number(let number) = read else {
        Issue.record("\(document): no number read")
        continue
      }
      #expect(number == expected && number.text == expected.text, "\(document)")
      #expect(number.doubleValue.bitPattern == Double(text)!.bitPattern, "\(document)")
    }
  }

  // MARK: - Exact conversions

  @Test(
    arguments: [
      ("1.0", 1), ("1e2", 100), ("1E+2", 100), ("100e-2", 1), ("0.1e1", 1), ("123.456e3", 123_456), ("-0", 0),
      ("-0.0e5", 0), ("1.5", nil), ("1e-5", nil), ("0.1", nil), ("9223372036854775807.0", Int64.max),
      ("9223372036854775808", nil), ("92233720368547758.07e2", Int64.max), ("92233720368547758.08e2", nil),
      ("1e19", nil), ("1e999999999999", nil),
      ("1e-999999999999", nil), ("-9223372036854775808e0", Int64.min), ("-1.0000000000000000000000001", nil),
    ] as [(String, Int64?)])
  func convertsToInt64OnlyWhenExact(_ text: String, _ expected: Int64?) throws {
    #expect(try Self.number(text).exactly(as: Int64.self) == expected)
  }

  @Test func neverTruncatesIntoNarrowTypes() throws {
    #expect(try Self.number("255").exactly(as: UInt8.self) == 255)
    #expect(try Self.number("256").exactly(as: UInt8.self) == nil)
    #expect(try Self.number("-1").exactly(as: UInt.self) == nil)
    #expect(try Self.number("-128").exactly(as: Int8.self) == -128)
    #expect(try Self.number("-129").exactly(as: Int8.self) == nil)
    #expect(try Self.number("1.5").exactly(as: Int.self) == nil)
    #expect(try Self.number("1e19").exactly(as: UInt64.self) == 10_000_000_000_000_000_000)
    #expect(try Self.number("1e20").exactly(as: UInt64.self) == nil)
    #expect(JSONNumber(2.5).exactly(as: Int.self) == nil)
    #expect(JSONNumber(3.0).exactly(as: Int.self) == 3)
    #expect(JSONNumber(Double.infinity).exactly(as: Int.self) == nil)
  }

  // MARK: - Integral

  @Test(
    arguments: [
      // Zeros, however written.
      ("0", true), ("-0", true), ("0.0", true), ("-0.0", true), ("0.0e5", true), ("0e-999999999999", true),
      ("0.000000000000000000000000000000000000000000e-400", true),
      // Integers as written, of any size.
      ("5", true), ("-9223372036854775808", true), ("18446744073709551615", true),
      ("123456789012345678901234567890", true),
      // A fraction that an exponent makes whole, or not.
      ("1.0", true), ("1.5e1", true), ("15e-1", false), ("100e-2", true), ("1000e-2", true), ("1001e-2", false),
      ("1.25e2", true), ("1.25e1", false), ("1200e-2", true), ("1200e-3", false), ("0.1e1", true),
      ("0.0001e4", true), ("0.0001e3", false), ("0.00010000e4", true), ("123.4560000e3", true),
      ("123.4560000e2", false), ("1.5", false), ("-1.5", false), ("1.5E+0000001", true),
      ("1e0000000000000000002", true),
      // Digits past what a Double or UInt64 keeps.
      ("3.0000000000000000000000000000000001", false), ("3.0000000000000000000000000000000000", true),
      ("1.0000000000000000000000000000000001e34", true), ("1.0000000000000000000000000000000001e33", false),
      ("0.00000000000000000000001e23", true), ("0.00000000000000000000001e22", false),
      ("123456789012345678901234567890e-30", false), ("123456789012345678901234567890e-29", false),
      ("1234567890123456789012345678900e-2", true),
      // Exponents past a Double's range, and past the ±1,000,000,000 the parser keeps.
      ("1E400", true), ("-1e400", true), ("1e-400", false), ("1E999999999", true), ("1E-999999999", false),
      ("1e99999999999999999999999999", true), ("1e-99999999999999999999999999", false),
      ("10000000000e-1000000010", false), ("1.5e-99999999999999999999", false),
    ] as [(String, Bool)])
  func tellsIntegersExactlyFromTheirDigits(_ text: String, _ isIntegral: Bool) throws {
    #expect(try Self.number(text).isIntegral == isIntegral)
    let parsed = try JSON(parsing: text)
    guard case .number(let number) = parsed else {
      Issue.record("\(text) did not parse as a number: \(parsed)")
      return
    }
    #expect(number.isIntegral == isIntegral)
  }

  @Test func tellsIntegersOfAHugeExponentInOnePass() throws {
    // A million-digit exponent: read saturating, with no number of its size.
    let digits = String(repeating: "9", count: 1_000_000)
    #expect(try Self.number("1.5e" + digits).isIntegral)
    #expect(try Self.number("1.5e-" + digits).isIntegral == false)
    #expect(try Self.number("0.5e-" + digits + "0").isIntegral == false)
  }

  @Test(
    arguments: [
      (JSONNumber(3), true), (JSONNumber(UInt64.max), true), (JSONNumber(2.0), true), (JSONNumber(-0.0), true),
      (JSONNumber(2.5), false), (JSONNumber(1e300), true), (JSONNumber(Double.infinity), false),
      (JSONNumber(Double.nan), false),
    ])
  func tellsIntegersFromSwiftValues(_ number: JSONNumber, _ isIntegral: Bool) {
    #expect(number.isIntegral == isIntegral)
  }

  // MARK: - Doubles

  @Test func doubleValueMatchesDoubleFromStringForEveryNumberInCanada() throws {
    let json = try JSON(parsing: TestSupport.benchmarkDocument("canada.json"))
    var numbers: [JSONNumber] = []
    var pending = [json]
    while let value = pending.popLast() {
      switch value {
      case .number(let number): numbers.append(number)
      case .array(let elements): pending += elements
      case .object(let members): pending += members.values
      default: break
      }
    }
    #expect(numbers.count > 100_000)
    let mismatches = numbers.filter { $0.doubleValue.bitPattern != Double($0.text)!.bitPattern }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5).map(\.text))")
  }

  @Test func doubleValueMatchesDoubleFromStringForRandomDecimals() throws {
    var random = RandomJSON(seed: 0xDEC1_4A15)
    var mismatches: [String] = []
    for index in 0..<40_000 {
      let text = index.isMultiple(of: 2) ? random.numberText() : Self.longDecimal(using: &random.generator)
      let number = try Self.number(text)
      if number.doubleValue.bitPattern != Double(text)!.bitPattern { mismatches.append(text) }
      if number.text != text { mismatches.append("text of \(text) is \(number.text)") }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  /// Decimals with up to 40 digits and exponents reaching past both ends of `Double`.
  static func longDecimal(using generator: inout SplitMix64) -> String {
    func digits(_ count: Int) -> String {
      String((0..<count).map { _ in Character(Unicode.Scalar(UInt8.random(in: 48...57, using: &generator))) })
    }
    var text = Bool.random(using: &generator) ? "-" : ""
    let integerDigits = Int.random(in: 0...20, using: &generator)
    text += integerDigits == 0 ? "0" : String(Int.random(in: 1...9, using: &generator)) + digits(integerDigits - 1)
    let fractionDigits = Int.random(in: 0...20, using: &generator)
    if fractionDigits > 0 { text += "." + digits(fractionDigits) }
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: text += "e" + String(Int.random(in: -340 ... -300, using: &generator))  // subnormals and underflow
    case 1: text += "E+" + String(Int.random(in: 290...320, using: &generator))  // near and past overflow
    case 2: text += "e" + String(Int.random(in: -30...30, using: &generator))
    default: break
    }
    return text
  }

  @Test(arguments: [
    ("1.7976931348623157e308", Double.greatestFiniteMagnitude), ("1.7976931348623159e308", .infinity),
    ("-1e400", -.infinity), ("4.9406564584124654e-324", .leastNonzeroMagnitude), ("2e-324", 0),
    ("2.2250738585072014e-308", .leastNormalMagnitude), ("-0.0", -0.0), ("0.1", 0.1),
    ("-65.613616999999977", -65.613616999999977), ("1e999999999999", .infinity), ("0e999999999999", 0),
    ("-1e-999999999999", -0.0), ("123456789012345678901234567890e-999999999999", 0), ("1.5e-2", 0.015),
    ("0.000000000000000000000000001234567890123456789", 1.234567890123456789e-27),
  ])
  func convertsEdgeDoubles(_ text: String, _ expected: Double) throws {
    #expect(try Self.number(text).doubleValue.bitPattern == expected.bitPattern)
  }

  // MARK: - Float

  @Test func roundsFloatsOnceFromTheDigitsNextToMidpoints() throws {
    let texts = FloatMidpoints.texts(count: 10_000, seed: 30)
    var wrong: [String] = []
    for text in texts {
      let expected = try #require(Float(text))
      let parsed = try #require(try JSON(parsing: text).numberValue)
      for number in [try Self.number(text), parsed] where number.floatValue.bitPattern != expected.bitPattern {
        wrong.append(text)
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count) of \(texts.count) wrong, such as \(wrong.prefix(3))")
  }

  @Test(
    arguments: [
      // Just above the midpoint between 1 and its successor, whose `Double` is the midpoint.
      ("1.000000059604644775390625000001", 0x3F80_0001),
      ("1.0000000596046448", 0x3F80_0001),  // a plain decimal of 17 digits: the same
      ("1.000000059604644775390625", 0x3F80_0000),  // the midpoint itself: to even
      ("1.000000178813934326171875", 0x3F80_0002),  // the next midpoint: to even, upwards
      ("-1.000000059604644775390625000001", 0xBF80_0001),
      ("1.0000000596046447e0", 0x3F80_0000),  // just below, in exponent notation
      // The midpoint between the largest `Float` and 2^128, where rounding up is an infinity.
      ("340282356779733661637539395458142568447", 0x7F7F_FFFF),
      ("340282356779733661637539395458142568448", 0x7F80_0000),
      ("3.4028235677973366e38", 0x7F7F_FFFF),
      // Half the smallest subnormal, and just above it.
      ("7.006492321624085354618647916449580656401309709382578858785341419448955413429303e-46", 0x0000_0000),
      ("7.0064923216240853546186479164495806564013097093825788587853414194489554134293031e-46", 0x0000_0001),
      ("16777217", 0x4B80_0000), ("16777219", 0x4B80_0002), ("-0.0", 0x8000_0000), ("0.1", 0x3DCC_CCCD),
    ] as [(String, UInt32)])
  func convertsEdgeFloats(_ text: String, _ bits: UInt32) throws {
    #expect(try Self.number(text).floatValue.bitPattern == bits)
    #expect(Float(text)?.bitPattern == bits)
  }

  @Test func numbersFromSwiftValuesKeepTheirFloat() throws {
    #expect(JSONNumber(Double(Float(1.1))).floatValue == Float(1.1))
    #expect(JSONNumber(16_777_217).floatValue == 16_777_216)
    #expect(JSONNumber(UInt64.max).floatValue == 18_446_744_073_709_551_616)
  }

  @Test(
    arguments: [
      ("1e-400", nil),
      ("-0.0000000000000000000000000000000000000000000000000000000000000000000000000000000001e-300", nil),
      ("2e-324", nil), ("1e400", nil), ("-1.8e308", nil), ("123456789012345678901234567890e999999999999", nil),
      ("5e-324", .leastNonzeroMagnitude), ("-0", -0.0), ("0e-400", 0), ("-0.000", -0.0), ("12.5", 12.5), ("1e22", 1e22),
      ("1.7976931348623157e308", .greatestFiniteMagnitude), ("18446744073709551615", Double(UInt64.max)),
      ("0.\(String(repeating: "0", count: 400))1", nil), ("0.\(String(repeating: "0", count: 300))1", 1e-301),
    ] as [(String, Double?)])
  func keepsDoublesWithinRange(_ text: String, _ expected: Double?) throws {
    #expect(try Self.number(text).doubleValueInRange?.bitPattern == expected?.bitPattern)
    #expect(try JSON(parsing: text).doubleValue?.bitPattern == expected?.bitPattern)
  }

  // MARK: - Zero

  @Test(arguments: [
    ("0", true), ("-0", true), ("0.000", true), ("-0.0e-400", true), ("0e999999999999", true),
    ("0.00000000000000000000000000000000000000000", true), ("1e-400", false), ("-1e-400", false),
    ("2e-324", false), ("0.000000000000000000000000000000000000000001", false),
    ("123456789012345678901234567890e-999999999999", false), ("5", false), ("18446744073709551615", false),
  ])
  func tellsZeroFromNumbersThatRoundToZero(_ text: String, _ isZero: Bool) throws {
    #expect(try Self.number(text).isZero == isZero)
  }

  // MARK: - Text

  @Test(arguments: [
    "0", "-0", "0.0", "-0.0", "1.0", "1.50", "0.001", "100.000", "1e5", "1E-5", "1e+05", "-0.0000000000000000000001",
    "12345678901234567890.5", "0.10000000000000000000000000001", "123456789012345678901234567890e-30",
  ])
  func keepsTheOriginalText(_ text: String) throws {
    #expect(try Self.number(text).text == text)
    #expect(try JSON(parsing: "[\(text)]").formatted() == "[\(text)]")
  }

  @Test func numbersFromSwiftValuesHaveCanonicalText() throws {
    #expect(JSONNumber(42).text == "42")
    #expect(JSONNumber(UInt64.max).text == "18446744073709551615")
    #expect(JSONNumber(0.1).text == "0.1")
    #expect(JSONNumber(Float(1.1)).text == "1.1")
    #expect(JSONNumber(-Double.infinity).text == "-1e999")
    #expect(JSONNumber(Double.nan).text == "null")
  }

  @Test(arguments: ["", " 1", "1 ", "01", "-", "+1", ".5", "1.", "1e", "0x1F", "NaN", "Infinity", "1_000", "١", "1,5"])
  func rejectsTextThatIsNotOneNumber(_ text: String) throws {
    #expect(JSONNumber(text: text) == nil)
  }

  // MARK: - Equality

  @Test func equalValuesAreEqualWhateverTheirForm() throws {
    let one: [JSONNumber] = [
      1, 1.0, JSONNumber(Int64(1)), JSONNumber(UInt64(1)), JSONNumber(Float(1)), try Self.number("1"),
      try Self.number("1.0"), try Self.number("1e0"), try Self.number("10e-1"), try Self.number("0.1E1"),
      try Self.number("1.000000000000000000000000"),
    ]
    for a in one {
      for b in one {
        #expect(a == b, "\(a) == \(b)")
        #expect(a.hashValue == b.hashValue, "hash of \(a) and \(b)")
      }
    }
  }

  @Test func equalityIsTransitiveAndConsistentWithHashing() throws {
    // Random numbers, each also spelled three other ways, and the same values as Swift numbers.
    var random = RandomJSON(seed: 0xE9_0A1)
    var numbers: [JSONNumber] = []
    for _ in 0..<60 {
      let text = random.numberText()
      let mantissa = text.prefix { $0 != "e" && $0 != "E" }
      let exponent = text.dropFirst(mantissa.count).dropFirst().drop { $0 == "+" }
      let power = Int(exponent) ?? 0
      numbers.append(try Self.number(text))
      numbers.append(try Self.number("\(mantissa)e\(power)"))
      numbers.append(try Self.number("\(mantissa)\(mantissa.contains(".") ? "" : ".")0e\(power)"))
      numbers.append(try Self.number("\(mantissa)\(mantissa.contains(".") ? "" : ".")00E\(power)"))
      numbers.append(JSONNumber(Double(text)!))
      if let integer = Int64(text) { numbers.append(JSONNumber(integer)) }
    }
    let equal = numbers.map { a in numbers.map { b in a == b } }
    for a in numbers.indices {
      for b in numbers.indices where equal[a][b] {
        #expect(equal[b][a])
        #expect(numbers[a].hashValue == numbers[b].hashValue, "hash of \(numbers[a]) and \(numbers[b])")
        for c in numbers.indices where equal[b][c] {
          #expect(equal[a][c], "\(numbers[a]) == \(numbers[b]) == \(numbers[c])")
        }
      }
    }
    #expect(equal.joined().filter { $0 }.count > 4 * numbers.count)
  }

  @Test func differentValuesDiffer() throws {
    #expect(try Self.number("1") != Self.number("1.5"))
    #expect(try Self.number("9007199254740993") != JSONNumber(9_007_199_254_740_992.0))
    #expect(try Self.number("18446744073709551615") != Self.number("18446744073709551614"))
    #expect(try Self.number("-0") == Self.number("0"))
    #expect(try Self.number("0.1") != Self.number("0.2"))
  }

  // MARK: - Literals

  @Test func literalsMakeNumbers() throws {
    let five = JSON.number(5)
    let fraction = JSON.number(3.4)
    #expect(five == 5)
    #expect(fraction == 3.4)
    if case .number(let number) = five { #expect(number.int64Value == 5) }
    if case .number(let number) = fraction { #expect(number.doubleValue == 3.4 && number.text == "3.4") }
  }
}
