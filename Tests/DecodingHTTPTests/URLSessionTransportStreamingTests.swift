import Foundation
import Testing

@testable import DecodingHTTP

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `URLSessionTransport.stream(_:)` against a real server on 127.0.0.1 that sends its body in parts.
@Suite struct URLSessionTransportStreamingTests {
  let transport = URLSessionTransport(session: URLSession(configuration: .ephemeral))

  static func request(_ url: URL) -> URLRequest {
    var request = URLRequest(url: url)
    request.timeoutInterval = 10
    return request
  }

  @Test func eachRecordArrivesBeforeTheServerSendsTheNext() async throws {
    // The server holds every record after the first until the test has read the one before it
    // (or ten seconds have passed, which the gate records), so only a stream can open the gate.
    let gate = Gate()
    let records = [#"{"n": 1}"# + "\n", #"{"n": 2}"# + "\n", #"{"n": 3}"# + "\n"]
    let server = try TestHTTPServer(routes: ["/records": .streamed(records) { _ in gate.wait() }])
    defer { server.stop() }
    let response = try await transport.stream(Self.request(server.url("/records")))
    #expect(response.statusCode == 200)
    #expect(response.header("content-type") == "application/x-ndjson")
    var lines: [String] = []
    var line: [UInt8] = []
    for try await byte in response.body {
      line.append(byte)
      if byte == UInt8(ascii: "\n") {
        lines.append(String(decoding: line, as: UTF8.self))
        line = []
        gate.open()
      }
    }
    #expect(lines == records)
    #expect(gate.openings == [true, true])
  }

  @Test func aSlowReaderHoldsBackTheTransferAtTheBufferLimit() async throws {
    let limit = 8 << 10
    let transport = URLSessionTransport(session: URLSession(configuration: .ephemeral), streamBufferLimit: limit)
    let parts = (0..<200).map { index in String(repeating: String(UnicodeScalar(UInt8(97 + index % 26))), count: 1000) }
    let server = try TestHTTPServer(routes: ["/export": .streamed(parts)])
    defer { server.stop() }
    let response = try await transport.stream(Self.request(server.url("/export")))
    var received = Data()
    var largestChunk = 0
    for try await chunk in response.body.chunks {
      received.append(chunk)
      largestChunk = max(largestChunk, chunk.count)
      try await Task.sleep(nanoseconds: 500_000)
    }
    #expect(received == Data(parts.joined().utf8))
    #expect(response.body.peakBufferedBytes < limit + largestChunk)
  }

  @Test func everyStatusIsReturnedWithItsBodyUnread() async throws {
    let route = TestHTTPServer.Route.streamed(
      [#"{"message": "#, #""busy"}"#], status: 503, reason: "Service Unavailable")
    let server = try TestHTTPServer(routes: ["/busy": route])
    defer { server.stop() }
    let response = try await transport.stream(Self.request(server.url("/busy")))
    #expect(response.statusCode == 503)
    #expect(String(decoding: try await response.body.collect(upTo: 1000), as: UTF8.self) == #"{"message": "busy"}"#)
  }

  @Test func aHeadThatDoesNotArriveInTimeTimesOut() async throws {
    let server = try TestHTTPServer(routes: ["/slow": .json("{}", delay: 60)])
    defer { server.stop() }
    var request = Self.request(server.url("/slow"))
    request.timeoutInterval = 0.3
    do {
      let response = try await transport.stream(request)
      Issue.record("expected a timeout, got \(response.statusCode)")
    } catch {
      #expect((error as? URLError)?.code == .timedOut)
    }
  }
}
