import Foundation

/// The chunks of a streamed body between the thread that receives them and the task that
/// reads them, at most about ``limit`` bytes at a time.
///
/// The receiving side (a `URLSession` delegate) calls ``append(_:)``, which waits while the
/// buffer holds ``limit`` bytes or more, so a slow reader holds back the receiver rather than
/// letting the buffer grow: it never holds more than ``limit`` plus one chunk. ``finish(_:)``
/// ends the body. The reading side awaits ``next()``. ``cancel()`` (from the reader, or when
/// the last ``HTTPBodyStream`` that reads the buffer is gone) drops what is buffered, wakes a
/// waiting receiver and runs `onCancel`, which cancels the transfer.
final class BodyChunkBuffer: @unchecked Sendable {
  /// How many bytes the buffer holds before ``append(_:)`` waits.
  let limit: Int

  private let condition = NSCondition()
  private var chunks: [Data] = []
  private var head = 0
  private var bufferedBytes = 0
  private var peak = 0
  private var end: Result<Void, any Error>?
  private var isCancelled = false
  private var waitingReader: CheckedContinuation<Data?, any Error>?
  private let onCancel: @Sendable () -> Void

  /// A buffer of at most `limit` bytes (at least 1) that runs `onCancel` once when cancelled.
  init(limit: Int, onCancel: @escaping @Sendable () -> Void = {}) {
    self.limit = max(limit, 1)
    self.onCancel = onCancel
  }

  /// The most bytes the buffer has held at once, for tests.
  var peakBufferedBytes: Int {
    condition.withLock { peak }
  }

  /// Hands `data` to the reader, waiting first while the buffer is full; dropped after a cancel.
  func append(_ data: Data) {
    guard !data.isEmpty else { return }
    condition.lock()
    while bufferedBytes >= limit, !isCancelled, end == nil {
      condition.wait()
    }
    guard !isCancelled, end == nil else {
      condition.unlock()
      return
    }
    if let reader = waitingReader {
      waitingReader = nil
      condition.unlock()
      reader.resume(returning: data)
      return
    }
    chunks.append(data)
    bufferedBytes += data.count
    peak = max(peak, bufferedBytes)
    condition.unlock()
  }

  /// Ends the body: the reader gets what is buffered, then the end, or `error`.
  func finish(_ error: (any Error)?) {
    condition.lock()
    guard end == nil, !isCancelled else {
      condition.unlock()
      return
    }
    end = error.map { .failure($0) } ?? .success(())
    let reader = waitingReader
    waitingReader = nil
    condition.broadcast()
    condition.unlock()
    if let reader {
      if let error { reader.resume(throwing: error) } else { reader.resume(returning: nil) }
    }
  }

  /// The next chunk, `nil` at the end of the body; throws the transfer's error, or
  /// `CancellationError` when the reading task or the buffer was cancelled.
  func next() async throws -> Data? {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data?, any Error>) in
        condition.lock()
        if head < chunks.count {
          let chunk = chunks[head]
          head += 1
          bufferedBytes -= chunk.count
          if head == chunks.count {
            chunks.removeAll(keepingCapacity: true)
            head = 0
          }
          condition.broadcast()
          condition.unlock()
          continuation.resume(returning: chunk)
        } else if isCancelled {
          condition.unlock()
          continuation.resume(throwing: CancellationError())
        } else if let end {
          condition.unlock()
          continuation.resume(with: end.map { nil })
        } else {
          waitingReader = continuation
          condition.unlock()
        }
      }
    } onCancel: {
      cancel()
    }
  }

  /// Stops the body: drops what is buffered, fails a waiting reader with `CancellationError`
  /// and cancels the transfer. Does nothing once the body has ended or was cancelled.
  func cancel() {
    condition.lock()
    guard !isCancelled, end == nil || head < chunks.count else {
      condition.unlock()
      return
    }
    isCancelled = true
    chunks = []
    head = 0
    bufferedBytes = 0
    let reader = waitingReader
    waitingReader = nil
    condition.broadcast()
    condition.unlock()
    reader?.resume(throwing: CancellationError())
    onCancel()
  }
}
