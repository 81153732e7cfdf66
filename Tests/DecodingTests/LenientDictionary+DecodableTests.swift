import Testing

@testable import Decoding

@Suite struct LenientDictionaryDecodableTests {
  @Test func keepsTheGoodMembersAndRecordsTheOthersWithTheirKeys() throws {
    let json = try JSON(parsing: #"{"prices": {"apple": 1.5, "pear": "free", "fig": 2, "kiwi": null}}"#)
    let prices: Decoded<LenientDictionary<Double>> = json <| "prices"
    #expect(prices.value?.values == ["apple": 1.5, "fig": 2])
    #expect(prices.value?.skipped.map(\.key) == ["pear", "kiwi"])
    #expect(prices.value?.skipped.map(\.index) == [1, 3])
    #expect(
      prices.value?.skippedError?.description == """
        pear: expected Double, found "free"
        kiwi: expected Double, found null
        """)
  }

  @Test(arguments: [
    (JSON.object(["prices": [1.5]]), "failure(prices: expected object, found [1.5])"),
    (JSON.object(["prices": .null]), "failure(prices: expected object, found null)"),
    (JSON.object([:]), "failure(prices: missing key)"),
  ])
  func aValueThatIsNotAnObjectFailsAsAWhole(document: JSON, expected: String) {
    let prices: Decoded<LenientDictionary<Double>> = document <| "prices"
    #expect("\(prices.map(\.values))" == expected)
  }

  @Test func keysThatASwiftDictionaryWouldMergeAreAFailure() throws {
    let json = try JSON(parsing: "{\"caf\\u00e9\": 1, \"cafe\\u0301\": 2}")
    #expect(
      LenientDictionary<Int>.decode(json).error?.description
        == "[\"cafe\u{301}\"]: key is canonically equivalent to the earlier key \"caf\u{e9}\", and a Swift dictionary would merge them"
    )
  }
}
