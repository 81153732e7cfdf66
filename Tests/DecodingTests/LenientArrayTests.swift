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
}
