import Decoding
import DecodingPipeline
import Foundation
import Testing

/// Counts how many times a value is built, to show when an autoclosure is evaluated.
private final class EvaluationCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var storedCount = 0

  var count: Int { lock.withLock { storedCount } }

  func next() -> Int {
    lock.withLock {
      storedCount += 1
      return storedCount
    }
  }
}

@Suite struct DecodeFunctionOutcomesTests {
  @Test(arguments: [JSON.null, 1, "x", ["a": 1], [1, 2]])
  func succeedIgnoresTheDocument(_ document: JSON) {
    #expect(succeed(5)(document) == .success(5))
    let failing: DecodeFunction<Int> = fail("boom")
    #expect("\(failing(document))" == "failure(boom)")
    #expect(failing(document).error?.failures == [DecodeError.Failure(path: .root, reason: .custom("boom"))])
  }

  @Test func succeedStartsAPipelineWithACurriedFunction() {
    let decodeSum: DecodeFunction<Int> =
      succeed({ (first: Int) in { (second: Int) in first + second } })
      |> required("a", int)
      |> required("b", int)
    #expect(decodeSum(["a": 2, "b": 3]) == .success(5))
  }

  @Test func succeedEvaluatesItsValueEachTimeTheDecoderRuns() {
    let counter = EvaluationCounter()
    let decodeTicket = succeed(counter.next())
    #expect(counter.count == 0)
    #expect(decodeTicket(.null) == .success(1))
    #expect(decodeTicket(.null) == .success(2))
    let decodeStamp = hardcoded(counter.next())
    #expect(decodeStamp(.null) == .success(3))
  }

  @Test func fallbackIsEvaluatedOnlyWhenNeeded() {
    let counter = EvaluationCounter()
    let decodeScore = optional("score", int, counter.next() * 100)
    #expect(decodeScore(["score": 5]) == .success(5))
    #expect(decodeScore(["score": "5"]).value == nil)
    #expect(counter.count == 0)
    #expect(decodeScore([:]) == .success(100))
    let decodePage = optionalAt(["meta", "page"], int, counter.next())
    #expect(decodePage(["meta": ["page": 9]]) == .success(9))
    #expect(counter.count == 1)
    #expect(decodePage(["meta": .null]) == .success(2))
  }
}
