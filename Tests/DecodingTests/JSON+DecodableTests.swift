import Testing

@testable import Decoding

@Suite struct JSONDecodableTests {
  @Test(arguments: [#"{"a": [1, {"b": null}]}"#, "[]", "1e400", #""x""#, "false", "null"])
  func anyValueDecodesAsItself(text: String) throws {
    let json = try JSON(parsing: text)
    #expect(JSON.decode(json) == .success(json))
  }

  @Test func membersCanBeKeptAsJSON() {
    let json: JSON = ["extra": ["anything": [1, "two"]], "list": [1, "a", nil]]
    let extra: Decoded<JSON> = json <| "extra"
    let list: Decoded<[JSON]> = json <|| "list"
    let missing: Decoded<JSON?> = json <|? "other"
    #expect(extra == .success(["anything": [1, "two"]]))
    #expect(list == .success([1, "a", nil]))
    #expect(missing == .success(nil))
  }
}
