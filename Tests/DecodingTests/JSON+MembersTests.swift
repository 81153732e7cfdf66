import Curry
import Testing

@testable import Decoding

private struct Author: Decodable, Equatable, CustomStringConvertible {
  let id: Int
  let name: String

  var description: String { "Author(\(id), \(name))" }

  static func decode(_ json: JSON) -> Decoded<Author> {
    curry(Author.init)
      <^> json <| "id"
      <*> json <| "name"
  }
}

/// Optional members: `nil` only when a key is missing or `null`;
/// a present value that does not decode is a failure with its nested path.
@Suite struct JSONMembersTests {
  @Test(
    "json <|? key",
    arguments: [
      ("missing", #"{}"#, "success(nil)"),
      ("null", #"{"author": null}"#, "success(nil)"),
      ("present and valid", #"{"author": {"id": 1, "name": "Ada"}}"#, "success(Optional(Author(1, Ada)))"),
      ("present and invalid", #"{"author": "Ada"}"#, #"failure(author: expected object, found "Ada")"#),
      ("nested missing key", #"{"author": {"id": 1}}"#, "failure(author.name: missing key)"),
      ("nested null", #"{"author": {"id": 1, "name": null}}"#, "failure(author.name: expected String, found null)"),
      ("not an object", #"[]"#, "failure(expected object, found [])"),
      ("null document", #"null"#, "failure(expected object, found null)"),
    ]
  )
  func optionalKey(_ situation: String, input: String, expected: String) throws {
    let json = try JSON(parsing: input)
    let author: Decoded<Author?> = json <|? "author"
    #expect(author.description == expected)
  }

  @Test(
    "json <|? key path",
    arguments: [
      ("first key missing", #"{}"#, "success(nil)"),
      ("first key null", #"{"post": null}"#, "success(nil)"),
      ("middle key missing", #"{"post": {}}"#, "success(nil)"),
      ("middle key null", #"{"post": {"author": null}}"#, "success(nil)"),
      ("last key missing", #"{"post": {"author": {}}}"#, "success(nil)"),
      ("last key null", #"{"post": {"author": {"name": null}}}"#, "success(nil)"),
      ("present and valid", #"{"post": {"author": {"name": "Ada"}}}"#, #"success(Optional("Ada"))"#),
      (
        "present and invalid", #"{"post": {"author": {"name": 5}}}"#,
        "failure(post.author.name: expected String, found 5)"
      ),
      ("step not an object", #"{"post": {"author": "Ada"}}"#, #"failure(post.author: expected object, found "Ada")"#),
      ("first step not an object", #"{"post": [1]}"#, "failure(post: expected object, found [1])"),
      ("not an object", #"[]"#, "failure(expected object, found [])"),
      ("null document", #"null"#, "failure(expected object, found null)"),
    ]
  )
  func optionalKeyPath(_ situation: String, input: String, expected: String) throws {
    let json = try JSON(parsing: input)
    let name: Decoded<String?> = json <|? ["post", "author", "name"]
    #expect(name.description == expected)
  }

  @Test(
    "json <|? key path to a model",
    arguments: [
      ("missing", #"{"post": {}}"#, "success(nil)"),
      ("null", #"{"post": {"author": null}}"#, "success(nil)"),
      ("present and valid", #"{"post": {"author": {"id": 1, "name": "Ada"}}}"#, "success(Optional(Author(1, Ada)))"),
      ("present and invalid", #"{"post": {"author": true}}"#, "failure(post.author: expected object, found true)"),
      ("nested missing key", #"{"post": {"author": {"name": "Ada"}}}"#, "failure(post.author.id: missing key)"),
    ]
  )
  func optionalKeyPathToModel(_ situation: String, input: String, expected: String) throws {
    let json = try JSON(parsing: input)
    let author: Decoded<Author?> = json <|? ["post", "author"]
    #expect(author.description == expected)
  }

  @Test(
    "json <||? key and key path",
    arguments: [
      ("missing", #"{}"#, "success(nil)"),
      ("null", #"{"authors": null}"#, "success(nil)"),
      ("empty", #"{"authors": []}"#, "success(Optional([]))"),
      ("present and valid", #"{"authors": [{"id": 1, "name": "Ada"}]}"#, "success(Optional([Author(1, Ada)]))"),
      ("present and invalid", #"{"authors": {"id": 1}}"#, #"failure(authors: expected array, found {"id": 1})"#),
      ("null element", #"{"authors": [null]}"#, "failure(authors[0]: expected object, found null)"),
      (
        "nested missing key", #"{"authors": [{"id": 1, "name": "Ada"}, {"id": 2}]}"#,
        "failure(authors[1].name: missing key)"
      ),
    ]
  )
  func optionalArray(_ situation: String, input: String, expected: String) throws {
    let json = try JSON(parsing: input)
    let authors: Decoded<[Author]?> = json <||? "authors"
    #expect(authors.description == expected)
    let nested: Decoded<[Author]?> = JSON.object(["post": json]) <||? ["post", "authors"]
    let nestedExpected = expected.replacingOccurrences(of: "failure(authors", with: "failure(post.authors")
    #expect(nested.description == nestedExpected)
  }

  @Test func aSingleKeyAndAOneKeyPathBehaveTheSame() throws {
    for input in [#"{}"#, #"{"a": null}"#, #"{"a": 1}"#, #"{"a": "1"}"#, #"[]"#, #"null"#, #"7"#] {
      let json = try JSON(parsing: input)
      let byKey: Decoded<Int?> = json <|? "a"
      let byPath: Decoded<Int?> = json <|? ["a"]
      #expect(byKey == byPath, "\(input)")
      let requiredByKey: Decoded<Int> = json <| "a"
      let requiredByPath: Decoded<Int> = json <| ["a"]
      #expect(requiredByKey == requiredByPath, "\(input)")
    }
  }
}
