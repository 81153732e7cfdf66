import Testing

@testable import Decoding

@Suite struct LenientDictionaryTests {
  let skipped = [
    SkippedElement(
      key: "pear", index: 1, error: DecodeError(.typeMismatch(expected: "Double", actual: #""free""#), at: ["pear"])),
    SkippedElement(
      key: "kiwi", index: 3, error: DecodeError(.typeMismatch(expected: "Double", actual: "null"), at: ["kiwi"])),
  ]

  @Test func skippedErrorListsEverySkippedMemberInOrder() {
    let prices = LenientDictionary(values: ["apple": 1.5], skipped: skipped)
    #expect(
      prices.skippedError?.description == """
        pear: expected Double, found "free"
        kiwi: expected Double, found null
        """)
    #expect(LenientDictionary<Double>(values: [:], skipped: []).skippedError == nil)
  }

  @Test func aSkippedMemberKeepsItsKeyAndAnElementHasNone() {
    #expect(skipped.map(\.key) == ["pear", "kiwi"])
    #expect(skipped.map(\.index) == [1, 3])
    #expect(SkippedElement(index: 2, error: .custom("bad")).key == nil)
  }

  @Test func equalityComparesValuesAndSkipped() {
    #expect(
      LenientDictionary(values: ["a": 1], skipped: skipped) == LenientDictionary(values: ["a": 1], skipped: skipped))
    #expect(LenientDictionary(values: ["a": 1], skipped: skipped) != LenientDictionary(values: ["a": 1], skipped: []))
  }

  @Test func anObjectBadEverywhereKeepsTheFirstSkippedMembersAndCountsTheRest() throws {
    let prices = JSON.object(JSONObject(orderedMembers: (0..<10).map { ("k\($0)", JSON.string("free")) }))
    let decoded = try #require(
      DecodeError.$failureLimit.withValue(3) { LenientDictionary<Double>.decode(prices).value })
    #expect(decoded.skipped.compactMap(\.key) == ["k0", "k1", "k2"])
    #expect(decoded.omittedSkipCount == 7)
    #expect(decoded.skippedCount == 10)
    let error = try #require(DecodeError.$failureLimit.withValue(3) { decoded.skippedError })
    #expect(error.failures.count == 3)
    #expect(error.omittedFailureCount == 7)
  }
}
