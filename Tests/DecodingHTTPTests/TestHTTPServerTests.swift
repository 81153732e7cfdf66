import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The test server itself: it must be trustworthy for the integration tests to mean anything.
@Suite struct TestHTTPServerTests {
  @Test func serversListenOnDistinctEphemeralPortsOfTheLoopback() throws {
    let first = try TestHTTPServer(routes: [:])
    let second = try TestHTTPServer(routes: [:])
    defer {
      first.stop()
      second.stop()
    }
    #expect(first.port != 0)
    #expect(first.port != second.port)
    #expect(first.baseURL.host == "127.0.0.1")
  }

  @Test func anUnknownPathIsA404() async throws {
    let server = try TestHTTPServer(routes: [:])
    defer { server.stop() }
    let session = URLSession(configuration: .ephemeral)
    let (body, response) = try await session.data(for: URLRequest(url: server.url("/nowhere?x=1")))
    #expect((response as? HTTPURLResponse)?.statusCode == 404)
    #expect(String(decoding: body, as: UTF8.self) == #"{"error": "no route for /nowhere"}"#)
    #expect(server.requests.map(\.target) == ["/nowhere?x=1"])
  }

  @Test func stopInterruptsASlowResponseAtOnce() async throws {
    let server = try TestHTTPServer(routes: ["/slow": .json("{}", delay: 5)])
    let session = URLSession(configuration: .ephemeral)
    let client = Task { try? await session.data(for: URLRequest(url: server.url("/slow"))) }
    for _ in 0..<500 where server.requests.isEmpty {
      try await Task.sleep(nanoseconds: 10_000_000)
    }
    try #require(server.requests.count == 1)
    let start = Date()
    server.stop()
    #expect(Date().timeIntervalSince(start) < 1)
    _ = await client.value
  }
}
