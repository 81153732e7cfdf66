import Decoding
import Foundation

/// Why a request produced no response object: every way it can fail, each with
/// what is needed to understand it and a one-glance ``description``.
///
/// `ErrorBody` is the request's ``Request/ErrorObject``, so a decoded error body
/// comes out typed:
///
/// ```swift
/// do {
///   let comment = try await client.perform(CommentRequest(id: 7))
/// } catch .unacceptableStatus(404, _, let apiError?) {
///   print(apiError.message)
/// } catch {
///   print(error)  // HTTP 500 Internal Server Error, body: <html> …
/// }
/// ```
public enum HTTPError<ErrorBody: Sendable>: Error, Sendable {
  /// The request's ``Request/build()`` threw this error, so nothing was sent.
  case invalidRequest(any Error)
  /// The request's ``Request/body`` did not encode: the encoder's error (an `EncodingError`
  /// with its coding path, for a Codable value), so nothing was sent.
  case invalidBody(any Error)
  /// No response arrived: the transport failed with this error (no connection,
  /// connection lost, TLS failure, …).
  case transport(any Error)
  /// The response was not complete within the request's timeout interval, in seconds: a
  /// deadline for the whole exchange (Docs/HTTP.md, "Timeouts and cancellation").
  case timedOut(TimeInterval)
  /// The task performing the request was cancelled.
  case cancelled
  /// The status code is outside 200...299: the code, an excerpt of the body, and the
  /// body decoded as the request's error type when it declares one and it decodes.
  case unacceptableStatus(Int, body: String, errorBody: ErrorBody?)
  /// A successful response has an empty body, but the request expects content.
  case emptyBody(status: Int)
  /// The body of a successful response is not JSON: the parser's error (with line
  /// and column), the status code and an excerpt of the body.
  case invalidJSON(JSONSyntaxError, status: Int, body: String)
  /// The JSON body of a successful response does not decode: every failure with its path.
  case decoding(DecodeError, status: Int)
}
