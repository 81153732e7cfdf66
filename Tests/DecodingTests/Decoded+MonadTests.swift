import Testing

@testable import Decoding

@Suite struct DecodedMonadTests {
  private struct Stop: Error {}

  private static func positive(_ value: Int) -> Decoded<Int> {
    value > 0 ? .success(value) : .customError("expected a positive number, found \(value)")
  }

  private static func parsed(_ text: String) -> Decoded<Int> {
    Decoded.fromOptional(Int(text))
  }

  @Test func flatMapContinuesAfterASuccess() {
    #expect(Decoded.success(3).flatMap(Self.positive) == .success(3))
    #expect(Decoded.success(-3).flatMap(Self.positive).description == "failure(expected a positive number, found -3)")
  }

  @Test func flatMapStopsAtAFailure() {
    var called = false
    let result = Decoded<Int>.missingKey("n").flatMap { value -> Decoded<Int> in
      called = true
      return .success(value)
    }
    #expect(result == .missingKey("n"))
    #expect(!called)
  }

  @Test func flatMapRethrows() {
    #expect(throws: Stop.self) {
      try Decoded.success(1).flatMap { _ -> Decoded<Int> in throw Stop() }
    }
  }

  @Test func bindOperatorsAreFlatMapInEitherDirection() {
    #expect((Decoded.success(3) >>- Self.positive) == .success(3))
    #expect((Self.positive -<< .success(0)).description == "failure(expected a positive number, found 0)")
    #expect((Decoded<Int>.missingKey("n") >>- Self.positive) == .missingKey("n"))
    #expect((Self.positive -<< .missingKey("n")) == .missingKey("n"))
  }

  @Test func bindValidatesADecodedMember() {
    let json: JSON = ["count": -2, "size": 4]
    #expect((json <| "size" >>- Self.positive) == .success(4))
    // A failure the continuation makes about the member's value is reported at the member.
    #expect((json <| "count" >>- Self.positive).description == "failure(count: expected a positive number, found -2)")
    #expect((json <| "missing" >>- Self.positive).description == "failure(missing: missing key)")
  }

  @Test(
    "Kleisli composition runs the first step first",
    arguments: [
      ("12", "success(12)"), ("-1", "failure(expected a positive number, found -1)"),
      ("x", "failure(expected Int, found nil)"),
    ]
  )
  func composition(input: String, expected: String) {
    let leftToRight = Self.parsed >-> Self.positive
    let rightToLeft = Self.positive <-< Self.parsed
    #expect(leftToRight(input).description == expected)
    #expect(rightToLeft(input).description == expected)
  }

  @Test func compositionChainsDecodeFunctions() {
    let firstTag =
      { (json: JSON) -> Decoded<[String]> in json <|| "tags" }
      >-> { tags in Decoded.fromOptional(tags.first) }
      >-> { tag in tag.isEmpty ? .customError("empty tag") : .success(tag.uppercased()) }
    #expect(firstTag(["tags": ["swift", "json"]]) == .success("SWIFT"))
    #expect(firstTag(["tags": [""]]).description == "failure(empty tag)")
    #expect(firstTag(["tags": []]).description == "failure(expected String, found nil)")
    #expect(firstTag([:]).description == "failure(tags: missing key)")
  }
}
