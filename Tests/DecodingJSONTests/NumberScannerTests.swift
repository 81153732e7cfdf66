import Decoding
import DecodingTestSupport
import Testing

@testable import DecodingJSON

/// The scanner reads digits eight at a time; these cases sit on and around the
/// boundaries of that, and of the 19 digits that wrapping arithmetic handles exactly.
@Suite struct NumberScannerTests {
  @Test(arguments: 1...24)
  func readsRunsOfEveryLengthExactly(_ length: Int) throws {
    let digits = String("123456789012345678901234".prefix(length))
    for text in [digits, "-\(digits)", "0.\(digits)", "\(digits).\(digits)", "\(digits)e5", "[\(digits)]"] {
      let json = try JSON(parsing: text)
      let number: JSONNumber
      switch json {
      case .number(let value): number = value
      case .array(let elements):
        guard case .number(let value) = elements.first else { throw ScanFailure.notANumber(text) }
        number = value
      default: throw ScanFailure.notANumber(text)
      }
      let written = text.hasPrefix("[") ? String(text.dropFirst().dropLast()) : text
      #expect(number.text == written)
      #expect(number.doubleValue == Double(written), "\(written)")
      if !written.contains("."), !written.contains("e") {
        #expect(number.int64Value == Int64(written) && number.uint64Value == UInt64(written), "\(written)")
      }
    }
  }

  enum ScanFailure: Error {
    case notANumber(String)
  }

  @Test func countsLeadingZerosOfTheFractionAsNotSignificant() throws {
    let tiny = try #require(JSONNumber(text: "0.000000000000000000000000001234567890123456789"))
    #expect(tiny.doubleValue == 1.234567890123456789e-27)
    #expect(tiny.text == "0.000000000000000000000000001234567890123456789")
  }

  @Test func stopsAtTheFirstByteAfterTheNumber() throws {
    #expect(try JSON(parsing: "[12345678,87654321.5,1e2,-0]") == [12_345_678, 87_654_321.5, 100, 0])
    #expect(try JSON(parsing: "{\"a\":123456789012}") == ["a": 123_456_789_012])
  }
}
