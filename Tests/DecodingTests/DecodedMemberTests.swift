import Curry
import DecodingPipeline
import Testing

@testable import Decoding

private func positive(_ value: Int) -> Decoded<Int> {
  value > 0 ? .success(value) : .customError("expected a positive number, found \(value)")
}

private func nonEmpty(_ tags: [String]) -> Decoded<[String]> {
  tags.isEmpty ? .customError("expected at least one tag") : .success(tags)
}

private func knownEmail(_ email: String?) -> Decoded<String?> {
  email.map { $0.contains("@") } == false ? .customError("expected an email address") : .success(email)
}

private enum Shape: Equatable {
  case circle(radius: Double)
  case square(side: Double)

  // Argo's tagged-union idiom: the step decodes the parent object, so its failures keep
  // their own paths, and only a failure about the tag itself is reported at the tag.
  static func decode(_ json: JSON) -> Decoded<Shape> {
    json <| "type" >>- { (type: String) in
      switch type {
      case "circle": Shape.circle <^> json <| "radius"
      case "square": Shape.square <^> json <| "side"
      default: .customError("unknown shape \"\(type)\"")
      }
    }
  }
}

private struct Entry: Equatable {
  let id: Int
  let likes: Int
}

@Suite struct DecodedMemberTests {
  @Test(arguments: [
    (#"{"age": 3}"#, "success(3)"),
    (#"{"age": -3}"#, "failure(age: expected a positive number, found -3)"),
    (#"{"age": "3"}"#, #"failure(age: expected Int, found "3")"#),
    (#"{}"#, "failure(age: missing key)"),
  ])
  func aStepAfterAMemberFailsAtTheMember(text: String, expected: String) throws {
    let json = try JSON(parsing: text)
    let bound: Decoded<Int> = json <| "age" >>- positive
    let flipped: Decoded<Int> = positive -<< json <| "age"
    let method: Decoded<Int> = (json <| "age").flatMap(positive)
    #expect("\(bound)" == expected)
    #expect(flipped == bound)
    #expect(method == bound)
  }

  @Test(arguments: [
    (#"{"user": {"age": 0}}"#, "user.age: expected a positive number, found 0"),
    (#"{"user": {}}"#, "user.age: missing key"),
  ])
  func aKeyPathNamesEveryKey(text: String, expected: String) throws {
    let json = try JSON(parsing: text)
    let age: Decoded<Int> = json <| ["user", "age"] >>- positive
    #expect(age.error?.description == expected)
  }

  @Test func everyDecodeOperatorKeepsThePath() throws {
    let json = try JSON(parsing: #"{"tags": [], "email": "nobody", "aliases": []}"#)
    let tags: Decoded<[String]> = json <|| "tags" >>- nonEmpty
    let email: Decoded<String?> = json <|? "email" >>- knownEmail
    let aliases: Decoded<[String]> = json <||? "aliases" >>- { (aliases: [String]?) in nonEmpty(aliases ?? []) }
    let missing: Decoded<String?> = json <|? "phone" >>- knownEmail
    #expect(tags.error?.description == "tags: expected at least one tag")
    #expect(email.error?.description == "email: expected an email address")
    #expect(aliases.error?.description == "aliases: expected at least one tag")
    #expect(missing == .success(nil))
  }

  @Test func aJSONMemberDecodedFurtherKeepsItsPathInFront() throws {
    let json = try JSON(parsing: #"{"author": {"name": "Ada"}}"#)
    let email: Decoded<String> = json <| "author" >>- { (author: JSON) in author <| "email" }
    #expect(email.error?.description == "author.email: missing key")
  }

  @Test(arguments: [
    (#"{"type": "circle", "radius": 1}"#, "success(circle(radius: 1.0))"),
    (#"{"type": "circle"}"#, "failure(radius: missing key)"),
    (#"{"type": "hexagon"}"#, #"failure(type: unknown shape "hexagon")"#),
    (#"{"kind": "circle"}"#, "failure(type: missing key)"),
  ])
  func theTaggedUnionIdiomKeepsThePathsOfTheParent(text: String, expected: String) throws {
    #expect("\(Shape.decode(try JSON(parsing: text)))" == expected)
  }

  // An empty array casts to `[JSON]`, and a `nil` of any optional to `JSON?`: whether the
  // member is JSON is decided by its type, so neither takes the parent's paths for its own.
  @Test func anEmptyArrayOrANilIsNotTakenForJSON() throws {
    let json = try JSON(parsing: #"{"type": "circle", "tags": []}"#)
    let afterTags: Decoded<Shape> = json <|| "tags" >>- { (_: [String]) in Shape.decode(json) }
    let afterPhone: Decoded<Shape> = json <|? "phone" >>- { (_: String?) in Shape.decode(json) }
    let afterOptionalJSON: Decoded<String> = json <|? "phone" >>- { (_: JSON?) in json <| "name" }
    #expect(afterTags.error?.description == "radius: missing key")
    #expect(afterPhone.error?.description == "radius: missing key")
    #expect(afterOptionalJSON.error?.description == "phone.name: missing key")
  }

  @Test func nestedStepsReportTheInnermostMember() throws {
    let json = try JSON(parsing: #"{"a": 1, "b": -1}"#)
    let sum: Decoded<Int> = json <| "a" >>- { (a: Int) in json <| "b" >>- { (b: Int) in positive(a + b) } }
    #expect(sum.error?.description == "b: expected a positive number, found 0")
  }

  @Test func insideAModelTheFullPathIsKeptInBothStyles() throws {
    let text = #"{"posts": [{"id": 1, "likes": 2}, {"id": 2, "likes": -5}]}"#
    let operators: Decoded<[Entry]> =
      try JSON(parsing: text) <|| "posts" >>- { (posts: [JSON]) in
        sequence(posts.map { post in curry(Entry.init) <^> post <| "id" <*> (post <| "likes" >>- positive) })
      }
    let decodeEntry =
      decode(Entry.init)
      |> required("id", int)
      |> required("likes", int |> andThen { likes in { _ in positive(likes) } })
    let pipeline = decodeJSON(text, with: required("posts", array(decodeEntry)))
    #expect(operators.error?.description == "posts[1].likes: expected a positive number, found -5")
    #expect(pipeline.error?.description == "posts[1].likes: expected a positive number, found -5")
  }

  @Test func aBindAfterAnApplicativeChainStillCompilesAndRuns() throws {
    let json = try JSON(parsing: #"{"id": 1, "likes": 0}"#)
    let post: Decoded<Entry> =
      curry(Entry.init) <^> json <| "id" <*> json <| "likes" >>- { (post: Entry) in
        post.likes > 0 ? .success(post) : .customError("expected liked posts")
      }
    #expect(post.error?.description == "expected liked posts")
  }
}
