import Testing

@testable import Decoding

@Suite struct DecodedAlternativeTests {
  @Test(
    "or and <|> give the first success, or both failures",
    arguments: [
      (Decoded<Int>.success(1), Decoded<Int>.success(2), "success(1)"),
      (.success(1), .missingKey("b"), "success(1)"),
      (.missingKey("a"), .success(2), "success(2)"),
      (.missingKey("a"), .customError("b is bad"), "failure(a: missing key\nb is bad)"),
    ]
  )
  func alternative(first: Decoded<Int>, second: Decoded<Int>, expected: String) {
    #expect(first.or(second).description == expected)
    #expect((first <|> second).description == expected)
  }

  @Test func theAlternativeIsOnlyEvaluatedAfterAFailure() {
    var evaluated = 0
    func second() -> Decoded<Int> {
      evaluated += 1
      return .success(2)
    }
    #expect((Decoded.success(1) <|> second()) == .success(1))
    #expect(Decoded.success(1).or(second()) == .success(1))
    #expect(evaluated == 0)
    #expect((Decoded<Int>.missingKey("a") <|> second()) == .success(2))
    #expect(evaluated == 1)
  }

  @Test func chainsTryEachAlternativeInOrder() {
    let json: JSON = ["title": "Hello"]
    let name: Decoded<String> = json <| "name" <|> json <| "label" <|> json <| "title"
    #expect(name == .success("Hello"))
    let none: Decoded<String> = json <| "name" <|> json <| "label"
    #expect(none.description == "failure(name: missing key\nlabel: missing key)")
  }

  @Test func fallsBackToADefaultValue() {
    let json: JSON = ["retries": "many"]
    let retries: Decoded<Int> = json <| "retries" <|> pure(3)
    #expect(retries == .success(3))
  }
}
