import Testing

@testable import Decoding

private struct FeedItem: Decodable, Equatable {
  let id: Int
  let title: String

  static func decode(_ json: JSON) -> Decoded<FeedItem> {
    { id in { title in FeedItem(id: id, title: title) } } <^> json <| "id" <*> json <| "title"
  }
}

@Suite struct LenientArrayDecodableTests {
  let page: JSON = [
    "items": [
      ["id": 1, "title": "first"],
      ["id": "2", "title": "second"],
      ["id": 3, "title": "third"],
      ["title": nil],
      ["id": 5, "title": "fifth"],
    ]
  ]

  @Test func keepsTheGoodElementsAndReportsTheSkippedOnes() throws {
    let items: LenientArray<FeedItem> = try page.decode("items")
    #expect(items.elements.map(\.id) == [1, 3, 5])
    #expect(items.skipped.map(\.index) == [1, 3])
    #expect(items.skipped[0].description == #"[1].id: expected Int, found "2""#)
    #expect(
      items.skippedError?.description == """
        [1].id: expected Int, found "2"
        [3].id: missing key
        [3].title: expected String, found null
        """)
  }

  @Test func nothingSkippedMeansNoError() throws {
    let json: JSON = ["items": [["id": 1, "title": "only"]]]
    let items: LenientArray<FeedItem> = try json.decode("items")
    #expect(items == LenientArray(elements: [FeedItem(id: 1, title: "only")], skipped: []))
    #expect(items.skippedError == nil)
  }

  @Test func everyElementSkippedIsStillASuccessThatSaysSo() throws {
    let json: JSON = ["items": [["id": "1", "title": "a"], ["id": 2]]]
    let items: LenientArray<FeedItem> = try json.decode("items")
    #expect(items.elements.isEmpty)
    #expect(items.skipped.map(\.index) == [0, 1])
    #expect(items.skippedError?.description == "[0].id: expected Int, found \"1\"\n[1].title: missing key")
  }

  @Test(arguments: [
    (JSON.null, "items: expected array, found null"),
    (JSON.object(["id": 1]), #"items: expected array, found {"id": 1}"#),
  ])
  func aValueThatIsNotAnArrayFails(value: JSON, message: String) {
    let json: JSON = ["items": value]
    let decoded: Decoded<LenientArray<FeedItem>> = json <| "items"
    #expect(decoded.error?.description == message)
  }

  @Test func aMissingOptionalArrayIsNil() {
    let json: JSON = [:]
    let decoded: Decoded<LenientArray<FeedItem>?> = json <|? "items"
    #expect(decoded == .success(nil))
  }
}
