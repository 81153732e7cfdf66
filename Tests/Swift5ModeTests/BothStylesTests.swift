// The models of Models.swift decode in the Swift 5 language mode as they do in Swift 6.

import Decoding
import Testing

@Suite struct BothStylesTests {
  static let status: JSON = [
    "id": 1, "text": " Hello ", "author": ["id": 2, "name": "Ann"],
    "mentions": [["id": 3, "name": "Bo", "email": "bo@example.com"]],
    "role": "admin",
  ]

  @Test func pipelineWithAGlobalStartAndTypesOwnDecoders() throws {
    let status = try Status.decode(Self.status).dematerialize()
    #expect(status.text == "Hello")
    #expect(status.author == Author(id: 2, name: "Ann", email: nil))
    #expect(status.mentions.map(\.email) == ["bo@example.com"])
    #expect(status.editors == nil && status.role == .admin && status.source == "api")
  }

  @Test func operatorsPastEightFields() {
    let profile: JSON = [
      "id": 1, "name": "Ann", "tags": ["a"], "address": ["city": "Oslo"], "age": 30, "score": 1.5,
      "active": true, "friends": [2, 3],
    ]
    #expect(
      Profile.decode(profile)
        == .success(
          Profile(
            id: 1, name: "Ann", email: nil, tags: ["a"], city: "Oslo", age: 30, score: 1.5, active: true,
            nickname: nil, friends: [2, 3])))
    #expect(Profile.decode([:]).error?.failures.count == 8)
  }

  @Test func everyStepGivenATypesOwnDecoderReportsEveryFailure() {
    let feed: JSON = [
      "id": 9, "name": "Root", "authors": ["first": ["id": 1, "name": "A"]],
      "byName": ["x": ["id": 2]], "reviewer": nil, "owner": 5,
      "authorList": [["id": 3, "name": "C"], "junk"],
    ]
    #expect(
      decodeFeed(feed).error?.description == """
        byName.x.name: missing key
        owner: expected object, found 5
        owner: expected String, found 5
        """)
  }
}
