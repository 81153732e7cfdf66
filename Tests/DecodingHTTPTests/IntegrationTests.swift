import Decoding
import DecodingHTTP
import DecodingPipeline
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The client over `URLSession` against a real HTTP server on 127.0.0.1; every test
/// starts its own server on an ephemeral port and stops it at the end.
@Suite struct IntegrationTests {
  typealias Route = TestHTTPServer.Route

  static let articleJSON = #"{"id": 1, "title": "Hello", "author": {"name": "Ann"}, "tags": ["swift"]}"#
  static let article = Article(id: 1, title: "Hello", author: Author(name: "Ann"), tags: ["swift"])

  @Test func decodesADecodableResponseObject() async throws {
    let server = try TestHTTPServer(routes: ["/articles/1": .json(Self.articleJSON)])
    defer { server.stop() }
    let article = try await APIClient.local.perform(ArticleRequest(url: server.url("/articles/1")))
    #expect(article == Self.article)
    #expect(server.requests.map(\.method) == ["GET"])
  }

  @Test func decodesWithAPipelineDecoder() async throws {
    let server = try TestHTTPServer(routes: ["/people/1": .json(#"{"name": "Bob", "email": "bob@example.com"}"#)])
    defer { server.stop() }
    let person = try await APIClient.local.perform(PersonRequest(url: server.url("/people/1")))
    #expect(person == Person(name: "Bob", email: "bob@example.com"))
  }

  @Test func notFoundWithAJSONErrorBody() async throws {
    let route = Route.json(#"{"message": "no article 7"}"#, status: 404, reason: "Not Found")
    let server = try TestHTTPServer(routes: ["/articles/7": route])
    defer { server.stop() }
    let error = await failure(of: ArticleRequest(url: server.url("/articles/7")), with: .local)
    guard case .unacceptableStatus(404, _, let apiError?) = error else {
      Issue.record("expected a 404 with an error body, got \(String(describing: error))")
      return
    }
    #expect(apiError == APIError(message: "no article 7"))
    #expect(
      error?.description == #"HTTP 404 Not Found: APIError(message: "no article 7"); body: {"message": "no article 7"}"#
    )
  }

  @Test func serverErrorWithAnHTMLBody() async throws {
    let html = "<!DOCTYPE html>\n<html>\n  <body>\n    <h1>Internal Server Error</h1>\n  </body>\n</html>\n"
    let server = try TestHTTPServer(routes: ["/articles/1": .html(html, status: 500, reason: "Internal Server Error")])
    defer { server.stop() }
    let error = await failure(of: ArticleRequest(url: server.url("/articles/1")), with: .local)
    guard case .unacceptableStatus(500, _, nil) = error else {
      Issue.record("expected a 500 without an error body, got \(String(describing: error))")
      return
    }
    #expect(
      error?.description
        == "HTTP 500 Internal Server Error, body: <!DOCTYPE html> <html> <body> <h1>Internal Server Error</h1> </body> </html>"
    )
  }

  @Test func invalidJSONReportsTheLineAndColumn() async throws {
    let body = "{\n  \"id\": 1,\n  \"title\": 'Hello'\n}"
    let server = try TestHTTPServer(routes: ["/articles/1": .json(body)])
    defer { server.stop() }
    let error = await failure(of: ArticleRequest(url: server.url("/articles/1")), with: .local)
    guard case .invalidJSON(let syntaxError, status: 200, _) = error else {
      Issue.record("expected invalidJSON, got \(String(describing: error))")
      return
    }
    #expect(syntaxError.line == 3)
    #expect(syntaxError.column == 12)
    #expect(
      error?.description
        == #"the body of HTTP 200 OK is not valid JSON: line 3, column 12: expected a value, found '''; body: { "id": 1, "title": 'Hello' }"#
    )
  }

  @Test func decodeFailureReportsThePath() async throws {
    let body = #"{"id": 1, "title": "Hello", "author": {"name": null}}"#
    let server = try TestHTTPServer(routes: ["/articles/1": .json(body)])
    defer { server.stop() }
    let error = await failure(of: ArticleRequest(url: server.url("/articles/1")), with: .local)
    guard case .decoding(let decodeError, status: 200) = error else {
      Issue.record("expected a decoding failure, got \(String(describing: error))")
      return
    }
    #expect(decodeError.failures.map(\.path) == [["author", "name"]])
    #expect(error?.description == "the body of HTTP 200 OK does not decode: author.name: expected String, found null")
  }

  @Test func noContentForAnEmpty204() async throws {
    let server = try TestHTTPServer(routes: ["/articles/1": Route(status: 204, reason: "No Content")])
    defer { server.stop() }
    let nothing = try await APIClient.local.perform(DeleteArticleRequest(url: server.url("/articles/1")))
    #expect(nothing == NoContent())
    #expect(server.requests.map(\.method) == ["DELETE"])
  }

  @Test func anEmptyBodyIsAnErrorWhenAnObjectIsExpected() async throws {
    let server = try TestHTTPServer(routes: ["/articles/1": Route(status: 200, reason: "OK")])
    defer { server.stop() }
    let error = await failure(of: ArticleRequest(url: server.url("/articles/1")), with: .local)
    guard case .emptyBody(status: 200) = error else {
      Issue.record("expected emptyBody, got \(String(describing: error))")
      return
    }
  }

  @Test func aSlowResponseTimesOut() async throws {
    // The server never answers in time (it is stopped at the end of the test), so only the timeout can end the request.
    let server = try TestHTTPServer(routes: ["/slow": .json(Self.articleJSON, delay: 60)])
    defer { server.stop() }
    let start = Date()
    let error = await failure(of: ArticleRequest(url: server.url("/slow"), timeout: 0.4), with: .local)
    let elapsed = Date().timeIntervalSince(start)
    guard case .timedOut(0.4) = error else {
      Issue.record("expected timedOut(0.4), got \(String(describing: error))")
      return
    }
    #expect(error?.description == "the request timed out: no response within 0.4 s")
    // Not at once (swift-corelibs-foundation's whole-second truncation); no upper bound, since a loaded
    // machine may fire the timer late.
    #expect(elapsed >= 0.35)
    #expect(server.requests.map(\.target) == ["/slow"])
  }

  @Test func aResponseWithinTheTimeoutSucceeds() async throws {
    let server = try TestHTTPServer(routes: ["/articles/1": .json(Self.articleJSON, delay: 0.1)])
    defer { server.stop() }
    let article = try await APIClient.local.perform(ArticleRequest(url: server.url("/articles/1"), timeout: 1.5))
    #expect(article == Self.article)
  }

  /// Deadlines with and without a fraction: swift-corelibs-foundation treats the two differently.
  @Test(arguments: [0.5, 1])
  func aResponseTrickledPastTheDeadlineTimesOut(deadline: TimeInterval) async throws {
    // A byte every 20 ms or so, so URLSession's idle timeout never fires, but the whole response takes 4 s:
    // only a deadline for the whole exchange ends the request.
    let server = try TestHTTPServer(routes: ["/trickle": .json(Self.articleJSON, trickle: 4)])
    defer { server.stop() }
    let error = await failure(of: ArticleRequest(url: server.url("/trickle"), timeout: deadline), with: .local)
    guard case .timedOut(deadline) = error else {
      Issue.record("expected timedOut(\(deadline)), got \(String(describing: error))")
      return
    }
    #expect(server.requests.map(\.target) == ["/trickle"])
  }

  @Test(arguments: [2.5, 5])
  func aTrickledResponseThatEndsWithinTheDeadlineSucceeds(deadline: TimeInterval) async throws {
    let server = try TestHTTPServer(routes: ["/articles/1": .json(Self.articleJSON, trickle: 0.2)])
    defer { server.stop() }
    let article = try await APIClient.local.perform(ArticleRequest(url: server.url("/articles/1"), timeout: deadline))
    #expect(article == Self.article)
  }

  @Test func customParseTakesTheFirstElement() async throws {
    let body = "[\(Self.articleJSON), {\"id\": 2, \"title\": \"Next\", \"author\": {\"name\": \"Bo\"}}]"
    let server = try TestHTTPServer(routes: ["/articles": .json(body)])
    defer { server.stop() }
    let article = try await APIClient.local.perform(FirstArticleRequest(url: server.url("/articles")))
    #expect(article == Self.article)
  }

  @Test func customParseUnwrapsARootKey() async throws {
    let server = try TestHTTPServer(routes: ["/me": .json(#"{"person": {"name": "Cy"}}"#)])
    defer { server.stop() }
    let person = try await APIClient.local.perform(WrappedPersonRequest(url: server.url("/me")))
    #expect(person == Person(name: "Cy", email: nil))
  }

  @Test func aConnectionClosedWithoutAResponseIsATransportError() async throws {
    let server = try TestHTTPServer(routes: ["/drop": Route(status: 200, reason: "OK", closesWithoutResponse: true)])
    defer { server.stop() }
    let error = await failure(of: ArticleRequest(url: server.url("/drop")), with: .local)
    guard case .transport(let underlying) = error else {
      Issue.record("expected a transport error, got \(String(describing: error))")
      return
    }
    #expect(underlying is URLError)
    #expect(error?.description.hasPrefix("the request failed before a response arrived: ") == true)
  }

  @Test func sendsTheMethodHeadersAndBody() async throws {
    let server = try TestHTTPServer(routes: ["/articles": .json(Self.articleJSON, status: 201, reason: "Created")])
    defer { server.stop() }
    let article = try await APIClient.local.perform(CreateArticleRequest(url: server.url("/articles"), title: "Hello"))
    #expect(article == Self.article)
    let received = try #require(server.requests.first)
    #expect(received.method == "POST")
    #expect(received.headers["content-type"] == "application/json")
    #expect(String(decoding: received.body, as: UTF8.self) == #"{"title": "Hello"}"#)
  }

  @Test func postsACodableBody() async throws {
    let server = try TestHTTPServer(routes: ["/articles": .json(#"{"id": 9}"#, status: 201, reason: "Created")])
    defer { server.stop() }
    let article = NewArticle(title: "Hé/llo", tags: ["swift"], stats: .init(rating: 4.5, samples: [0.1]), summary: nil)
    let request = SendingRequest(url: server.url("/articles"), method: "POST", body: .codable(article))
    #expect(try await APIClient.local.perform(request) == NoContent())
    let expected = #"{"title":"Hé\/llo","tags":["swift"],"stats":{"rating":4.5,"samples":[0.1]}}"#
    let received = try #require(server.requests.first)
    #expect(received.method == "POST")
    #expect(received.target == "/articles")
    #expect(received.body == Data(expected.utf8))
    #expect(received.headers["content-type"] == "application/json")
    #expect(received.headers["content-length"] == "\(expected.utf8.count)")
  }

  @Test func putsAJSONBody() async throws {
    let server = try TestHTTPServer(routes: ["/articles/1": Route(status: 204, reason: "No Content")])
    defer { server.stop() }
    let json: JSON = ["title": "Hello", "tags": ["a"], "draft": true, "rating": 4.25]
    let request = SendingRequest(url: server.url("/articles/1"), method: "PUT", body: .json(json))
    #expect(try await APIClient.local.perform(request) == NoContent())
    let received = try #require(server.requests.first)
    #expect(received.method == "PUT")
    #expect(received.body == Data(#"{"title":"Hello","tags":["a"],"draft":true,"rating":4.25}"#.utf8))
    #expect(received.headers["content-type"] == "application/json")
    #expect(received.headers["content-length"] == "57")
  }

  @Test func postsAJSONEncodableValue() async throws {
    let server = try TestHTTPServer(routes: ["/drafts": .json("{}", status: 201, reason: "Created")])
    defer { server.stop() }
    let draft = Draft(title: "Hé/llo", rating: 129.9, tags: ["a", "b"], summary: nil)
    _ = try await APIClient.local.perform(SendingRequest(url: server.url("/drafts"), body: .json(draft)))
    let expected = #"{"title":"Hé/llo","rating":129.9,"tags":["a","b"]}"#
    let received = try #require(server.requests.first)
    #expect(received.method == "POST")
    #expect(received.body == Data(expected.utf8))
    #expect(received.headers["content-type"] == "application/json")
    #expect(received.headers["content-length"] == "\(expected.utf8.count)")
  }

  @Test(arguments: [("encoder", encodePerson), ("codec", personCodec.encode)])
  func putsAValueWrittenByAnEncoderValue(name: String, encoder: @escaping EncodeFunction<Person>) async throws {
    let server = try TestHTTPServer(routes: ["/people/1": Route(status: 204, reason: "No Content")])
    defer { server.stop() }
    let person = Person(name: "Ann", email: "ann@example.com")
    let request = SendingRequest(url: server.url("/people/1"), method: "PUT", body: .json(person, encoder: encoder))
    _ = try await APIClient.local.perform(request)
    let expected = #"{"name":"Ann","email":"ann@example.com"}"#
    let received = try #require(server.requests.first)
    #expect(received.method == "PUT")
    #expect(received.body == Data(expected.utf8))
    #expect(received.headers["content-type"] == "application/json")
    #expect(received.headers["content-length"] == "\(expected.utf8.count)")
  }

  @Test func putsRawDataWithItsContentType() async throws {
    let server = try TestHTTPServer(routes: ["/avatar": Route(status: 204, reason: "No Content")])
    defer { server.stop() }
    let bytes = Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF, 0x0D, 0x0A])
    let request = SendingRequest(
      url: server.url("/avatar"), method: "PUT", body: .data(bytes, contentType: "image/png"))
    _ = try await APIClient.local.perform(request)
    let received = try #require(server.requests.first)
    #expect(received.body == bytes)
    #expect(received.headers["content-type"] == "image/png")
    #expect(received.headers["content-length"] == "8")
  }

  @Test func aContentTypeOfTheRequestsOwnReachesTheServer() async throws {
    let server = try TestHTTPServer(routes: ["/articles": .json("{}", status: 201, reason: "Created")])
    defer { server.stop() }
    let request = SendingRequest(
      url: server.url("/articles"), body: .json(["a": 1]), contentType: "application/merge-patch+json")
    _ = try await APIClient.local.perform(request)
    let received = try #require(server.requests.first)
    #expect(received.body == Data(#"{"a":1}"#.utf8))
    #expect(received.headers["content-type"] == "application/merge-patch+json")
  }

  @Test func aBodyThatDoesNotEncodeSendsNothing() async throws {
    let server = try TestHTTPServer(routes: ["/articles": .json("{}", status: 201, reason: "Created")])
    defer { server.stop() }
    let article = NewArticle(title: "t", tags: [], stats: .init(rating: .nan, samples: []), summary: nil)
    let request = SendingRequest(url: server.url("/articles"), body: .codable(article))
    let error = await failure(of: request, with: .local)
    #expect(
      error?.description
        == "could not encode the request body: stats.rating: Unable to encode Double.nan directly in JSON.")
    #expect(server.requests.isEmpty)
  }

  @Test func completionHandlerAgainstTheServer() async throws {
    let server = try TestHTTPServer(routes: ["/people/2": .json(#"{"name": "Di"}"#)])
    defer { server.stop() }
    let outcome = await withCheckedContinuation { continuation in
      APIClient.local.perform(PersonRequest(url: server.url("/people/2"))) { continuation.resume(returning: $0) }
    }
    #expect(try outcome.get() == Person(name: "Di", email: nil))
  }
}
