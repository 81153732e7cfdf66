import Decoding
import DecodingPipeline
import Testing

// `decode(make, field, …)` against the `|>` pipeline it replaces: for the same fields and the
// same document, the same value or the same failures, with the same paths and text.

private struct Owner: Equatable {
  let id: Int
  let handle: String
}

/// A model whose fields use every kind of pipeline step.
private struct Account: Equatable {
  let id: Int
  let name: String
  let email: String?
  let score: Int
  let city: String
  let next: String?
  let kind: String
  let tags: [String]
  let nickname: String?
  let twice: Int
  let owner: Owner
}

private let decodeOwner = decode(Owner.init, required("id", int), required("handle", string))

private let piped =
  decode(Account.init)
  |> required("id", int)
  |> required("name", string)
  |> optional("email", string)
  |> optional("score", int, 0)
  |> requiredAt(["address", "city"], string)
  |> optionalAt(["meta", "next"], string)
  |> hardcoded("member")
  |> required("tags", array(string))
  |> required("nickname", nullable(string))
  |> custom(required("count", int) |> map { $0 * 2 })
  |> required("owner", decode(Owner.init) |> required("id", int) |> required("handle", string))

private let lifted = decode(
  Account.init,
  required("id", int),
  required("name", string),
  optional("email", string),
  optional("score", int, 0),
  requiredAt(["address", "city"], string),
  optionalAt(["meta", "next"], string),
  hardcoded("member"),
  required("tags", array(string)),
  required("nickname", nullable(string)),
  custom(required("count", int) |> map { $0 * 2 }),
  required("owner", decodeOwner))

/// One document and what both pipelines must make of it.
struct LiftedPipelineCase: CustomTestStringConvertible, Sendable {
  let name: String
  let document: String
  let expected: String
  var testDescription: String { name }

  init(_ name: String, _ document: String, _ expected: String) {
    self.name = name
    self.document = document
    self.expected = expected
  }
}

private let cases = [
  LiftedPipelineCase(
    "a valid document",
    #"{"id": 1, "name": "Ada", "address": {"city": "Bonn"}, "tags": [], "nickname": null, "count": 2, "#
      + #""owner": {"id": 2, "handle": "ada"}}"#,
    #"success(Account(id: 1, name: "Ada", email: nil, score: 0, city: "Bonn", next: nil, kind: "member", "#
      + #"tags: [], nickname: nil, twice: 4, owner: Owner(id: 2, handle: "ada")))"#),
  LiftedPipelineCase(
    "every field broken",
    #"{"id": "1", "email": 3, "score": "s", "address": {}, "meta": {"next": 1}, "tags": [1], "count": [], "#
      + #""owner": {"id": "2"}}"#,
    """
    failure(id: expected Int, found "1"
    name: missing key
    email: expected String, found 3
    score: expected Int, found "s"
    address.city: missing key
    meta.next: expected String, found 1
    tags[0]: expected String, found 1
    nickname: missing key
    count: expected Int, found []
    owner.id: expected Int, found "2"
    owner.handle: missing key)
    """),
  LiftedPipelineCase(
    "only the last field broken",
    #"{"id": 1, "name": "Ada", "address": {"city": "Bonn"}, "tags": [], "nickname": "a", "count": 2, "#
      + #""owner": []}"#,
    "failure(owner: expected object, found [])"),
]

@Test(arguments: cases)
func theOneCallPipelineDecodesAsTheStepByStepOne(_ liftCase: LiftedPipelineCase) throws {
  let json = try JSON(parsing: liftCase.document)
  let outcome = "\(lifted(json))"
  #expect(outcome == "\(piped(json))")
  #expect(outcome.hasPrefix(liftCase.expected.prefix(8)))
}

@Test(arguments: [
  #"{"id": 1}"#,
  #"{"id": "1", "name": 2, "address": 3, "tags": {}, "count": "x", "owner": {"id": 1, "handle": 2}}"#,
  "[]",
  "null",
])
func bothPipelinesGiveTheSameOutcome(_ document: String) throws {
  let json = try JSON(parsing: document)
  #expect("\(lifted(json))" == "\(piped(json))")
}
