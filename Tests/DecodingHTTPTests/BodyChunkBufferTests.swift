import Foundation
import Testing

@testable import DecodingHTTP

/// The bounded buffer between a streamed transfer and its reader.
@Suite struct BodyChunkBufferTests {
  /// Counts calls, from any thread.
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0

    var count: Int { lock.withLock { calls } }

    func increment() {
      lock.withLock { calls += 1 }
    }
  }

  struct ConnectionLost: Error {}

  @Test func aSlowReaderHoldsTheReceiverBackAtTheLimit() async throws {
    let buffer = BodyChunkBuffer(limit: 10)
    let chunks = (0..<50).map { Data(repeating: UInt8($0), count: 4) }
    Thread {
      for chunk in chunks {
        buffer.append(chunk)
      }
      buffer.finish(nil)
    }.start()
    var received = Data()
    while let chunk = try await buffer.next() {
      received.append(chunk)
      // A slow reader: the receiving thread runs ahead until the buffer is full.
      try await Task.sleep(nanoseconds: 200_000)
    }
    #expect(received == chunks.reduce(Data(), +))
    // It takes a chunk while it holds less than the limit: at most 9 bytes, and one chunk of 4.
    #expect(buffer.peakBufferedBytes <= 13)
    #expect(buffer.peakBufferedBytes >= 4)
  }

  @Test func theEndAndAnErrorComeAfterTheChunks() async throws {
    let buffer = BodyChunkBuffer(limit: 100)
    buffer.append(Data("ab".utf8))
    buffer.append(Data())
    buffer.append(Data("c".utf8))
    buffer.finish(ConnectionLost())
    #expect(try await buffer.next() == Data("ab".utf8))
    #expect(try await buffer.next() == Data("c".utf8))
    await #expect(throws: ConnectionLost.self) {
      _ = try await buffer.next()
    }
  }

  @Test func aCancelWakesAReceiverWaitingOnAFullBufferAndCancelsTheTransferOnce() async {
    let cancels = Counter()
    let buffer = BodyChunkBuffer(limit: 4) { cancels.increment() }
    let receiverDone = DispatchSemaphore(value: 0)
    Thread {
      // The second chunk waits for the reader, who never comes: only the cancel lets it go.
      for _ in 0..<3 {
        buffer.append(Data(count: 4))
      }
      receiverDone.signal()
    }.start()
    buffer.cancel()
    buffer.cancel()
    #expect(receiverDone.wait(timeout: .now() + 10) == .success)
    #expect(cancels.count == 1)
    await #expect(throws: CancellationError.self) {
      _ = try await buffer.next()
    }
  }

  @Test func cancellingTheReadingTaskCancelsTheTransfer() async {
    let cancels = Counter()
    let buffer = BodyChunkBuffer(limit: 4) { cancels.increment() }
    let reader = Task { try await buffer.next() }
    reader.cancel()
    await #expect(throws: CancellationError.self) {
      _ = try await reader.value
    }
    #expect(cancels.count == 1)
  }

  @Test func droppingEveryStreamOfABodyCancelsTheTransfer() async throws {
    let cancels = Counter()
    let buffer = BodyChunkBuffer(limit: 4) { cancels.increment() }
    buffer.append(Data("ab".utf8))
    do {
      let stream = HTTPBodyStream(buffer: buffer)
      var iterator = stream.makeAsyncIterator()
      #expect(try await iterator.next() == UInt8(ascii: "a"))
    }
    #expect(cancels.count == 1)
  }
}
