import Testing

@testable import Decoding

@Suite struct DecodedTests {
  private struct Unrelated: Error, CustomStringConvertible {
    var description: String { "disk on fire" }
  }

  @Test func valueAndErrorExposeTheOutcome() {
    let success: Decoded<Int> = .success(7)
    let failure: Decoded<Int> = .failure(.missingKey("id"))
    #expect(success.value == 7)
    #expect(success.error == nil)
    #expect(failure.value == nil)
    #expect(failure.error == .missingKey("id"))
  }

  @Test func dematerializeReturnsTheValueOrThrowsTheDecodeError() throws {
    #expect(try Decoded<Int>.success(7).dematerialize() == 7)
    #expect(throws: DecodeError.missingKey("id")) {
      try Decoded<Int>.failure(.missingKey("id")).dematerialize()
    }
    do {
      _ = try Decoded<Int>.customError("no").dematerialize()
      Issue.record("dematerialize did not throw")
    } catch let error as DecodeError {
      #expect(error.description == "no")
    } catch {
      Issue.record("dematerialize threw \(error), not a DecodeError")
    }
  }

  @Test func materializeCapturesValuesAndErrors() {
    #expect(materialize { 7 } == .success(7))
    #expect(materialize { () throws -> Int in throw DecodeError.missingKey("id") } == .failure(.missingKey("id")))
    let foreign = materialize { () throws -> Int in throw Unrelated() }
    #expect(foreign.error?.description == "disk on fire")
  }

  @Test func materializeThenDematerializeRoundTrips() throws {
    let decoded: Decoded<Int> = .success(3)
    #expect(materialize { try decoded.dematerialize() } == decoded)
    let failed: Decoded<Int> = .typeMismatch(expected: "Int", actual: JSON.string("3"))
    #expect(materialize { try failed.dematerialize() } == failed)
  }

  @Test(
    "optional(_:) turns only an absent member into nil",
    arguments: [
      (Decoded<Int>.success(1), "success(Optional(1))"),
      (.failure(.missingKey("id")), "success(nil)"),
      (.failure(.multiple([.missingKey("id"), .missingKey("uuid")])), "success(nil)"),
      (.failure(DecodeError.missingKey("name").prefixed(with: .key("user"))), "failure(user.name: missing key)"),
      (
        .failure(.multiple([.missingKey("id"), DecodeError.typeMismatch(expected: "Int", actual: "\"1\"")])),
        "failure(id: missing key\nexpected Int, found \"1\")"
      ),
      (.typeMismatch(expected: "Int", actual: JSON.string("1")), "failure(expected Int, found \"1\")"),
      (.customError("bad"), "failure(bad)"),
    ]
  )
  func optional(decoded: Decoded<Int>, expected: String) {
    #expect(Decoded.optional(decoded).description == expected)
  }

  @Test func optionalOfAMemberDistinguishesMissingFromBroken() {
    let json: JSON = ["user": ["id": 1]]
    let missing: Decoded<JSON> = json <| "account"
    let broken: Decoded<String> = json <| ["user", "name"]
    #expect(Decoded.optional(missing) == .success(nil))
    #expect(Decoded.optional(broken).description == "failure(user.name: missing key)")
  }

  @Test func fromOptional() {
    #expect(Decoded.fromOptional(Int("12")) == .success(12))
    #expect(Decoded.fromOptional(Int("twelve")).description == "failure(expected Int, found nil)")
  }

  @Test(
    "Argo's failure constructors",
    arguments: [
      (Decoded<Int>.typeMismatch(expected: "Int", actual: JSON.string("1")), "expected Int, found \"1\""),
      (.typeMismatch(expected: "Int", actual: "one"), "expected Int, found one"),
      (.typeMismatch(expected: "Int", actual: 1.5), "expected Int, found 1.5"),
      (.missingKey("id"), "id: missing key"),
      (.customError("ids must be positive"), "ids must be positive"),
      (.multipleErrors(errors: [.missingKey("id"), .custom("too short")]), "id: missing key\ntoo short"),
    ]
  )
  func failureConstructors(decoded: Decoded<Int>, message: String) {
    #expect(decoded.value == nil)
    #expect(decoded.error?.description == message)
  }

  @Test func constructorsMakeTheSameErrorsAsDecodeErrorsOwn() {
    #expect(Decoded<Int>.missingKey("id") == .failure(.missingKey("id")))
    #expect(Decoded<Int>.customError("x") == .failure(.custom("x")))
    #expect(
      Decoded<Int>.typeMismatch(expected: "Int", actual: JSON.bool(true))
        == .failure(.typeMismatch(expected: "Int", actual: "true")))
    #expect(
      Decoded<Int>.multipleErrors(errors: [.custom("a"), .custom("b")])
        == .failure(.multiple([.custom("a"), .custom("b")])))
  }

  @Test(
    arguments: [
      (Decoded<[String]>.success(["a"]), #"success(["a"])"#),
      (.failure(.missingKey("tags")), "failure(tags: missing key)"),
      (.failure(.multiple([.missingKey("a"), .missingKey("b")])), "failure(a: missing key\nb: missing key)"),
    ]
  )
  func description(decoded: Decoded<[String]>, expected: String) {
    #expect(decoded.description == expected)
    #expect("\(decoded)" == expected)
  }

  @Test func equatableComparesValuesAndErrors() {
    #expect(Decoded<Int>.success(1) == .success(1))
    #expect(Decoded<Int>.success(1) != .success(2))
    #expect(Decoded<Int>.success(1) != .failure(.missingKey("a")))
    #expect(Decoded<Int>.failure(.missingKey("a")) == .failure(.missingKey("a")))
    #expect(Decoded<Int>.failure(.missingKey("a")) != .failure(.missingKey("b")))
    #expect(Set([Decoded<Int>.success(1), .success(1), .missingKey("a")]).count == 2)
  }

  @Test func sendableWhenTheValueIsSendable() async {
    let decoded: Decoded<[String: Int]> = .success(["a": 1])
    let failed: Decoded<Int> = .failure(.missingKey("a"))
    let fromTask = await Task.detached { (decoded, failed) }.value
    #expect(fromTask.0 == decoded)
    #expect(fromTask.1 == failed)
  }
}
