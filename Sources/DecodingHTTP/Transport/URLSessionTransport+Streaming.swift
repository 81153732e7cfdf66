import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSessionTransport {
  /// Sends `request` and returns once the response's head has arrived; the body's bytes are
  /// handed on as the session receives them.
  ///
  /// The request's `timeoutInterval` is a deadline for the head, the status and the header
  /// fields; the body may then take as long as it takes, as long as no pause between two of
  /// its chunks lasts longer than the interval rounded up to whole seconds, plus one (the
  /// session's own idle timeout). At most ``streamBufferLimit`` bytes wait for the reader:
  /// past that, the session's delegate waits for the reader to catch up. Throws as
  /// ``send(_:)`` does.
  public func stream(_ request: URLRequest) async throws -> HTTPStreamedResponse {
    let deadline = request.timeoutInterval
    guard deadline.isFinite, deadline > 0 else { return try await startStreaming(request) }
    // The session's timer is set past the deadline, as in `send`, and the deadline for the head is kept here.
    var forSession = request
    forSession.timeoutInterval = (deadline + 1).rounded(.up)
    return try await Self.racing(deadline) { [forSession] in try await startStreaming(forSession) }
  }

  private func startStreaming(_ request: URLRequest) async throws -> HTTPStreamedResponse {
    // A session of its own per stream, because swift-corelibs-foundation ignores a task's own delegate
    // (`URLSessionTask.delegate`); its serial queue lets a slow reader hold back this transfer only.
    let delegate = StreamingDelegate(bufferLimit: streamBufferLimit)
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    let streamingSession = URLSession(configuration: session.configuration, delegate: delegate, delegateQueue: queue)
    return try await delegate.head(of: streamingSession.dataTask(with: request), in: streamingSession)
  }
}

/// The delegate of one streamed transfer: it hands the head to the task waiting for it and the
/// body's chunks to a ``BodyChunkBuffer``.
final class StreamingDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let lock = NSLock()
  private let buffer: BodyChunkBuffer
  private let transfer: Transfer
  private var waitingForHead: CheckedContinuation<HTTPStreamedResponse, any Error>?
  private var headIsSettled = false

  /// The task, for the buffer to cancel when its reader stops.
  private final class Transfer: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionTask?
    private var isCancelled = false

    func start(_ task: URLSessionTask) -> Bool {
      lock.withLock {
        self.task = task
        return !isCancelled
      }
    }

    func cancel() {
      let task = lock.withLock {
        isCancelled = true
        return self.task
      }
      task?.cancel()
    }
  }

  init(bufferLimit: Int) {
    let transfer = Transfer()
    self.transfer = transfer
    buffer = BodyChunkBuffer(limit: bufferLimit) { transfer.cancel() }
  }

  /// Starts `task` and waits for the head of its response; cancelling the waiting task cancels the transfer.
  func head(of task: URLSessionDataTask, in session: URLSession) async throws -> HTTPStreamedResponse {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        lock.withLock { waitingForHead = continuation }
        if transfer.start(task) {
          task.resume()
        } else {
          // Cancelled before it started: it never runs, and the cancel lets the session end.
          task.cancel()
          settleHead(with: .failure(CancellationError()))
        }
        // Once the task ends, the session lets go of this delegate.
        session.finishTasksAndInvalidate()
      }
    } onCancel: {
      transfer.cancel()
    }
  }

  /// Resumes the task waiting for the head, once.
  private func settleHead(with outcome: Result<HTTPStreamedResponse, any Error>) {
    let continuation: CheckedContinuation<HTTPStreamedResponse, any Error>? = lock.withLock {
      guard !headIsSettled, let waiting = waitingForHead else { return nil }
      headIsSettled = true
      waitingForHead = nil
      return waiting
    }
    continuation?.resume(with: outcome)
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    guard let response = response as? HTTPURLResponse else {
      settleHead(with: .failure(URLError(.badServerResponse)))
      completionHandler(.cancel)
      return
    }
    var headers: [String: String] = [:]
    for (name, value) in response.allHeaderFields {
      headers[String(describing: name)] = String(describing: value)
    }
    let head = HTTPStreamedResponse(
      statusCode: response.statusCode, headers: headers, body: HTTPBodyStream(buffer: buffer))
    settleHead(with: .success(head))
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    // Waits while the buffer is full: this transfer's serial delegate queue is what a slow reader holds back.
    buffer.append(data)
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    settleHead(with: .failure(error ?? URLError(.badServerResponse)))
    buffer.finish(error)
  }
}
