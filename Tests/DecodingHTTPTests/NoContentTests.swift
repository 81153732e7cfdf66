import Decoding
import DecodingHTTP
import Testing

@Suite struct NoContentTests {
  @Test(arguments: [JSON.null, [:], [1, 2], "text", 42, true] as [JSON])
  func decodesFromAnyJSON(json: JSON) {
    #expect(NoContent.decode(json) == .success(NoContent()))
  }

  @Test func describesItself() {
    #expect(NoContent().description == "no content")
  }
}
