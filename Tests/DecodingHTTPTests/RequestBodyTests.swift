import Decoding
import DecodingHTTP
import DecodingPipeline
import Foundation
import Testing

/// What each kind of body encodes to, and its content type.
@Suite struct RequestBodyTests {
  static let article = NewArticle(
    title: "Hello/World", tags: ["swift", "json"], stats: .init(rating: 4.5, samples: [0.1, 129.9]), summary: nil)

  static func text(_ body: RequestBody) throws -> String {
    String(decoding: try body.encoded(), as: UTF8.self)
  }

  @Test func dataIsSentAsItIsWithItsContentType() throws {
    let body = RequestBody.data(Data([0, 1, 0xFF]), contentType: "application/octet-stream")
    #expect(try body.encoded() == Data([0, 1, 0xFF]))
    #expect(body.contentType == "application/octet-stream")
  }

  @Test func jsonKeepsTheMembersInTheirOrder() throws {
    let json: JSON = ["title": "Hello", "id": 7, "tags": ["a", "b"], "draft": false, "summary": .null]
    let body = RequestBody.json(json)
    #expect(try Self.text(body) == #"{"title":"Hello","id":7,"tags":["a","b"],"draft":false,"summary":null}"#)
    #expect(body.contentType == "application/json")
  }

  @Test func jsonWithAFormat() throws {
    let json: JSON = ["title": "Hello", "id": 7]
    #expect(try Self.text(.json(json, format: .compact)) == #"{"id":7,"title":"Hello"}"#)
    #expect(try Self.text(.json(json, format: .pretty)) == "{\n  \"id\": 7,\n  \"title\": \"Hello\"\n}")
  }

  @Test func parsedJSONIsWrittenCompactly() throws {
    let json = try JSON(parsing: #"{ "b": [1, 2.50], "a": "\u00e9" }"#)
    #expect(try Self.text(.json(json)) == #"{"b":[1,2.50],"a":"é"}"#)
  }

  @Test func aJSONEncodableValueIsWrittenInTheOrderOfItsMembers() throws {
    let body = RequestBody.json(Draft(title: "a/b", rating: 0.1, tags: ["x"], summary: nil))
    #expect(try Self.text(body) == #"{"title":"a/b","rating":0.1,"tags":["x"]}"#)
    #expect(body.contentType == "application/json")
  }

  @Test func aJSONEncodableValueWithOptions() throws {
    let draft = Draft(title: "a/b", rating: 129.9, tags: [], summary: "s")
    let options = JSONEncodingOptions(sortsKeys: true, escapesSlashes: true)
    #expect(
      try Self.text(.json(draft, options: options)) == #"{"rating":129.9,"summary":"s","tags":[],"title":"a\/b"}"#)
  }

  @Test(arguments: [
    (Person(name: "Ann", email: nil), #"{"name":"Ann"}"#),
    (Person(name: "Bo", email: "bo@example.com"), #"{"name":"Bo","email":"bo@example.com"}"#),
  ])
  func anEncoderValueAndACodecWriteTheSameBytes(person: Person, expected: String) throws {
    let byEncoder = RequestBody.json(person, encoder: encodePerson)
    let byCodec = RequestBody.json(person, encoder: personCodec.encode)
    #expect(try Self.text(byEncoder) == expected)
    #expect(try Self.text(byCodec) == expected)
    #expect(byCodec.contentType == "application/json")
    // The codec's decoder reads back what its encoder wrote.
    #expect(decodeJSON(try byCodec.encoded(), with: personCodec.decode).value == person)
  }

  @Test func anEncoderValueWithOptions() throws {
    let body = RequestBody.json(Person(name: "Cy", email: "c@x"), encoder: encodePerson, options: .pretty)
    #expect(try Self.text(body) == "{\n  \"name\": \"Cy\",\n  \"email\": \"c@x\"\n}")
  }

  @Test func codableThroughTheDefaultEncoder() throws {
    let body = RequestBody.codable(Self.article)
    #expect(
      try Self.text(body)
        == #"{"title":"Hello\/World","tags":["swift","json"],"stats":{"rating":4.5,"samples":[0.1,129.9]}}"#)
    #expect(body.contentType == "application/json")
  }

  @Test func codableThroughAConfiguredEncoder() throws {
    struct Draft: Swift.Encodable {
      let articleTitle: String
      let createdAt: Date
    }
    var encoder = CodableEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.dateEncodingStrategy = .secondsSince1970
    let body = RequestBody.codable(
      Draft(articleTitle: "a/b", createdAt: Date(timeIntervalSince1970: 60)), encoder: encoder)
    #expect(try Self.text(body) == #"{"article_title":"a/b","created_at":60}"#)
  }

  @Test func aValueThatCannotBeWrittenThrowsTheEncodersError() {
    let body = RequestBody.codable(NewArticle.Stats(rating: .nan, samples: []))
    #expect {
      try body.encoded()
    } throws: { error in
      guard case .invalidValue(_, let context) = error as? EncodingError else { return false }
      return context.codingPath.map(\.stringValue) == ["rating"]
    }
  }

  @Test func aBodyOfYourOwnEncodesWhenAsked() throws {
    let counter = Counter()
    let body = RequestBody(contentType: "text/plain; charset=utf-8") {
      Data("call \(counter.next())".utf8)
    }
    #expect(counter.count == 0)
    #expect(try Self.text(body) == "call 1")
    #expect(try Self.text(body) == "call 2")
    #expect(body.contentType == "text/plain; charset=utf-8")
  }

  /// Counts the calls of a body's closure.
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0

    var count: Int { lock.withLock { calls } }

    func next() -> Int {
      lock.withLock {
        calls += 1
        return calls
      }
    }
  }
}
