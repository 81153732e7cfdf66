import Foundation
import Testing

@testable import Decoding

@Suite struct ISO8601DateTimeTests {
  @Test(
    arguments: [
      ("1970-01-01T00:00:00Z", 0),
      ("2024-05-01T12:00:00Z", 1_714_564_800),
      ("2024-05-01t12:00:00z", 1_714_564_800),
      ("2024-05-01T14:00:00+02:00", 1_714_564_800),
      ("2024-05-01T06:30:00-05:30", 1_714_564_800),
      ("2024-05-01T12:00:00-00:00", 1_714_564_800),
      ("2024-05-01T12:00:00.5Z", 1_714_564_800.5),
      ("2024-05-01T12:00:00.123Z", 1_714_564_800.123),
      ("2024-05-01T12:00:00.123456789012345678901Z", 1_714_564_800.123_456_789),
      ("2024-02-29T00:00:00Z", 1_709_164_800),
      ("2000-02-29T00:00:00Z", 951_782_400),
      ("1969-12-31T23:59:59Z", -1),
      ("0001-01-01T00:00:00Z", -62_135_596_800),
      ("9999-12-31T23:59:59Z", 253_402_300_799),
    ] as [(String, Double)])
  func readsValidDateTimes(text: String, secondsSince1970: Double) throws {
    let date = try #require(ISO8601DateTime.date(from: text))
    #expect(abs(date.timeIntervalSince1970 - secondsSince1970) < 1e-6)
  }

  @Test(arguments: [
    "2024-05-01T12:00:00Z", "2024-05-01T14:00:00+02:00", "2024-05-01T12:00:00.25Z", "1999-12-31T23:59:59-08:00",
    "2000-02-29T00:00:00Z", "1900-03-01T00:00:00Z",
  ])
  func agreesWithFoundation(text: String) throws {
    let ours = try #require(ISO8601DateTime.date(from: text))
    let foundations = try Date.ISO8601FormatStyle(includingFractionalSeconds: text.contains(".")).parse(text)
    #expect(abs(ours.timeIntervalSince(foundations)) < 1e-6)
  }

  @Test(arguments: [
    "", "yesterday", "2024-05-01", "2024-05-01T12:00:00", "2024-05-01T12:00Z", "2024-05-01 12:00:00Z",
    "2024-05-01T12:00:00Zjunk", "2024-05-01T12:00:00Z ", " 2024-05-01T12:00:00Z", "2024-5-01T12:00:00Z",
    "2024-13-01T00:00:00Z", "2024-00-01T00:00:00Z", "2024-04-31T00:00:00Z", "2023-02-29T00:00:00Z",
    "1900-02-29T00:00:00Z", "2024-05-00T00:00:00Z", "2024-05-01T24:00:00Z", "2024-05-01T12:60:00Z",
    "2024-05-01T12:00:60Z", "2024-05-01T12:00:00.Z", "2024-05-01T12:00:00,5Z", "2024-05-01T12:00:00+0200",
    "2024-05-01T12:00:00+24:00", "2024-05-01T12:00:00+02:60", "2024-05-01T12:00:00+02", "+2024-05-01T12:00:00Z",
    "２０２４-05-01T12:00:00Z", "2024-05-01T12:00:00\u{0}Z",
  ])
  func rejectsAnythingElse(text: String) {
    #expect(ISO8601DateTime.date(from: text) == nil)
  }

  @Test func countsDaysAcrossEras() {
    #expect(ISO8601DateTime.daysSince1970(year: 1970, month: 1, day: 1) == 0)
    #expect(ISO8601DateTime.daysSince1970(year: 2001, month: 1, day: 1) * 86_400 == 978_307_200)
    #expect(ISO8601DateTime.daysSince1970(year: 0, month: 3, day: 1) == -719_468)
    #expect(ISO8601DateTime.daysIn(month: 2, year: 2024) == 29)
    #expect(ISO8601DateTime.daysIn(month: 2, year: 2100) == 28)
    #expect(ISO8601DateTime.daysIn(month: 9, year: 2024) == 30)
  }
}
