import Decoding
import DecodingHTTP
import DecodingPipeline
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `urlRequest()`: what a request sends once its body is encoded, and how a body that does not encode fails.
@Suite struct RequestURLRequestTests {
  static let json: JSON = ["title": "Hello", "id": 7]

  @Test func aRequestWithoutABodyIsSentAsBuilt() throws {
    let request = CreateArticleRequest(title: "Hi")
    #expect(try request.urlRequest() == request.build())
  }

  @Test func theBodyAndItsContentTypeAreSet() throws {
    let sent = try SendingRequest(method: "PUT", body: .json(Self.json)).urlRequest()
    #expect(sent.httpMethod == "PUT")
    #expect(sent.httpBody.map { String(decoding: $0, as: UTF8.self) } == #"{"title":"Hello","id":7}"#)
    #expect(sent.value(forHTTPHeaderField: "Content-Type") == "application/json")
  }

  @Test func aContentTypeSetByBuildWins() throws {
    let request = SendingRequest(body: .json(Self.json), contentType: "application/vnd.api+json")
    #expect(try request.urlRequest().value(forHTTPHeaderField: "Content-Type") == "application/vnd.api+json")
  }

  @Test func theBodyReplacesOneSetByBuild() throws {
    struct Replacing: Request {
      typealias ResponseObject = NoContent
      var body: RequestBody? { .data(Data("new".utf8), contentType: "text/plain") }

      func build() -> URLRequest {
        var request = URLRequest(url: URL(string: "http://127.0.0.1/notes")!)
        request.httpMethod = "POST"
        request.httpBody = Data("old".utf8)
        return request
      }
    }
    let sent = try Replacing().urlRequest()
    #expect(sent.httpBody == Data("new".utf8))
    #expect(sent.value(forHTTPHeaderField: "Content-Type") == "text/plain")
  }

  static let unwritable: [(NewArticle, String)] = [
    (
      NewArticle(title: "t", tags: [], stats: .init(rating: .nan, samples: []), summary: nil),
      "could not encode the request body: stats.rating: Unable to encode Double.nan directly in JSON."
    ),
    (
      NewArticle(title: "t", tags: [], stats: .init(rating: 1, samples: [0, -.infinity]), summary: nil),
      "could not encode the request body: stats.samples[1]: Unable to encode Double.-inf directly in JSON."
    ),
  ]

  @Test(arguments: unwritable)
  func aBodyThatDoesNotEncodeNamesThePath(article: NewArticle, description: String) {
    let error = failure(preparing: SendingRequest(body: .codable(article)))
    guard case .invalidBody(let underlying) = error else {
      Issue.record("expected invalidBody, got \(String(describing: error))")
      return
    }
    #expect(underlying is EncodingError)
    #expect(error?.description == description)
  }

  static let unwritableByTheEncodingAPI: [(RequestBody, String)] = [
    (
      .json(Draft(title: "t", rating: .nan, tags: [], summary: nil)),
      "could not encode the request body: rating: NaN cannot be written as JSON"
    ),
    (
      .json([1.5, -.infinity], encoder: Encode.array(Encode.double)),
      "could not encode the request body: [1]: -infinity cannot be written as JSON"
    ),
  ]

  @Test(arguments: unwritableByTheEncodingAPI)
  func aValueTheEncodingAPICannotWriteNamesThePath(body: RequestBody, description: String) {
    let error = failure(preparing: SendingRequest(body: body))
    guard case .invalidBody(let underlying) = error else {
      Issue.record("expected invalidBody, got \(String(describing: error))")
      return
    }
    #expect(underlying is JSONEncodingError)
    #expect(error?.description == description)
  }

  @Test func anEncoderErrorWithoutAPathIsShownAsItIs() {
    struct Refusal: Error, CustomStringConvertible {
      var description: String { "the form is incomplete" }
    }
    let error = failure(
      preparing: SendingRequest(body: RequestBody(contentType: "application/json") { throw Refusal() }))
    #expect(error?.description == "could not encode the request body: the form is incomplete")
  }

  @Test func aBuildFailureComesBeforeTheBody() {
    let error = failure(preparing: UnbuildableRequest())
    guard case .invalidRequest = error else {
      Issue.record("expected invalidRequest, got \(String(describing: error))")
      return
    }
  }

  @Test func theClientSendsNothingWhenTheBodyDoesNotEncode() async {
    let transport = StubTransport(HTTPResponse(statusCode: 204))
    let article = NewArticle(title: "t", tags: [], stats: .init(rating: .infinity, samples: []), summary: nil)
    let error = await failure(of: SendingRequest(body: .codable(article)), with: APIClient(transport: transport))
    guard case .invalidBody = error else {
      Issue.record("expected invalidBody, got \(String(describing: error))")
      return
    }
    #expect(transport.requests.isEmpty)
  }

  @Test func theClientSendsTheEncodedBody() async throws {
    let transport = StubTransport(HTTPResponse(statusCode: 204))
    let request = SendingRequest(body: .json(Self.json))
    _ = try await APIClient(transport: transport).perform(request)
    #expect(transport.requests == [try request.urlRequest()])
  }
}
