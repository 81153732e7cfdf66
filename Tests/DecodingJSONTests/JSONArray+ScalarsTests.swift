import Foundation
import Testing

@testable import DecodingJSON

/// Arrays of scalars read straight from their slots: the values that decoding each element
/// gives, or `nil` so that the caller decodes element by element.
@Suite struct JSONArrayScalarsTests {
  static let numbers = [
    "0", "-0", "-0.0", "0e-400", "1", "-1", "0.1", "-65.61361699999998", "1.5e-5", "1E5", "1e+5", "9007199254740993",
    "18446744073709551615", "-9223372036854775808", "9999999999999999999", "2.2250738585072011e-308",
    "4.9406564584124654e-324", "1.7976931348623157e308", "123456789012345678901234567890", "0.30000000000000004441",
  ]

  @Test func aParsedArrayOfNumbersGivesWhatEachElementDecodesTo() throws {
    let json = try JSON(parsing: "[" + Self.numbers.joined(separator: ", ") + "]")
    guard case .array(let elements) = json else {
      Issue.record("not an array")
      return
    }
    let doubles = try #require(elements.doublesInRange())
    let expected = try Self.numbers.map { try #require(JSONNumber(text: $0)?.doubleValueInRange) }
    #expect(doubles.map(\.bitPattern) == expected.map(\.bitPattern))
  }

  @Test func anArrayBuiltOfValuesGivesTheSame() throws {
    let elements = JSONArray(try Self.numbers.map { JSON.number(try #require(JSONNumber(text: $0))) })
    let doubles = try #require(elements.doublesInRange())
    #expect(doubles.map(\.bitPattern) == elements.map { $0.numberValue!.doubleValueInRange!.bitPattern })
  }

  @Test(arguments: [
    "[]", "[1, \"2\"]", "[1, null]", "[[1]]", "[1, 1e400]", "[1e-400, 1]", "[-1e400]", "[true]",
  ])
  func anyElementThatIsNotANumberInRangeGivesNil(_ text: String) throws {
    let (parsed, built) = try Self.parsedAndBuilt(text)
    let expected: [Double]? = text == "[]" ? [] : nil
    #expect(parsed.doublesInRange() == expected)
    #expect(built.doublesInRange() == expected)
  }

  @Test func aParsedArrayOfArraysOfNumbersGivesWhatEachElementDecodesTo() throws {
    let rows = [Self.numbers, [], Array(Self.numbers.prefix(2)), Array(Self.numbers.suffix(7))]
    let text = "[" + rows.map { "[" + $0.joined(separator: ",") + "]" }.joined(separator: ", ") + "]"
    guard case .array(let elements) = try JSON(parsing: text) else {
      Issue.record("not an array")
      return
    }
    let arrays = try #require(elements.doubleArraysInRange())
    let expected = try rows.map { row in try row.map { try #require(JSONNumber(text: $0)?.doubleValueInRange) } }
    #expect(arrays.map { $0.map(\.bitPattern) } == expected.map { $0.map(\.bitPattern) })
    let built = JSONArray(Array(elements))
    #expect(
      built.doubleArraysInRange().map { $0.map { $0.map(\.bitPattern) } } == expected.map { $0.map(\.bitPattern) })
  }

  @Test(arguments: [
    "[]", "[[1], 2]", "[[1], null]", "[[1], [\"2\"]]", "[[1], [[2]]]", "[[1, 1e400]]", "[[1], [1e-400]]", "[{}]",
  ])
  func anyElementThatIsNotAnArrayOfNumbersInRangeGivesNil(_ text: String) throws {
    let (parsed, built) = try Self.parsedAndBuilt(text)
    let expected: [[Double]]? = text == "[]" ? [] : nil
    #expect(parsed.doubleArraysInRange() == expected)
    #expect(built.doubleArraysInRange() == expected)
  }

  static let strings = [
    #""""#, #""plain""#, #""caf\u00e9 \/ \"quoted\"""#, #""日本語のテキスト""#,
    "\"" + String(repeating: "long ", count: 40) + "\"", #""\ud83d\ude00""#,
  ]

  @Test func aParsedArrayOfStringsGivesWhatEachElementDecodesTo() throws {
    let (parsed, built) = try Self.parsedAndBuilt("[" + Self.strings.joined(separator: ", ") + "]")
    let expected = try Self.strings.map { try #require(try JSON(parsing: $0).stringValue) }
    #expect(parsed.stringsFromSlots() == expected)
    #expect(built.stringsFromSlots() == expected)
  }

  @Test(arguments: ["[]", "[\"a\", 1]", "[\"a\", null]", "[[\"a\"]]", "[{}]", "[true]"])
  func anyElementThatIsNotAStringGivesNil(_ text: String) throws {
    let (parsed, built) = try Self.parsedAndBuilt(text)
    let expected: [String]? = text == "[]" ? [] : nil
    #expect(parsed.stringsFromSlots() == expected)
    #expect(built.stringsFromSlots() == expected)
  }

  static let integers = [
    "0", "-0", "1", "-1", "1.0", "1e2", "-2.50e1", "4294967296", "9223372036854775807", "-9223372036854775808",
    "9223372036854775807.0",
  ]

  @Test func aParsedArrayOfIntegersGivesWhatEachElementDecodesTo() throws {
    let (parsed, built) = try Self.parsedAndBuilt("[" + Self.integers.joined(separator: ", ") + "]")
    let numbers = try Self.integers.map { try #require(JSONNumber(text: $0)) }
    let ints = try numbers.map { try #require($0.exactly(as: Int.self)) }
    let int64s = try numbers.map { try #require($0.exactly(as: Int64.self)) }
    #expect(parsed.intsFromSlots() == ints && built.intsFromSlots() == ints)
    #expect(parsed.int64sFromSlots() == int64s && built.int64sFromSlots() == int64s)
  }

  @Test(arguments: [
    "[]", "[1, 1.5]", "[1, 9223372036854775808]", "[-9223372036854775809]", "[1, \"2\"]", "[1, null]", "[[1]]",
    "[true]", "[1e19]", "[0.1e1, 1e-1]",
  ])
  func anyElementThatIsNotAnIntegerInRangeGivesNil(_ text: String) throws {
    let (parsed, built) = try Self.parsedAndBuilt(text)
    let expected: [Int]? = text == "[]" ? [] : nil
    #expect(parsed.intsFromSlots() == expected && built.intsFromSlots() == expected)
    #expect(parsed.int64sFromSlots() == expected.map { $0.map(Int64.init) })
    #expect(built.int64sFromSlots() == expected.map { $0.map(Int64.init) })
  }

  /// The array that `text` parses to, and an array built of the same elements.
  private static func parsedAndBuilt(_ text: String) throws -> (parsed: JSONArray, built: JSONArray) {
    let parsed = try #require(try JSON(parsing: text).arrayValue, "not an array: \(text)")
    return (parsed, JSONArray(Array(parsed)))
  }

  /// Random numbers of every shape, alone and running on into what may follow them in a
  /// document: what a number's text converts to without the number is what the number
  /// converts to.
  @Test func randomNumbersConvertAsTheirNumbersDo() throws {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<5_000 {
      // An integer part of 1 to 24 digits, without a leading zero (or zero itself).
      let length = Int.random(in: 0...23, using: &generator)
      let integer =
        Int.random(in: 0...9, using: &generator) == 0
        ? "0"
        : String(Int.random(in: 1...9, using: &generator))
          + String((0..<length).map { _ in "0123456789".randomElement(using: &generator)! })
      var text = (Bool.random(using: &generator) ? "-" : "") + integer
      if Bool.random(using: &generator) { text += "." + String(Int.random(in: 0...999_999_999, using: &generator)) }
      if Bool.random(using: &generator) { text += "e" + String(Int.random(in: -340...340, using: &generator)) }
      let number = try #require(JSONNumber(text: text), "\(text)")
      // The number alone, and running on into what may follow it in a document.
      for after in ["", ",", "]", "}", " 1", "\n", "\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0"] {
        let bytes = Array((text + after).utf8)
        let direct = bytes.withUnsafeBufferPointer { JSONNumber.doubleInRange(atStartOf: $0) }
        #expect(direct?.bitPattern == number.doubleValueInRange?.bitPattern, "\(text)\(after)")
      }
    }
  }
}
