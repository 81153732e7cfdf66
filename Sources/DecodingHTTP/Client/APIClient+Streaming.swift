import Decoding
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension APIClient {
  /// Sends `request` and returns its response as soon as the head has arrived, with the body
  /// as an ``HTTPBodyStream`` of the bytes as they arrive, for a body too large, or too slow,
  /// to wait for: JSON Lines, an export, events.
  ///
  /// ```swift
  /// let response = try await client.stream(ExportRequest())
  /// for try await byte in response.body { … }
  /// ```
  ///
  /// The request is built and its ``Request/body`` encoded as for ``perform(_:)``; its
  /// response type is not used. A status outside 200...299 throws
  /// ``HTTPError/unacceptableStatus(_:body:errorBody:)`` before any byte is handed on, with
  /// the error body (its first ``streamedErrorBodyLimit`` bytes) decoded as for
  /// ``perform(_:)``. Cancelling the calling task while the head is awaited cancels the request
  /// (``HTTPError/cancelled``); once the stream is returned, its reader decides: cancelling
  /// the reading task, or dropping the stream, cancels the transfer.
  ///
  /// Throws an ``HTTPError`` of the request's error type; reading the body throws the
  /// transport's error (a `URLError` for `URLSessionTransport`).
  public func stream<R: Request>(_ request: R) async throws -> HTTPStreamedResponse {
    try await streamedResponse(to: request)
  }

  /// How many bytes of a failed streamed response's body are read for its error: 64 KiB.
  public static let streamedErrorBodyLimit = 64 << 10

  /// ``stream(_:)``, throwing exactly an ``HTTPError``.
  func streamedResponse<R: Request>(to request: R) async throws(HTTPError<R.ErrorObject>) -> HTTPStreamedResponse {
    let urlRequest = try request.preparedURLRequest()
    let response: HTTPStreamedResponse
    do {
      response = try await transport.stream(urlRequest)
    } catch {
      throw Self.failure(error, sending: urlRequest)
    }
    guard (200...299).contains(response.statusCode) else {
      let body: Data
      do {
        body = try await response.body.collect(upTo: Self.streamedErrorBodyLimit)
      } catch {
        throw Self.failure(error, sending: urlRequest)
      }
      let complete = HTTPResponse(statusCode: response.statusCode, headers: response.headers, body: body)
      throw request.statusFailure(of: complete) ?? .unacceptableStatus(response.statusCode, body: "", errorBody: nil)
    }
    return response
  }
}
