import Decoding
import DecodingHTTP
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `APIClient.stream(_:)`: the status is judged before any byte is handed on; the body then streams.
@Suite struct APIClientStreamingTests {
  /// The error `stream` threw, or `nil` (with a recorded issue) when it succeeded or threw something else.
  static func failure<R: Request>(
    streaming request: R, with client: APIClient, sourceLocation: SourceLocation = #_sourceLocation
  ) async -> HTTPError<R.ErrorObject>? {
    do {
      let response = try await client.stream(request)
      Issue.record("expected a failure, got HTTP \(response.statusCode)", sourceLocation: sourceLocation)
      return nil
    } catch let error as HTTPError<R.ErrorObject> {
      return error
    } catch {
      Issue.record("expected an HTTPError, got \(error)", sourceLocation: sourceLocation)
      return nil
    }
  }

  @Test func aSuccessfulResponseStreamsItsBody() async throws {
    let gate = Gate()
    let server = try TestHTTPServer(routes: ["/export": .streamed(["{\"n\":1}\n", "{\"n\":2}\n"]) { _ in gate.wait() }])
    defer { server.stop() }
    let response = try await APIClient.local.stream(ArticleRequest(url: server.url("/export")))
    var iterator = response.body.chunks.makeAsyncIterator()
    #expect(try await iterator.next() == Data("{\"n\":1}\n".utf8))
    gate.open()
    #expect(try await iterator.next() == Data("{\"n\":2}\n".utf8))
    #expect(try await iterator.next() == nil)
    #expect(gate.openings == [true])
  }

  @Test func aFailedStatusIsAnErrorWithTheDecodedErrorBody() async throws {
    let route = TestHTTPServer.Route.streamed(
      [#"{"message": "#, #""no export"}"#], status: 404, reason: "Not Found", contentType: "application/json")
    let server = try TestHTTPServer(routes: ["/export": route])
    defer { server.stop() }
    let error = await Self.failure(streaming: ArticleRequest(url: server.url("/export")), with: .local)
    guard case .unacceptableStatus(404, _, let apiError?) = error else {
      Issue.record("expected a 404 with an error body, got \(String(describing: error))")
      return
    }
    #expect(apiError == APIError(message: "no export"))
    #expect(
      error?.description == #"HTTP 404 Not Found: APIError(message: "no export"); body: {"message": "no export"}"#)
  }

  @Test func aFailedStatusWithAnHTMLBodyIsAnErrorWithItsExcerpt() async throws {
    let server = try TestHTTPServer(routes: [
      "/export": .html("<h1>Bad gateway</h1>", status: 502, reason: "Bad Gateway")
    ])
    defer { server.stop() }
    let error = await Self.failure(streaming: ArticleRequest(url: server.url("/export")), with: .local)
    #expect(error?.description == "HTTP 502 Bad Gateway, body: <h1>Bad gateway</h1>")
  }

  @Test func theRequestsBodyIsSent() async throws {
    let server = try TestHTTPServer(routes: ["/search": .streamed(["{}\n"])])
    defer { server.stop() }
    let request = SendingRequest(url: server.url("/search"), body: .json(["query": "swift"]))
    let response = try await APIClient.local.stream(request)
    #expect(try await response.body.collect(upTo: 100) == Data("{}\n".utf8))
    let received = try #require(server.requests.first)
    #expect(received.method == "POST")
    #expect(received.body == Data(#"{"query":"swift"}"#.utf8))
    #expect(received.headers["content-type"] == "application/json")
  }

  @Test func aTransportThatCannotStreamServesTheWholeBody() async throws {
    let transport = StubTransport(.text(200, "{\"n\":1}\n"))
    let response = try await APIClient(transport: transport).stream(ArticleRequest())
    #expect(try await response.body.collect(upTo: 100) == Data("{\"n\":1}\n".utf8))
    #expect(transport.requests.count == 1)
  }

  @Test func aStubbedFailedStatusIsAnError() async {
    let transport = StubTransport(.text(500, "<html>Oops</html>"))
    let error = await Self.failure(streaming: ArticleRequest(), with: APIClient(transport: transport))
    #expect(error?.description == "HTTP 500 Internal Server Error, body: <html>Oops</html>")
  }

  @Test func aBodyThatDoesNotEncodeSendsNothing() async {
    let transport = StubTransport(HTTPResponse(statusCode: 200))
    let article = NewArticle(title: "t", tags: [], stats: .init(rating: .nan, samples: []), summary: nil)
    let error = await Self.failure(
      streaming: SendingRequest(body: .codable(article)), with: APIClient(transport: transport))
    guard case .invalidBody = error else {
      Issue.record("expected invalidBody, got \(String(describing: error))")
      return
    }
    #expect(transport.requests.isEmpty)
  }

  @Test func cancellingWhileTheHeadIsAwaitedCancelsTheRequest() async throws {
    let server = try TestHTTPServer(routes: ["/slow": .json("{}", delay: 60)])
    defer { server.stop() }
    let waiting = Task {
      await Self.failure(streaming: ArticleRequest(url: server.url("/slow"), timeout: 30), with: .local)
    }
    // Cancel once the server has the request; the wait is bounded so that a lost request fails rather than hangs.
    for _ in 0..<1000 where server.requests.isEmpty {
      try await Task.sleep(nanoseconds: 10_000_000)
    }
    #expect(server.requests.map(\.target) == ["/slow"])
    waiting.cancel()
    let error = await waiting.value
    guard case .cancelled = error else {
      Issue.record("expected cancelled, got \(String(describing: error))")
      return
    }
  }

  @Test func aHeadThatDoesNotArriveInTimeIsATimeout() async throws {
    let server = try TestHTTPServer(routes: ["/slow": .json("{}", delay: 60)])
    defer { server.stop() }
    let error = await Self.failure(
      streaming: ArticleRequest(url: server.url("/slow"), timeout: 0.4), with: .local)
    guard case .timedOut(0.4) = error else {
      Issue.record("expected timedOut(0.4), got \(String(describing: error))")
      return
    }
  }
}
