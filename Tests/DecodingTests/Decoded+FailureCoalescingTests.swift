import Testing

@testable import Decoding

@Suite struct DecodedFailureCoalescingTests {
  private struct Stop: Error {}

  @Test func givesTheValueOrTheDefault() {
    #expect((Decoded.success(5) ?? 0) == 5)
    #expect((Decoded<Int>.missingKey("n") ?? 0) == 0)
    let json: JSON = ["name": "Ada"]
    #expect(((json <| "name") ?? "anonymous") == "Ada")
    #expect(((json <| "nickname") ?? "anonymous") == "anonymous")
  }

  @Test func evaluatesTheDefaultOnlyAfterAFailure() {
    var evaluated = false
    func fallback() -> Int {
      evaluated = true
      return 0
    }
    _ = Decoded.success(5) ?? fallback()
    #expect(!evaluated)
    _ = Decoded<Int>.missingKey("n") ?? fallback()
    #expect(evaluated)
  }

  @Test func rethrowsFromTheDefault() {
    #expect(throws: Stop.self) {
      try Decoded<Int>.missingKey("n") ?? { throw Stop() }()
    }
  }

  @Test func optionalCoalescingIsUnaffected() {
    let decoded: Decoded<Int> = .missingKey("n")
    let value: Int? = decoded.value
    #expect((value ?? 4) == 4)
  }
}
