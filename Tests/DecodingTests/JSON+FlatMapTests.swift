import Curry
import DecodingPipeline
import Foundation
import Testing

@testable import Decoding

private func positive(_ value: Int) -> Decoded<Int> {
  value > 0 ? .success(value) : .customError("expected a positive number, found \(value)")
}

private struct Member: Equatable {
  let age: Int
  let name: String
}

@Suite struct JSONFlatMapTests {
  @Test(arguments: [
    (JSON.object(["age": 3]), "success(3)"),
    (JSON.object(["age": -3]), "failure(age: expected a positive number, found -3)"),
    (JSON.object(["age": "3"]), #"failure(age: expected Int, found "3")"#),
    (JSON.object([:]), "failure(age: missing key)"),
  ])
  func aFailureOfTheStepKeepsTheMembersPath(document: JSON, expected: String) {
    #expect("\(document.flatMap("age", positive))" == expected)
  }

  @Test func aKeyPathKeepsItsFullPath() {
    let json: JSON = ["member": ["profile": ["age": 0]]]
    #expect(
      json.flatMap(["member", "profile", "age"], positive).error?.description
        == "member.profile.age: expected a positive number, found 0")
  }

  @Test func aNestedStepKeepsEveryKeyOnTheWay() {
    let json: JSON = ["team": ["lead": ["age": -1]]]
    let age = json.flatMap("team") { (team: JSON) in
      team.flatMap("lead") { (lead: JSON) in lead.flatMap("age", positive) }
    }
    #expect(age.error?.description == "team.lead.age: expected a positive number, found -1")
  }

  @Test func independentStepsFailTogetherInBothStyles() {
    let json: JSON = ["age": -2, "name": 5]
    let operators =
      curry(Member.init)
      <^> json.flatMap("age", positive)
      <*> json.flatMap("name") { (name: String) in Decoded<String>.success(name) }
    let pipeline =
      (decode(Member.init)
      |> required("age", int |> andThen { value in { _ in positive(value) } })
      |> required("name", string))(json)
    let expected = """
      age: expected a positive number, found -2
      name: expected String, found 5
      """
    #expect(operators.error?.description == expected)
    #expect(pipeline.error?.description == expected)
  }

  @Test func aStepInsideAMembersDecoderKeepsThePathOfBindAndFlatMap() {
    let json: JSON = ["age": -4]
    let bind: Decoded<Int> = required("age", { Int.decode($0) >>- positive })(json)
    let method: Decoded<Int> = required("age", { Int.decode($0).flatMap(positive) })(json)
    #expect(bind.error?.description == "age: expected a positive number, found -4")
    #expect(method.error?.description == "age: expected a positive number, found -4")
  }
}
