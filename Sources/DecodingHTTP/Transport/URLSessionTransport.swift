import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The ``HTTPTransport`` that sends requests with a `URLSession`.
public struct URLSessionTransport: HTTPTransport {
  /// The session requests are sent with.
  public let session: URLSession

  /// Creates a transport over `session`; `URLSession.shared` by default.
  public init(session: URLSession = .shared) {
    self.session = session
  }

  /// Sends `request` with the session; the request's `timeoutInterval` bounds the wait.
  ///
  /// Throws the session's `URLError` when no response arrived (`.timedOut` for a
  /// timeout), and `URLError(.badServerResponse)` when the response is not HTTP.
  public func send(_ request: URLRequest) async throws -> HTTPResponse {
    #if canImport(FoundationNetworking)
      // swift-corelibs-foundation truncates a request's timeout to whole seconds
      // (`Int(timeoutInterval) * 1000` ms), so 0.4 s times out at once, without
      // sending anything, and 1.5 s after 1 s. A fractional timeout is therefore
      // rounded up for the session and enforced here to the millisecond.
      let timeout = request.timeoutInterval
      if timeout.isFinite, timeout > 0, timeout != timeout.rounded(.up) {
        var rounded = request
        rounded.timeoutInterval = timeout.rounded(.up)
        return try await Self.racing(timeout) { [rounded] in try await receive(rounded) }
      }
    #endif
    return try await receive(request)
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

  /// The outcome of `operation`, or `URLError(.timedOut)` when it takes longer than `seconds`
  /// (the operation is then cancelled).
  private static func racing(
    _ seconds: TimeInterval,
    _ operation: @escaping @Sendable () async throws -> HTTPResponse
  ) async throws -> HTTPResponse {
    try await withThrowingTaskGroup(of: HTTPResponse.self) { group in
      group.addTask(operation: operation)
      group.addTask {
        try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
        throw URLError(.timedOut)
      }
      defer { group.cancelAll() }
      return try await group.next()!
    }
  }
}
