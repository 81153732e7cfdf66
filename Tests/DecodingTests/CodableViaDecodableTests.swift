import Curry
import Foundation
import Testing

@testable import Decoding

// Argo-style models handed to `JSONDecoder` and to anything that wants `Swift.Decodable`:
// they decode through their own `decode(_:)`, and fail with the `DecodingError` a Codable
// caller expects, listing every failure.

private struct Member: Decodable, Equatable, CodableViaDecodable {
  let id: Int
  let name: String
  let email: String?

  static func decode(_ json: JSON) -> Decoded<Member> {
    curry(Member.init)
      <^> json <| "id"
      <*> json <| "name"
      <*> json <|? "email"
  }
}

/// A validating decoder: its custom failure becomes `dataCorrupted`.
private struct Percentage: Decodable, Equatable, CodableViaDecodable {
  let value: Int

  static func decode(_ json: JSON) -> Decoded<Percentage> {
    Int.decode(json) >>- { value in
      (0...100).contains(value) ? .success(Percentage(value: value)) : .customError("\(value) is not a percentage")
    }
  }
}

/// A Codable model holding Argo-style ones.
private struct Team: Swift.Decodable, Equatable {
  let lead: Member
  let members: [Member]
  let progress: Percentage?
}

/// What a decoder reports: the case, its type or key, the coding path, and the description.
private func report(_ body: () throws -> Any) -> String {
  do {
    _ = try body()
    return "success"
  } catch let error as DecodingError {
    switch error {
    case .typeMismatch(let type, let context):
      return "typeMismatch(\(type)) at \(describe(context))"
    case .valueNotFound(let type, let context):
      return "valueNotFound(\(type)) at \(describe(context))"
    case .keyNotFound(let key, let context):
      return "keyNotFound(\(key.stringValue)) at \(describe(context))"
    case .dataCorrupted(let context):
      return "dataCorrupted at \(describe(context))"
    @unknown default:
      return "\(error)"
    }
  } catch {
    return "not a DecodingError: \(error)"
  }
}

private func describe(_ context: DecodingError.Context) -> String {
  "[\(context.codingPath.map(\.stringValue).joined(separator: ", "))]: \(context.debugDescription)"
}

@Suite struct CodableViaDecodableTests {
  @Test func argoStyleModelsDecodeWithJSONDecoderAndCodableDecoder() throws {
    let data = Data(
      #"{"lead": {"id": 1, "name": "Ann"}, "members": [{"id": 2, "name": "Bo", "email": "bo@example.com"}]}"#.utf8)
    let expected = Team(
      lead: Member(id: 1, name: "Ann", email: nil), members: [Member(id: 2, name: "Bo", email: "bo@example.com")],
      progress: nil)
    #expect(try JSONDecoder().decode(Team.self, from: data) == expected)
    #expect(try CodableDecoder().decode(Team.self, from: data) == expected)
    #expect(try JSONDecoder().decode([Member].self, from: Data(#"[{"id": 3, "name": "Cy"}]"#.utf8)).count == 1)
  }

  static let failures: [(String, String, String)] = [
    (
      #"{"name": "Ann"}"#,
      "keyNotFound(id) at [lead]: lead.id: missing key",
      "keyNotFound(id) at [lead]: lead.id: missing key"
    ),
    (
      #"{"id": "7", "name": 5}"#,
      """
      typeMismatch(Int) at [lead, id]: lead.id: expected Int, found "7"
      lead.name: expected String, found 5
      """,
      """
      typeMismatch(Int) at [lead, id]: lead.id: expected Int, found "7"
      lead.name: expected String, found 5
      """
    ),
    (
      #"{"id": null, "name": "Ann"}"#,
      "valueNotFound(Int) at [lead, id]: lead.id: expected Int, found null",
      "valueNotFound(Int) at [lead, id]: lead.id: expected Int, found null"
    ),
    (
      #"[1]"#,
      "typeMismatch(Dictionary<String, Any>) at [lead]: lead: expected object, found [1]",
      "typeMismatch(Dictionary<String, Any>) at [lead]: lead: expected object, found [1]"
    ),
  ]

  @Test(arguments: failures)
  func failuresBecomeTheDecodingErrorsCodableCallersExpect(_ lead: String, _ byJSONDecoder: String, _ byOurs: String) {
    let data = Data(#"{"lead": \#(lead), "members": []}"#.utf8)
    #expect(report { try JSONDecoder().decode(Team.self, from: data) } == byJSONDecoder)
    #expect(report { try CodableDecoder().decode(Team.self, from: data) } == byOurs)
  }

  @Test func everyBadMemberIsListedWhereCodableDecoderGoesOnPastTheFirst() {
    let data = Data(
      #"{"lead": {"id": 1, "name": "Ann"}, "members": [{"id": 2}, {"id": 3, "name": "Cy"}, {"id": "4", "name": "Di"}]}"#
        .utf8)
    #expect(
      report { try JSONDecoder().decode(Team.self, from: data) }
        == "keyNotFound(name) at [members, Index 0]: members[0].name: missing key")
    #expect(
      report { try CodableDecoder().decode(Team.self, from: data) } == """
        keyNotFound(name) at [members, Index 0]: members[0].name: missing key
        members[2].id: expected Int, found "4"
        """)
  }

  @Test func aCustomFailureIsDataCorrupted() {
    let data = Data(#"{"lead": {"id": 1, "name": "Ann"}, "members": [], "progress": 140}"#.utf8)
    #expect(
      report { try JSONDecoder().decode(Team.self, from: data) }
        == "dataCorrupted at [progress]: progress: 140 is not a percentage")
  }

  @Test func theUnderlyingErrorIsTheDecodeErrorWithFullPaths() throws {
    let data = Data(#"{"lead": {"id": "1", "name": 2}, "members": []}"#.utf8)
    do {
      _ = try JSONDecoder().decode(Team.self, from: data)
      Issue.record("no error")
    } catch let DecodingError.typeMismatch(_, context) {
      let underlying = try #require(context.underlyingError as? DecodeError)
      #expect(underlying.failures.map(\.path) == [["lead", "id"], ["lead", "name"]])
    }
  }
}
