import Testing

@testable import Decoding

@Suite struct DecodedFunctorTests {
  private struct Stop: Error {}

  @Test func mapTransformsASuccess() {
    #expect(Decoded.success(20).map { $0 + 1 } == .success(21))
    #expect(Decoded.success("ab").map(\.count) == .success(2))
  }

  @Test func mapPassesAFailureThroughWithoutCallingTheTransform() {
    var called = false
    let mapped = Decoded<Int>.failure(.missingKey("n")).map { value -> Int in
      called = true
      return value
    }
    #expect(mapped == .failure(.missingKey("n")))
    #expect(!called)
  }

  @Test func mapRethrows() {
    #expect(throws: Stop.self) {
      try Decoded.success(1).map { _ -> Int in throw Stop() }
    }
  }

  @Test func mapOperatorIsMap() {
    let double = { (value: Int) in value * 2 }
    #expect((double <^> .success(4)) == .success(8))
    #expect((double <^> Decoded<Int>.customError("no")) == .customError("no"))
    let json: JSON = ["count": 4]
    #expect((double <^> json <| "count") == .success(8))
  }
}
