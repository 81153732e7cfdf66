import Curry
import Testing

@testable import Decoding

private struct Author: Decodable, Equatable {
  let id: Int
  let name: String

  static func decode(_ json: JSON) -> Decoded<Author> {
    curry(Author.init)
      <^> json <| "id"
      <*> json <| "name"
  }
}

@Suite struct DecodeOperatorsTests {
  private static func parsed(_ text: String) throws -> JSON {
    try JSON(parsing: text)
  }

  @Test(
    "json <| key",
    arguments: [
      (#"{"id": 1}"#, "success(1)"),
      (#"{}"#, "failure(id: missing key)"),
      (#"{"id": "1"}"#, #"failure(id: expected Int, found "1")"#),
      (#"{"id": null}"#, "failure(id: expected Int, found null)"),
      (#"{"id": 1.5}"#, "failure(id: expected Int, found 1.5)"),
      (#"[{"id": 1}]"#, #"failure(expected object, found [{"id": 1}])"#),
      (#""id""#, #"failure(expected object, found "id")"#),
    ]
  )
  func requiredKey(input: String, expected: String) throws {
    let json = try Self.parsed(input)
    let id: Decoded<Int> = json <| "id"
    #expect(id.description == expected)
  }

  @Test(
    "json <| key path",
    arguments: [
      (#"{"post": {"author": {"id": 7}}}"#, "success(7)"),
      (#"{}"#, "failure(post: missing key)"),
      (#"{"post": {}}"#, "failure(post.author: missing key)"),
      (#"{"post": {"author": {}}}"#, "failure(post.author.id: missing key)"),
      (#"{"post": 5}"#, "failure(post: expected object, found 5)"),
      (#"{"post": null}"#, "failure(post: expected object, found null)"),
      (#"{"post": {"author": [7]}}"#, "failure(post.author: expected object, found [7])"),
      (#"{"post": {"author": {"id": true}}}"#, "failure(post.author.id: expected Int, found true)"),
      (#"{"post": {"author": {"id": null}}}"#, "failure(post.author.id: expected Int, found null)"),
    ]
  )
  func requiredKeyPath(input: String, expected: String) throws {
    let json = try Self.parsed(input)
    let id: Decoded<Int> = json <| ["post", "author", "id"]
    #expect(id.description == expected)
  }

  @Test(
    "json <|| key and key path",
    arguments: [
      (#"{"ids": [1, 2]}"#, "success([1, 2])"),
      (#"{"ids": []}"#, "success([])"),
      (#"{}"#, "failure(ids: missing key)"),
      (#"{"ids": null}"#, "failure(ids: expected array, found null)"),
      (#"{"ids": 1}"#, "failure(ids: expected array, found 1)"),
      (
        #"{"ids": [1, "2", 3, false]}"#, "failure(ids[1]: expected Int, found \"2\"\nids[3]: expected Int, found false)"
      ),
    ]
  )
  func requiredArray(input: String, expected: String) throws {
    let json = try Self.parsed(input)
    let ids: Decoded<[Int]> = json <|| "ids"
    #expect(ids.description == expected)
    let nested: Decoded<[Int]> = JSON.object(["data": json]) <|| ["data", "ids"]
    #expect(nested.description == expected.replacingOccurrences(of: "ids", with: "data.ids"))
  }

  @Test func keysAndKeyPathsCanBeVariables() {
    let json: JSON = ["user": ["id": 3, "tags": ["a"]]]
    let userKey = "user"
    let idPath = ["user", "id"]
    let tagsPath: [String] = [userKey, "tags"]
    let user: Decoded<JSON> = json <| userKey
    let id: Decoded<Int> = json <| idPath
    let tags: Decoded<[String]> = json <|| tagsPath
    let email: Decoded<String?> = json <|? [userKey, "email"]
    let aliases: Decoded<[String]?> = json <||? [userKey, "aliases"]
    #expect(user == .success(["id": 3, "tags": ["a"]]))
    #expect(id == .success(3))
    #expect(tags == .success(["a"]))
    #expect(email == .success(nil))
    #expect(aliases == .success(nil))
  }

  @Test func anEmptyKeyPathIsTheValueItself() {
    let json: JSON = 12
    let value: Decoded<Int> = json <| [String]()
    #expect(value == .success(12))
  }

  @Test func keysWithPunctuationAreQuotedInPaths() {
    let json: JSON = ["meta": ["next-cursor": 5]]
    let cursor: Decoded<String> = json <| ["meta", "next-cursor"]
    #expect(cursor.description == #"failure(meta["next-cursor"]: expected String, found 5)"#)
  }

  @Test func membersDecodeAsModelsWithFailuresInsideThem() {
    let json: JSON = [
      "author": ["id": 1, "name": "Ada"], "editor": ["id": "2"], "reviewers": [["id": 3, "name": "Bo"], [:]],
    ]
    let author: Decoded<Author> = json <| "author"
    let editor: Decoded<Author> = json <| "editor"
    let reviewers: Decoded<[Author]> = json <|| "reviewers"
    #expect(author == .success(Author(id: 1, name: "Ada")))
    #expect(editor.description == "failure(editor.id: expected Int, found \"2\"\neditor.name: missing key)")
    #expect(reviewers.description == "failure(reviewers[1].id: missing key\nreviewers[1].name: missing key)")
  }

  @Test func aMemberCanStayJSON() {
    let json: JSON = ["payload": ["kind": "raw", "n": [1, 2]]]
    let payload: Decoded<JSON> = json <| "payload"
    let kind: Decoded<String> = payload.flatMap { $0 <| "kind" }
    #expect(payload == .success(["kind": "raw", "n": [1, 2]]))
    #expect(kind == .success("raw"))
  }
}
