import DecodingPipeline
import Foundation
import Testing

@testable import Decoding

private struct Event: Decodable {
  let startsAt: Date
  let endsAt: Date?

  static func decode(_ json: JSON) -> Decoded<Event> {
    { startsAt in { endsAt in Event(startsAt: startsAt, endsAt: endsAt) } }
      <^> json <| "starts_at"
      <*> json <|? "ends_at"
  }
}

@Suite struct DateDecodableTests {
  @Test func theDefaultIsISO8601InTheOperatorStyle() throws {
    let json: JSON = ["starts_at": "2024-05-01T12:00:00Z", "ends_at": "2024-05-01T13:30:00.5+00:00"]
    let event = try Event.decode(json).dematerialize()
    #expect(event.startsAt.timeIntervalSince1970 == 1_714_564_800)
    #expect(event.endsAt?.timeIntervalSince1970 == 1_714_570_200.5)
  }

  @Test func theDefaultIsISO8601InTheThrowingStyle() throws {
    let json: JSON = ["dates": ["2024-05-01T12:00:00Z", "2024-05-02T12:00:00Z"]]
    let dates: [Date] = try json.decode("dates")
    #expect(dates.map(\.timeIntervalSince1970) == [1_714_564_800, 1_714_651_200])
  }

  @Test func badDateTextFailsWithItsPath() {
    let json: JSON = ["events": [["starts_at": "2024-05-01T12:00:00Z"], ["starts_at": "soon", "ends_at": 5]]]
    let decoded: Decoded<[Event]> = json <| "events"
    #expect(
      decoded.error?.description == """
        events[1].starts_at: expected ISO 8601 date-time such as "2024-05-01T12:00:00Z", found "soon"
        events[1].ends_at: expected ISO 8601 date-time such as "2024-05-01T12:00:00Z", found 5
        """)
  }

  @Test func dateMatchesTheStrategysDecoder() {
    let json: JSON = "2024-05-01T12:00:00Z"
    #expect(Date.decode(json) == date(.iso8601)(json))
    #expect(Date.decode(1) == DateDecodingStrategy.iso8601.decode(1))
  }
}
