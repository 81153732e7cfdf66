import Testing

@testable import Decoding

// `Role` (`admin`, `member`, not `CaseIterable`) is the Argo model of ArgoModels.swift.

private enum Color: String, Decodable, CaseIterable {
  case red
  case green = "GREEN"
}

private enum Level: Int, Decodable, CaseIterable {
  case low = 1
  case high = 10
}

private enum Priority: Int, Decodable {
  case normal = 0
  case urgent = 1
}

private enum Kind: String, CaseIterable {
  case article
  case video
}

private struct Assignment: Decodable {
  let role: Role

  static func decode(_ json: JSON) -> Decoded<Assignment> {
    Assignment.init <^> json <| "role"
  }
}

// Argo 4 style: the conformance in its own, empty extension.
extension Kind: Decodable {}

@Suite struct RawRepresentableDecodableTests {
  @Test(
    arguments: [
      DecodeCase(Role.self, #""admin""#, "success(admin)"),
      DecodeCase(Role.self, #""owner""#, #"failure(expected Role, found "owner")"#),
      DecodeCase(Role.self, #""Admin""#, #"failure(expected Role, found "Admin")"#),
      DecodeCase(Role.self, "1", "failure(expected Role, found 1)"),
      DecodeCase(Color.self, #""GREEN""#, "success(green)"),
      DecodeCase(Color.self, #""blue""#, #"failure(expected Color (one of "red", "GREEN"), found "blue")"#),
      DecodeCase(Color.self, #""green""#, #"failure(expected Color (one of "red", "GREEN"), found "green")"#),
      DecodeCase(Color.self, "null", #"failure(expected Color (one of "red", "GREEN"), found null)"#),
      DecodeCase(Level.self, "10", "success(high)"),
      DecodeCase(Level.self, "5", "failure(expected Level (one of 1, 10), found 5)"),
      DecodeCase(Level.self, "1.5", "failure(expected Level (one of 1, 10), found 1.5)"),
      DecodeCase(Level.self, #""1""#, #"failure(expected Level (one of 1, 10), found "1")"#),
      DecodeCase(Priority.self, "1", "success(urgent)"),
      DecodeCase(Priority.self, "2", "failure(expected Priority, found 2)"),
      DecodeCase(Kind.self, #""video""#, "success(video)"),
      DecodeCase(Kind.self, #""podcast""#, #"failure(expected Kind (one of "article", "video"), found "podcast")"#),
    ]
  )
  func decodes(_ row: DecodeCase) throws {
    let outcome = try row.outcome()
    #expect(outcome == row.expected)
  }

  @Test func anUnknownValueInAModelIsReportedAtItsPath() {
    let json: JSON = ["users": [["role": "admin"], ["role": "owner"]]]
    let members: Decoded<[Assignment]> = json <|| "users"
    #expect(members.description == #"failure(users[1].role: expected Role, found "owner")"#)
    let colors: Decoded<[String: Color]> = ["wall": "red", "door": "blue"] <| [String]()
    #expect(colors.description == #"failure(door: expected Color (one of "red", "GREEN"), found "blue")"#)
  }
}
