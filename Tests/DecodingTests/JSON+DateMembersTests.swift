import Foundation
import Testing

// Only `Decoding`: the operator style reads any date format without the pipeline's vocabulary.
@testable import Decoding

/// An event with one date in milliseconds and an optional one in seconds.
private struct Event: Equatable {
  let id: Int
  let startsAt: Date
  let endsAt: Date?

  static let make: @Sendable (Int) -> (Date) -> (Date?) -> Event = { id in
    { startsAt in { endsAt in Event(id: id, startsAt: startsAt, endsAt: endsAt) } }
  }

  static func decode(_ json: JSON) -> Decoded<Event> {
    make
      <^> json <| "id"
      <*> json.date("starts_ms", .millisecondsSince1970)
      <*> json.dateIfPresent(["times", "ends"], .secondsSince1970)
  }
}

@Suite struct JSONDateMembersTests {
  @Test(arguments: [
    (#"{"id": 1, "starts_ms": 1714564800123}"#, "success(1714564800.123, nil)"),
    (#"{"id": 1, "starts_ms": 1714564800000, "times": {"ends": 1714568400}}"#, "success(1714564800.0, 1714568400.0)"),
    (#"{"id": 1, "starts_ms": 1714564800000, "times": {"ends": null}}"#, "success(1714564800.0, nil)"),
    (#"{"id": 1, "starts_ms": 1714564800000, "times": null}"#, "success(1714564800.0, nil)"),
    (#"{"id": 1}"#, "failure(starts_ms: missing key)"),
    (#"{"id": 1, "starts_ms": "soon"}"#, #"failure(starts_ms: expected milliseconds since 1970, found "soon")"#),
    (
      #"{"id": 1, "starts_ms": 1714564800000, "times": {"ends": "later"}}"#,
      #"failure(times.ends: expected seconds since 1970, found "later")"#
    ),
    (
      #"{"id": "1", "starts_ms": 1e20, "times": {"ends": 1e20}}"#,
      #"failure(id: expected Int, found "1"; starts_ms: expected milliseconds since 1970 within the years 1 to 9999, found 1e20; times.ends: expected seconds since 1970 within the years 1 to 9999, found 1e20)"#
    ),
    ("[]", "failure(expected object, found [])"),
  ])
  func operatorStyleReadsOtherDateFormats(_ document: String, _ expected: String) throws {
    let decoded = Event.decode(try JSON(parsing: document))
    let outcome: String
    switch decoded {
    case .success(let event):
      let ends = event.endsAt.map { String($0.timeIntervalSince1970) } ?? "nil"
      outcome = "success(\(event.startsAt.timeIntervalSince1970), \(ends))"
    case .failure(let error):
      outcome = "failure(\(error.description.split(separator: "\n").joined(separator: "; ")))"
    }
    #expect(outcome == expected)
  }

  @Test func aDateMemberFailsAsTheOperatorDoes() throws {
    let json = try JSON(parsing: #"{"at": 5}"#)
    let required: Decoded<Date> = json <| "at"
    let optional: Decoded<Date?> = json <|? "at"
    #expect(json.date("at", .iso8601) == required)
    #expect(json.dateIfPresent("at", .iso8601) == optional)
  }
}
