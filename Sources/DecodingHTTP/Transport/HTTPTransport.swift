import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends a `URLRequest` and returns what came back: the one part of ``APIClient``
/// that touches the network, so tests and apps can swap it.
///
/// ``URLSessionTransport`` is the real one. A test double answers with canned
/// responses:
///
/// ```swift
/// struct CannedTransport: HTTPTransport {
///   let response: HTTPResponse
///   func send(_ request: URLRequest) async throws -> HTTPResponse { response }
/// }
/// ```
public protocol HTTPTransport: Sendable {
  /// Sends `request` and returns the response, whatever its status code.
  ///
  /// Throw when no response arrived: `URLError(.timedOut)` for a timeout and
  /// `CancellationError` (or `URLError(.cancelled)`) for a cancelled task are
  /// reported as such by ``APIClient``; any other error as a transport failure.
  func send(_ request: URLRequest) async throws -> HTTPResponse

  /// Sends `request` and returns as soon as the response's head has arrived, with its body
  /// as an ``HTTPBodyStream`` that yields the bytes as they arrive, whatever the status code.
  ///
  /// By default the response of ``send(_:)``, whose body is then complete before it is
  /// handed on; ``URLSessionTransport`` streams. It throws as ``send(_:)`` does.
  func stream(_ request: URLRequest) async throws -> HTTPStreamedResponse
}

extension HTTPTransport {
  /// The response of ``send(_:)``, its body already complete: a transport that cannot stream still serves
  /// ``APIClient/stream(_:)``.
  public func stream(_ request: URLRequest) async throws -> HTTPStreamedResponse {
    HTTPStreamedResponse(try await send(request))
  }
}
