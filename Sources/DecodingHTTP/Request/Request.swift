import Decoding
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An HTTP request that knows what its response decodes to, as in thoughtbot's Swish.
///
/// A request builds its `URLRequest` and declares its ``ResponseObject``. When the
/// response object is an Argo-style `Decodable` type, that is all:
///
/// ```swift
/// struct CommentRequest: Request {
///   typealias ResponseObject = Comment
///   let id: Int
///
///   func build() -> URLRequest {
///     URLRequest(url: URL(string: "https://example.com/api/comment/\(id)")!)
///   }
/// }
/// ```
///
/// With a pipeline decoder, give it as ``decodeResponse``:
/// `let decodeResponse: DecodeFunction<User> = decodeUser`. Override ``parse(_:)``
/// when the object is not the whole body (the first element of an array, the value
/// under a root key), ``emptyResponse`` when an empty body means something,
/// and declare an ``ErrorObject`` to have error bodies of failed responses decoded.
/// A request that sends JSON gives it as its ``body``: `var body: RequestBody? { .codable(comment) }`.
/// ``APIClient`` performs requests.
public protocol Request: Sendable {
  /// What a successful response decodes to; ``NoContent`` for a response with nothing in it.
  associatedtype ResponseObject: Sendable

  /// What the body of a response with a status outside 200...299 decodes to;
  /// `Never` (the default) when the API's error bodies are not decoded.
  associatedtype ErrorObject: Sendable = Never

  /// The `URLRequest` to send; a thrown error fails the request with ``HTTPError/invalidRequest(_:)``.
  func build() throws -> URLRequest

  /// What the request sends as its body, with its content type; by default `nil`, and the
  /// body is whatever ``build()`` put in the `URLRequest`.
  ///
  /// ``APIClient`` encodes it after ``build()`` (see ``urlRequest()``): it replaces the
  /// `URLRequest`'s body and sets `Content-Type`, unless ``build()`` set that header.
  var body: RequestBody? { get }

  /// Decodes one ``ResponseObject``; by default `ResponseObject.decode` for a `Decodable` type.
  var decodeResponse: DecodeFunction<ResponseObject> { get }

  /// Turns the JSON body of a successful response into the response object.
  ///
  /// By default this is ``decodeResponse`` applied to the whole body. Override
  /// it when the object sits elsewhere in the body, for example under a root key or
  /// as the first element of an array.
  func parse(_ json: JSON) -> Decoded<ResponseObject>

  /// The response object for a successful response whose body is empty (a 204), or
  /// `nil` when an empty body is an error; by default `nil`, and ``NoContent``
  /// for ``NoContent`` requests.
  var emptyResponse: ResponseObject? { get }

  /// Decodes the body of a response whose status is outside 200...299; by default
  /// `ErrorObject.decode` for a `Decodable` error type, `nil` otherwise.
  var decodeErrorBody: DecodeFunction<ErrorObject>? { get }
}
