import DecodingPipeline
import Testing

@testable import Decoding

@Suite struct JSONMemberDecodingTests {
  let json: JSON = [
    "name": "Ada",
    "nickname": nil,
    "age": 36,
    "tags": ["math", "engines"],
    "scores": ["a": 1, "b": 2],
    "profile": ["links": ["home": "https://example.com/ada"]],
  ]

  @Test func decodesRequiredMembersOfAnyDecodableType() throws {
    let name: String = try json.decode("name")
    let tags: [String] = try json.decode("tags")
    let scores: [String: Int] = try json.decode("scores")
    #expect(name == "Ada")
    #expect(tags == ["math", "engines"])
    #expect(scores == ["a": 1, "b": 2])
    #expect(try json.decode("age", as: Int.self) == 36)
  }

  @Test func decodesAKeyPath() throws {
    #expect(try json.decode(["profile", "links", "home"], as: String.self) == "https://example.com/ada")
    #expect(try json.decode(["profile", "links", "home"], with: url).host == "example.com")
  }

  @Test(arguments: [
    ("missing", "missing: missing key"),
    ("nickname", "nickname: expected String, found null"),
    ("age", "age: expected String, found 36"),
  ])
  func requiredMemberFailuresNameTheMember(key: String, message: String) {
    let error = #expect(throws: DecodeError.self) { try json.decode(key, as: String.self) }
    #expect(error?.description == message)
  }

  @Test func keyPathFailuresNameTheWholePath() {
    let missing = #expect(throws: DecodeError.self) { try json.decode(["profile", "links", "work"], as: String.self) }
    #expect(missing?.description == "profile.links.work: missing key")
    let notAnObject = #expect(throws: DecodeError.self) { try json.decode(["name", "first"], as: String.self) }
    #expect(notAnObject?.description == "name: expected object, found \"Ada\"")
  }

  @Test func anOptionalTypeAcceptsNullButNotAMissingKey() throws {
    let nickname: String? = try json.decode("nickname")
    #expect(nickname == nil)
    #expect(throws: DecodeError.self) { try json.decode("missing", as: String?.self) }
  }

  @Test func decodeIfPresentGivesNilOnlyForMissingOrNull() throws {
    #expect(try json.decodeIfPresent("missing", as: String.self) == nil)
    #expect(try json.decodeIfPresent("nickname", as: String.self) == nil)
    #expect(try json.decodeIfPresent("name", as: String.self) == "Ada")
    #expect(try json.decodeIfPresent(["profile", "links", "work"], as: String.self) == nil)
    let error = #expect(throws: DecodeError.self) { try json.decodeIfPresent("age", as: String.self) }
    #expect(error?.description == "age: expected String, found 36")
  }

  @Test func decodeIfPresentWithADecoderFunction() throws {
    #expect(try json.decodeIfPresent("nickname", with: uuid) == nil)
    let error = #expect(throws: DecodeError.self) { try json.decodeIfPresent("name", with: uuid) }
    #expect(error?.description == "name: expected UUID, found \"Ada\"")
  }

  @Test func decodingMembersOfANonObjectFails() {
    let list: JSON = [1, 2]
    let required = #expect(throws: DecodeError.self) { try list.decode("name", as: String.self) }
    #expect(required?.description == "expected object, found [1, 2]")
    let optional = #expect(throws: DecodeError.self) { try list.decodeIfPresent("name", as: String.self) }
    #expect(optional?.description == "expected object, found [1, 2]")
  }
}
