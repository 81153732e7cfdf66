import DecodingHTTP
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A transport that answers with a closure and records what it was asked to send.
final class StubTransport: HTTPTransport, @unchecked Sendable {
  private let answer: @Sendable (URLRequest) async throws -> HTTPResponse
  private let lock = NSLock()
  private var sent: [URLRequest] = []

  /// A transport that answers every request with `answer`.
  init(_ answer: @escaping @Sendable (URLRequest) async throws -> HTTPResponse) {
    self.answer = answer
  }

  /// A transport that answers every request with `response`.
  convenience init(_ response: HTTPResponse) {
    self.init { _ in response }
  }

  /// A transport whose every send throws `error`.
  convenience init(throwing error: any Error) {
    self.init { _ in throw error }
  }

  /// The requests sent so far.
  var requests: [URLRequest] {
    lock.withLock { sent }
  }

  func send(_ request: URLRequest) async throws -> HTTPResponse {
    lock.withLock { sent.append(request) }
    return try await answer(request)
  }
}

extension HTTPResponse {
  /// A response with a UTF-8 body.
  static func text(_ status: Int, _ body: String) -> HTTPResponse {
    HTTPResponse(statusCode: status, body: Data(body.utf8))
  }
}
