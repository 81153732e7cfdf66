import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The ``HTTPTransport`` that sends requests with a `URLSession`.
public struct URLSessionTransport: HTTPTransport {
  /// The session requests are sent with.
  public let session: URLSession
  /// How many bytes of a streamed body wait for their reader before the transport stops
  /// taking more from the session: 1 MiB by default (Docs/HTTP.md, "Streamed responses").
  public let streamBufferLimit: Int

  /// Creates a transport over `session`, `URLSession.shared` by default, that holds at most
  /// `streamBufferLimit` bytes of a streamed body that are not read yet.
  public init(session: URLSession = .shared, streamBufferLimit: Int = 1 << 20) {
    self.session = session
    self.streamBufferLimit = max(streamBufferLimit, 1)
  }

  /// Sends `request` with the session; its `timeoutInterval` is a deadline for the whole
  /// exchange, from sending the request to the last byte of the response.
  ///
  /// Throws `URLError(.timedOut)` when the exchange is not over by the deadline (the
  /// session's task is then cancelled), the session's `URLError` when no response arrived,
  /// and `URLError(.badServerResponse)` when the response is not HTTP. A `timeoutInterval`
  /// that is not a positive number leaves the wait to the session.
  public func send(_ request: URLRequest) async throws -> HTTPResponse {
    let deadline = request.timeoutInterval
    guard deadline.isFinite, deadline > 0 else { return try await receive(request) }
    // URLSession's own `timeoutInterval` is an idle timeout: it restarts with every byte,
    // so a server trickling its response never trips it, and swift-corelibs-foundation
    // also truncates it to whole seconds (0.4 s times out at once, 1.5 s after 1 s). The
    // session's timer is therefore set past the deadline, where it can never fire first,
    // and the deadline is enforced here, to the millisecond, for the whole exchange.
    var forSession = request
    forSession.timeoutInterval = (deadline + 1).rounded(.up)
    return try await Self.racing(deadline) { [forSession] in try await receive(forSession) }
  }

  private func receive(_ request: URLRequest) async throws -> HTTPResponse {
    let (body, response) = try await session.data(for: request)
    guard let response = response as? HTTPURLResponse else {
      throw URLError(.badServerResponse)
    }
    var headers: [String: String] = [:]
    for (name, value) in response.allHeaderFields {
      headers[String(describing: name)] = String(describing: value)
    }
    return HTTPResponse(statusCode: response.statusCode, headers: headers, body: body)
  }

  /// The outcome of `operation`, or `URLError(.timedOut)` when it is not over after `seconds`
  /// (the operation is then cancelled).
  static func racing<Outcome: Sendable>(
    _ seconds: TimeInterval,
    _ operation: @escaping @Sendable () async throws -> Outcome
  ) async throws -> Outcome {
    try await withThrowingTaskGroup(of: Outcome.self) { group in
      group.addTask(operation: operation)
      group.addTask {
        // At most a century, so that a huge interval cannot overflow the nanoseconds.
        try await Task.sleep(nanoseconds: UInt64(min(seconds, 3_155_760_000) * 1_000_000_000))
        throw URLError(.timedOut)
      }
      defer { group.cancelAll() }
      return try await group.next()!
    }
  }
}
