import DecodingPipeline
import Foundation
import Testing

@testable import Decoding

/// One strategy applied to one document's `created_at`.
private struct DateRow: Sendable, CustomTestStringConvertible {
  let name: String
  let strategy: DateDecodingStrategy
  let document: String
  /// The expected instant, or `nil` when decoding must fail with `message`.
  var secondsSince1970: Double? = nil
  var message: String? = nil

  var testDescription: String { "\(name) \(document)" }
}

@Suite struct DateDecodingStrategyTests {
  private static let successes: [DateRow] = [
    DateRow(
      name: "seconds", strategy: .secondsSince1970, document: #"{"created_at": 1714564800}"#,
      secondsSince1970: 1_714_564_800),
    DateRow(
      name: "seconds", strategy: .secondsSince1970, document: #"{"created_at": 1714564800.25}"#,
      secondsSince1970: 1_714_564_800.25),
    DateRow(
      name: "seconds", strategy: .secondsSince1970, document: #"{"created_at": -86400}"#, secondsSince1970: -86_400),
    DateRow(
      name: "milliseconds", strategy: .millisecondsSince1970, document: #"{"created_at": 1714564800123}"#,
      secondsSince1970: 1_714_564_800.123),
    DateRow(
      name: "reference date", strategy: .secondsSinceReferenceDate, document: #"{"created_at": 736257600}"#,
      secondsSince1970: 1_714_564_800),
    DateRow(
      name: "iso8601", strategy: .iso8601, document: #"{"created_at": "2024-05-01T12:00:00Z"}"#,
      secondsSince1970: 1_714_564_800),
    DateRow(
      name: "iso8601", strategy: .iso8601, document: #"{"created_at": "2024-05-01T12:00:00.123Z"}"#,
      secondsSince1970: 1_714_564_800.123),
    DateRow(
      name: "iso8601", strategy: .iso8601, document: #"{"created_at": "2024-05-01T14:00:00+02:00"}"#,
      secondsSince1970: 1_714_564_800),
  ]

  private static let failures: [DateRow] = [
    DateRow(
      name: "seconds", strategy: .secondsSince1970, document: #"{"created_at": "1714564800"}"#,
      message: #"created_at: expected seconds since 1970, found "1714564800""#),
    DateRow(
      name: "seconds", strategy: .secondsSince1970, document: #"{"created_at": 1e20}"#,
      message: "created_at: expected seconds since 1970 within the years 1 to 9999, found 1e20"),
    DateRow(
      name: "seconds", strategy: .secondsSince1970, document: #"{"created_at": 1e400}"#,
      message: "created_at: expected seconds since 1970 within the years 1 to 9999, found 1e400"),
    DateRow(
      name: "seconds", strategy: .secondsSince1970, document: #"{"created_at": -62135596801}"#,
      message: "created_at: expected seconds since 1970 within the years 1 to 9999, found -62135596801"),
    DateRow(
      name: "milliseconds", strategy: .millisecondsSince1970, document: #"{"created_at": 253402300800000}"#,
      message: "created_at: expected milliseconds since 1970 within the years 1 to 9999, found 253402300800000"),
    DateRow(
      name: "milliseconds", strategy: .millisecondsSince1970, document: #"{"created_at": null}"#,
      message: "created_at: expected milliseconds since 1970, found null"),
    DateRow(
      name: "reference date", strategy: .secondsSinceReferenceDate, document: #"{"created_at": 1e300}"#,
      message: "created_at: expected seconds since 2001-01-01 within the years 1 to 9999, found 1e300"),
    DateRow(
      name: "iso8601", strategy: .iso8601, document: #"{"created_at": "yesterday"}"#,
      message: #"created_at: expected ISO 8601 date-time such as "2024-05-01T12:00:00Z", found "yesterday""#),
    DateRow(
      name: "iso8601", strategy: .iso8601, document: #"{"created_at": "2023-02-29T00:00:00Z"}"#,
      message:
        #"created_at: expected ISO 8601 date-time such as "2024-05-01T12:00:00Z", found "2023-02-29T00:00:00Z""#),
    DateRow(
      name: "iso8601", strategy: .iso8601, document: #"{"created_at": 1714564800}"#,
      message: #"created_at: expected ISO 8601 date-time such as "2024-05-01T12:00:00Z", found 1714564800"#),
    DateRow(
      name: "missing", strategy: .iso8601, document: #"{"updated_at": "2024-05-01T12:00:00Z"}"#,
      message: "created_at: missing key"),
  ]

  @Test(arguments: successes)
  private func decodesEachFormat(_ row: DateRow) throws {
    let json = try JSON(parsing: row.document)
    let createdAt = try json.decode("created_at", with: date(row.strategy))
    #expect(abs(createdAt.timeIntervalSince1970 - row.secondsSince1970!) < 1e-6)
  }

  @Test(arguments: failures)
  private func failuresSayWhatWasExpectedAndWhere(_ row: DateRow) throws {
    let json = try JSON(parsing: row.document)
    let error = #expect(throws: DecodeError.self) { try json.decode("created_at", with: date(row.strategy)) }
    #expect(error?.description == row.message)
  }

  @Test func aStrategyPicksTheFormatOfOneFieldInTheOperatorStyle() throws {
    let json = try JSON(parsing: #"{"created_at": 1714564800123, "updated_at": "2024-05-01T12:00:01Z"}"#)
    let created = required("created_at", date(.millisecondsSince1970))(json)
    let updated: Decoded<Date> = json <| "updated_at"
    #expect(abs(try #require(created.value).timeIntervalSince1970 - 1_714_564_800.123) < 1e-6)
    #expect(try #require(updated.value).timeIntervalSince1970 == 1_714_564_801)
  }

  @Test func aCustomStrategyIsADecoderFunction() throws {
    let dayNumber = DateDecodingStrategy { json in
      Int.decode(json).map { Date(timeIntervalSince1970: Double($0) * 86_400) }
    }
    let json: JSON = ["day": 19_844]
    #expect(try json.decode("day", with: date(dayNumber)).timeIntervalSince1970 == 1_714_521_600)
    let error = #expect(throws: DecodeError.self) { try json.decode("day", with: date(.iso8601)) }
    #expect(error?.description == #"day: expected ISO 8601 date-time such as "2024-05-01T12:00:00Z", found 19844"#)
  }
}
