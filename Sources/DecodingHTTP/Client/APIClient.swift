import Decoding
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Performs ``Request``s: builds the `URLRequest`, sends it with its
/// ``HTTPTransport``, checks the status code and decodes the body.
///
/// ```swift
/// let client = APIClient()
/// let comment = try await client.perform(CommentRequest(id: 1))
/// ```
///
/// Every failure is an ``HTTPError`` of the request's error type; see
/// ``Request/responseObject(from:)`` for how a response is judged.
public struct APIClient: Sendable {
  /// What sends requests; ``URLSessionTransport`` unless you pass another.
  public var transport: any HTTPTransport

  /// Creates a client that sends requests with `transport`.
  public init(transport: any HTTPTransport = URLSessionTransport()) {
    self.transport = transport
  }

  /// Performs `request` and returns its response object.
  ///
  /// Cancelling the calling task cancels the request, which then fails with
  /// ``HTTPError/cancelled``. Throws an ``HTTPError`` of the request's error type.
  public func perform<R: Request>(_ request: R) async throws -> R.ResponseObject {
    try await response(to: request)
  }

  /// ``perform(_:)``, throwing exactly an ``HTTPError``.
  func response<R: Request>(to request: R) async throws(HTTPError<R.ErrorObject>) -> R.ResponseObject {
    let urlRequest = try request.preparedURLRequest()
    let response: HTTPResponse
    do {
      response = try await transport.send(urlRequest)
    } catch {
      throw Self.failure(error, sending: urlRequest)
    }
    return try request.decodedResponse(from: response)
  }

  /// Performs `request` and calls `completion` with the response object or the error.
  ///
  /// `completion` runs on a background task, not on the main thread. Cancel the
  /// returned task to cancel the request; `completion` then gets ``HTTPError/cancelled``.
  @discardableResult
  public func perform<R: Request>(
    _ request: R,
    completion: @escaping @Sendable (Swift.Result<R.ResponseObject, HTTPError<R.ErrorObject>>) -> Void
  ) -> Task<Void, Never> {
    Task {
      do throws(HTTPError<R.ErrorObject>) {
        completion(.success(try await response(to: request)))
      } catch {
        completion(.failure(error))
      }
    }
  }

  /// The error to report for a transport that threw `error`.
  static func failure<ErrorBody>(_ error: any Error, sending request: URLRequest) -> HTTPError<ErrorBody> {
    if error is CancellationError { return .cancelled }
    if let error = error as? URLError {
      switch error.code {
      case .cancelled: return .cancelled
      case .timedOut: return .timedOut(request.timeoutInterval)
      default: break
      }
    }
    if Task.isCancelled { return .cancelled }
    return .transport(error)
  }
}
