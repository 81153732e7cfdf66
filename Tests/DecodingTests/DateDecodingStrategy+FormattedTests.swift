import DecodingPipeline
import Foundation
import Testing

@testable import Decoding

@Suite struct DateDecodingStrategyFormattedTests {
  private static func dayFormatter() -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter
  }

  @Test func readsWithADateFormatter() throws {
    let json: JSON = ["born": "2024-05-01"]
    let born = try json.decode("born", with: date(.formatted(Self.dayFormatter())))
    #expect(born.timeIntervalSince1970 == 1_714_521_600)
  }

  @Test(arguments: [
    (JSON.string("May 1st"), #"born: expected date formatted "yyyy-MM-dd", found "May 1st""#),
    (JSON.number(20_240_501), #"born: expected date formatted "yyyy-MM-dd", found 20240501"#),
  ])
  func aDateFormatterFailureNamesTheFormat(value: JSON, message: String) {
    let json: JSON = ["born": value]
    let error = #expect(throws: DecodeError.self) {
      try json.decode("born", with: date(.formatted(Self.dayFormatter())))
    }
    #expect(error?.description == message)
  }

  @Test func readsWithAParseStrategy() throws {
    let style = Date.FormatStyle(
      date: .numeric, time: .omitted, locale: Locale(identifier: "en_US_POSIX"), timeZone: .gmt)
    let json: JSON = ["born": "5/1/2024", "died": "not a date"]
    #expect(try json.decode("born", with: date(.parsed(by: style))).timeIntervalSince1970 == 1_714_521_600)
    let error = #expect(throws: DecodeError.self) { try json.decode("died", with: date(.parsed(by: style))) }
    #expect(error?.description == #"died: expected date readable by Date.FormatStyle, found "not a date""#)
  }

  @Test func namesTypesWithoutTheirModule() {
    #expect(DateDecodingStrategy.typeName(Date.ISO8601FormatStyle.self) == "Date.ISO8601FormatStyle")
    #expect(DateDecodingStrategy.typeName(Date.FormatStyle.self) == "Date.FormatStyle")
    #expect(
      DateDecodingStrategy.typeName(DateDecodingStrategyFormattedTests.self) == "DateDecodingStrategyFormattedTests")
  }
}
