import Curry
import Testing

@testable import Decoding

@Suite struct LenientArrayTests {
  let skipped = [
    SkippedElement(index: 1, error: DecodeError(.missingKey("id"), at: [1, "id"])),
    SkippedElement(
      index: 4,
      error: .multiple([
        DecodeError(.typeMismatch(expected: "Int", actual: "true"), at: [4, "id"]),
        DecodeError(.custom("title is empty"), at: [4, "title"]),
      ])),
  ]

  @Test func skippedErrorListsEverySkippedFailureInOrder() {
    let array = LenientArray(elements: [10, 20], skipped: skipped)
    #expect(
      array.skippedError?.description == """
        [1].id: missing key
        [4].id: expected Int, found true
        [4].title: title is empty
        """)
    #expect(array.skippedError?.failures.count == 3)
  }

  @Test func nothingSkippedHasNoError() {
    #expect(LenientArray(elements: [1], skipped: []).skippedError == nil)
    #expect(LenientArray<Int>(elements: [], skipped: []).skippedError == nil)
  }

  @Test func aSkippedElementDescribesItsError() {
    #expect(skipped[1].description == "[4].id: expected Int, found true\n[4].title: title is empty")
    #expect(skipped[0].index == 1)
  }

  @Test func equalityComparesElementsAndSkipped() {
    #expect(LenientArray(elements: [1], skipped: skipped) == LenientArray(elements: [1], skipped: skipped))
    #expect(LenientArray(elements: [1], skipped: skipped) != LenientArray(elements: [1], skipped: []))
    #expect(LenientArray(elements: [1], skipped: []) != LenientArray(elements: [2], skipped: []))
  }

  @Test func aFeedBadEverywhereKeepsTheFirstSkippedElementsAndCountsTheRest() throws {
    let feed = JSON.array((0..<10).map { .string("\($0)") })
    let decoded = try #require(DecodeError.$failureLimit.withValue(3) { LenientArray<Int>.decode(feed).value })
    #expect(decoded.skipped.map(\.index) == [0, 1, 2])
    #expect(decoded.omittedSkipCount == 7)
    #expect(decoded.skippedCount == 10)
    let error = try #require(DecodeError.$failureLimit.withValue(3) { decoded.skippedError })
    #expect(error.failures.count == 3)
    #expect(error.omittedFailureCount == 7)
    #expect(error.description.hasSuffix("… and 7 more failures"))
  }

  @Test func theKeptElementsHoldAtMostTheLimitsFailures() throws {
    // Each element fails twice: two elements hold four failures, past the limit of three.
    let feed = JSON.array((0..<5).map { _ in ["a": "x", "b": "y"] })
    let decoded = try #require(
      DecodeError.$failureLimit.withValue(3) { LenientArray<Pair>.decode(feed).value })
    #expect(decoded.skipped.map(\.index) == [0, 1])
    #expect(decoded.omittedSkipCount == 3)
    let error = try #require(DecodeError.$failureLimit.withValue(3) { decoded.skippedError })
    #expect(error.failures.count + error.omittedFailureCount == 10)
  }

  @Test func aLenientArrayMadeFromPartsCountsItsOmittedElements() {
    let array = LenientArray(elements: [1], skipped: Array(skipped.prefix(1)), omittedSkipCount: 2)
    #expect(array.skippedCount == 3)
    #expect(array.skippedError?.omittedFailureCount == 2)
  }
}

/// A model whose two members both fail for `{"a": "x", "b": "y"}`.
private struct Pair: Decoding.Decodable {
  let a: Int
  let b: Int

  static func decode(_ json: JSON) -> Decoded<Pair> {
    curry(Pair.init) <^> json <| "a" <*> json <| "b"
  }
}
