import DecodingHTTP
import Foundation
import Testing

/// `HTTPBodyStream` on its own: its bytes, its chunks, `collect(upTo:)` and a body made of chunks.
@Suite struct HTTPBodyStreamTests {
  struct ConnectionLost: Error, Equatable {}

  static func bytes(of stream: HTTPBodyStream) async throws -> [UInt8] {
    var bytes: [UInt8] = []
    for try await byte in stream {
      bytes.append(byte)
    }
    return bytes
  }

  /// A stream of `parts`, then the end or `error`.
  static func stream(_ parts: [String], thenThrowing error: (any Error)? = nil) -> HTTPBodyStream {
    let (chunks, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
    for part in parts {
      continuation.yield(Data(part.utf8))
    }
    continuation.finish(throwing: error)
    return HTTPBodyStream(chunks: chunks)
  }

  @Test func aCompleteBodyYieldsItsBytes() async throws {
    #expect(try await Self.bytes(of: HTTPBodyStream(Data("héllo".utf8))) == Array("héllo".utf8))
    #expect(try await Self.bytes(of: HTTPBodyStream(Data())) == [])
  }

  @Test func aBodyOfChunksYieldsTheirBytesInOrderAndSkipsEmptyChunks() async throws {
    let stream = Self.stream(["{\"n\":1}\n", "", "{\"n\":", "2}\n"])
    #expect(try await Self.bytes(of: stream) == Array("{\"n\":1}\n{\"n\":2}\n".utf8))
  }

  @Test func chunksComeAsReceived() async throws {
    var chunks: [String] = []
    for try await chunk in Self.stream(["ab", "c", "", "de"]).chunks {
      chunks.append(String(decoding: chunk, as: UTF8.self))
    }
    #expect(chunks == ["ab", "c", "de"])
  }

  @Test func anErrorComesAfterTheBytesBeforeIt() async throws {
    var iterator = Self.stream(["ab"], thenThrowing: ConnectionLost()).makeAsyncIterator()
    #expect(try await iterator.next() == UInt8(ascii: "a"))
    #expect(try await iterator.next() == UInt8(ascii: "b"))
    await #expect(throws: ConnectionLost.self) {
      _ = try await iterator.next()
    }
  }

  @Test(arguments: [(0, ""), (3, "abc"), (4, "abcd"), (5, "abcde"), (100, "abcdefg")])
  func collectKeepsAtMostTheLimit(limit: Int, expected: String) async throws {
    let collected = try await Self.stream(["ab", "cde", "fg"]).collect(upTo: limit)
    #expect(String(decoding: collected, as: UTF8.self) == expected)
  }

  @Test func everyIteratorTakesTheNextBytesOfTheSameBody() async throws {
    let stream = Self.stream(["ab", "cd"])
    let first = try await stream.collect(upTo: 2)
    let rest = try await Self.bytes(of: stream)
    #expect(String(decoding: first, as: UTF8.self) == "ab")
    #expect(rest == Array("cd".utf8))
  }

  @Test func aStreamedResponseLooksUpHeadersWithoutRegardToCase() async throws {
    let response = HTTPStreamedResponse(
      HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/x-ndjson"], body: Data("{}\n".utf8)))
    #expect(response.header("content-type") == "application/x-ndjson")
    #expect(response.statusCode == 200)
    #expect(try await Self.bytes(of: response.body) == Array("{}\n".utf8))
  }
}
