import DecodingHTTP
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `URLSessionTransport` on its own, against a real server on 127.0.0.1.
@Suite struct URLSessionTransportTests {
  let transport = URLSessionTransport(session: URLSession(configuration: .ephemeral))

  @Test func returnsEveryStatusWithoutJudgingIt() async throws {
    let route = TestHTTPServer.Route.json(#"{"message": "nope"}"#, status: 404, reason: "Not Found")
    let server = try TestHTTPServer(routes: ["/missing": route])
    defer { server.stop() }
    let response = try await transport.send(URLRequest(url: server.url("/missing")))
    #expect(response.statusCode == 404)
    #expect(String(decoding: response.body, as: UTF8.self) == #"{"message": "nope"}"#)
  }

  @Test func keepsTheHeaderFields() async throws {
    let route = TestHTTPServer.Route(
      status: 200, reason: "OK", headers: [("Content-Type", "application/json"), ("X-Request-Id", "abc-123")],
      body: Data("{}".utf8))
    let server = try TestHTTPServer(routes: ["/": route])
    defer { server.stop() }
    let response = try await transport.send(URLRequest(url: server.url("/")))
    #expect(response.header("content-type") == "application/json")
    #expect(response.header("x-request-id") == "abc-123")
  }

  @Test func aFractionalTimeoutIsKeptToTheMillisecond() async throws {
    // The server never answers in time (it is stopped at the end of the test), so only the timeout can end the request.
    let server = try TestHTTPServer(routes: ["/slow": .json("{}", delay: 60)])
    defer { server.stop() }
    var request = URLRequest(url: server.url("/slow"))
    request.timeoutInterval = 0.3
    let start = Date()
    do {
      let response = try await transport.send(request)
      Issue.record("expected a timeout, got \(response)")
    } catch {
      #expect((error as? URLError)?.code == .timedOut)
    }
    // Not cut to zero by swift-corelibs-foundation's whole-second truncation. No upper bound: on a loaded
    // machine the timer may fire late, which says nothing about the transport.
    #expect(Date().timeIntervalSince(start) >= 0.25)
  }
}
