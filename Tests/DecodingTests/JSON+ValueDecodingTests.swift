import Curry
import DecodingPipeline
import Testing

@testable import Decoding

private struct Reader: Decodable, Equatable {
  let id: Int
  let name: String

  static func decode(_ json: JSON) -> Decoded<Reader> {
    curry(Reader.init) <^> json <| "id" <*> json <| "name"
  }
}

private enum Genre: String, Sendable {
  case fiction, poetry
}

@Suite struct JSONValueDecodingTests {
  let response: JSON = [
    "reader": ["id": 1, "name": "Ada"],
    "readers": [["id": 1, "name": "Ada"], ["id": 2, "name": "Grace"]],
    "genres": ["poetry", "fiction"],
  ]

  @Test func decodesAValueReachedByNavigation() throws {
    #expect(try response["reader"]?.decode(Reader.self) == Reader(id: 1, name: "Ada"))
    let inferred: Reader? = try response["reader"]?.decode()
    #expect(inferred == Reader(id: 1, name: "Ada"))
  }

  @Test func decodesAnArrayReachedByNavigation() throws {
    let readers = try response["readers"]?.decodeArray(Reader.self)
    #expect(readers?.map(\.name) == ["Ada", "Grace"])
  }

  @Test func decodesWithADecoderFunction() throws {
    #expect(try response["genres"]?[0]?.decode(with: rawRepresentable(Genre.self)) == .poetry)
    #expect(try response["genres"]?.decodeArray(with: rawRepresentable(Genre.self)) == [.poetry, .fiction])
  }

  @Test func tryQuestionMarkGivesAlexandersOptional() {
    #expect((try? response["reader"]?.decode(Reader.self)) == Reader(id: 1, name: "Ada"))
    #expect((try? response["nobody"]?.decode(Reader.self)) == nil)
    #expect((try? response["genres"]?.decode(Reader.self)) == nil)
  }

  @Test func throwsEveryFailureWithPathsRelativeToTheValue() {
    let broken: JSON = ["readers": [["id": "1", "name": "Ada"], ["id": 2], ["id": 3, "name": "Grace"]]]
    let error = #expect(throws: DecodeError.self) { try broken["readers"]?.decodeArray(Reader.self) }
    #expect(error?.description == "[0].id: expected Int, found \"1\"\n[1].name: missing key")
    #expect(throws: DecodeError.self) { try broken.decode(Reader.self) }
  }

  @Test func decodeArrayWithAFunctionRejectsANonArray() {
    let error = #expect(throws: DecodeError.self) {
      try response["reader"]?.decodeArray(with: rawRepresentable(Genre.self))
    }
    #expect(error?.description == #"expected array, found {"id": 1, "name": "Ada"}"#)
  }

  @Test func theStaticDecodeOfJSONStillResolvesAsADecoder() {
    let typed: DecodeFunction<JSON> = JSON.decode
    let inferred = JSON.decode
    #expect(typed(response) == .success(response))
    #expect(inferred(response) == .success(response))
  }
}
