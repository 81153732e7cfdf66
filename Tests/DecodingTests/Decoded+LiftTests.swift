import Curry
import Decoding
import Testing

// `Decoded(make, …)` against the curried chain it replaces: for the same fields and the same
// document, the same value or the same failures, with the same paths and text.

/// A model that uses every decode operator, a key path, an alternative, a bind and a nested
/// model, so that every kind of failure a field can have shows up in one of the documents.
private struct Account: Equatable {
  let id: Int
  let name: String
  let email: String?
  let tags: [String]
  let aliases: [String]?
  let city: String
  let score: Int
  let owner: Owner
}

private struct Owner: Equatable {
  let id: Int
  let handle: String
}

extension Owner: Decodable {
  static func decode(_ json: JSON) -> Decoded<Owner> {
    Decoded(Owner.init, json <| "id", json <| "handle")
  }
}

/// The score, a string of digits: a step after a member, whose failure keeps the member's path.
private func digits(_ text: String) -> Decoded<Int> {
  Int(text).map(Decoded.success) ?? .typeMismatch(expected: "digits", actual: text)
}

extension Account {
  static func curried(_ json: JSON) -> Decoded<Account> {
    curry(Account.init)
      <^> json <| "id"
      <*> (json <| ["profile", "name"] <|> json <| "name")
      <*> json <|? "email"
      <*> json <|| "tags"
      <*> json <||? "aliases"
      <*> json <| ["address", "city"]
      <*> (json <| "score" >>- digits)
      <*> json <| "owner"
  }

  static func lifted(_ json: JSON) -> Decoded<Account> {
    Decoded(
      Account.init,
      json <| "id",
      json <| ["profile", "name"] <|> json <| "name",
      json <|? "email",
      json <|| "tags",
      json <||? "aliases",
      json <| ["address", "city"],
      json <| "score" >>- digits,
      json <| "owner")
  }
}

/// One document and what both forms must make of it.
struct LiftCase: CustomTestStringConvertible, Sendable {
  let name: String
  let document: String
  let expected: String
  var testDescription: String { name }
}

private let cases = [
  LiftCase(
    name: "a valid document",
    document: """
      {"id": 1, "name": "Ada", "tags": ["a"], "address": {"city": "Bonn"}, "score": "7",
       "owner": {"id": 2, "handle": "ada"}}
      """,
    expected: #"success(Account(id: 1, name: "Ada", email: nil, tags: ["a"], aliases: nil, city: "Bonn", score: 7, "#
      + #"owner: Owner(id: 2, handle: "ada")))"#),
  LiftCase(
    name: "every field broken",
    document: """
      {"id": "1", "email": 3, "tags": [1], "aliases": {}, "address": [], "score": "x",
       "owner": {"id": "2"}}
      """,
    expected: """
      failure(id: expected Int, found "1"
      name: missing key
      email: expected String, found 3
      tags[0]: expected String, found 1
      aliases: expected array, found {}
      address: expected object, found []
      score: expected digits, found x
      owner.id: expected Int, found "2"
      owner.handle: missing key)
      """),
  LiftCase(
    name: "only the last field broken",
    document: """
      {"id": 1, "name": "Ada", "tags": [], "address": {"city": "Bonn"}, "score": "7", "owner": 5}
      """,
    expected: #"failure(owner: expected object, found 5)"#),
  LiftCase(
    name: "only the first field broken",
    document: """
      {"name": "Ada", "tags": [], "address": {"city": "Bonn"}, "score": "7", "owner": {"id": 2, "handle": "a"}}
      """,
    expected: #"failure(id: missing key)"#),
  LiftCase(
    name: "not an object",
    document: "[1, 2]",
    expected: """
      failure(: expected object, found [1, 2])
      """),
]

@Test(arguments: cases)
func theOneCallFormDecodesAsTheCurriedChain(_ liftCase: LiftCase) throws {
  let json = try JSON(parsing: liftCase.document)
  let lifted = "\(Account.lifted(json))"
  #expect(lifted == "\(Account.curried(json))")
  #expect(lifted.hasPrefix(liftCase.expected.prefix(8)))
}

@Test func theOneCallFormKeepsTheFailureLimit() throws {
  // Two fields of 600 bad elements each: the error keeps the first 1,000 and counts the rest,
  // as the curried chain's merge does.
  let json = try JSON(
    parsing: #"{"id": 1, "a": \#(Array(repeating: 0, count: 600)), "b": \#(Array(repeating: 0, count: 600))}"#)
  let lifted: Decoded<[[String]]> = Decoded({ a, b in [a, b] }, json <|| "a", json <|| "b")
  let curried: Decoded<[[String]]> = curry({ a, b in [a, b] }) <^> json <|| "a" <*> json <|| "b"
  #expect(lifted.error?.failures.count == 1000)
  #expect(lifted.error?.omittedFailureCount == 200)
  #expect(lifted == curried)
}
