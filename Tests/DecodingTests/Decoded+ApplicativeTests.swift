import Testing

@testable import Decoding

@Suite struct DecodedApplicativeTests {
  private static func pair(_ left: Int) -> (String) -> String { { right in "\(left)-\(right)" } }

  @Test func pureWrapsAValue() {
    #expect(pure(5) == Decoded.success(5))
    #expect(pure("a") == Decoded.success("a"))
  }

  @Test(
    "apply and <*> keep the failures of both sides, the function's first",
    arguments: [
      (Decoded<Int>.success(1), Decoded<String>.success("a"), "success(1-a)"),
      (.missingKey("left"), .success("a"), "failure(left: missing key)"),
      (.success(1), .missingKey("right"), "failure(right: missing key)"),
      (.missingKey("left"), .missingKey("right"), "failure(left: missing key\nright: missing key)"),
    ]
  )
  func apply(left: Decoded<Int>, right: Decoded<String>, expected: String) {
    #expect(right.apply(left.map(Self.pair)).description == expected)
    #expect((Self.pair <^> left <*> right).description == expected)
  }

  @Test func applyAccumulatesAcrossManyFields() {
    let json: JSON = ["a": "x", "c": 3]
    let sum = { (a: Int) in { (b: Int) in { (c: Int) in a + b + c } } }
    let decoded = sum <^> json <| "a" <*> json <| "b" <*> json <| "c"
    #expect(decoded.error?.description == "a: expected Int, found \"x\"\nb: missing key")
    let good: JSON = ["a": 1, "b": 2, "c": 3]
    #expect((sum <^> good <| "a" <*> good <| "b" <*> good <| "c") == .success(6))
  }

  @Test(
    "<* keeps the left value, *> the right, and both keep both failures",
    arguments: [
      (Decoded<Int>.success(1), Decoded<String>.success("a"), "success(1)", "success(a)"),
      (.missingKey("left"), .success("a"), "failure(left: missing key)", "failure(left: missing key)"),
      (.success(1), .missingKey("right"), "failure(right: missing key)", "failure(right: missing key)"),
      (
        .missingKey("left"), .missingKey("right"), "failure(left: missing key\nright: missing key)",
        "failure(left: missing key\nright: missing key)"
      ),
    ]
  )
  func sequencing(left: Decoded<Int>, right: Decoded<String>, keepLeft: String, keepRight: String) {
    #expect((left <* right).description == keepLeft)
    #expect((left *> right).description == keepRight)
  }

  @Test func sequencingChecksAFieldWithoutKeepingIt() {
    // A common Argo idiom: require a marker field, keep the payload.
    let json: JSON = ["type": "user", "name": "Ada"]
    let marker: Decoded<String> = json <| "type"
    let name: Decoded<String> = marker *> json <| "name"
    #expect(name == .success("Ada"))
    let version: Decoded<Int> = json <| "version"
    let typed: Decoded<String> = json <| "name" <* version
    #expect(typed.description == "failure(version: missing key)")
  }
}
