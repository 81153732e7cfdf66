import Decoding
import DecodingPipeline
import Testing

private struct LazyThread: Equatable, Sendable {
  let text: String
  let replies: [LazyThread]
}

private let decodeLazyThread: DecodeFunction<LazyThread> =
  decode(LazyThread.init)
  |> required("text", string)
  |> optional("replies", array(lazy { decodeLazyThread }), [])

@Suite struct DecodeFunctionLazyTests {
  @Test func decodesARecursiveStructure() {
    let document: JSON = [
      "text": "root",
      "replies": [["text": "a", "replies": [["text": "a1"]]], ["text": "b", "replies": []]],
    ]
    let expected = LazyThread(
      text: "root",
      replies: [
        LazyThread(text: "a", replies: [LazyThread(text: "a1", replies: [])]),
        LazyThread(text: "b", replies: []),
      ])
    #expect(decodeLazyThread(document) == .success(expected))
  }

  @Test func reportsDeepFailuresWithTheirPaths() {
    let document: JSON = [
      "text": "root",
      "replies": [["text": "a", "replies": [["text": "a1"], ["txt": "a2"]]], ["text": 2]],
    ]
    #expect(
      "\(decodeLazyThread(document))"
        == "failure(replies[0].replies[1].text: missing key\nreplies[1].text: expected String, found 2)")
  }
}
