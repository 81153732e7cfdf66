import Decoding
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension Request {
  /// The `URLRequest` that ``APIClient`` sends: ``build()``'s, with ``body`` encoded into it.
  ///
  /// When the request has a ``body``, its bytes replace the `URLRequest`'s body and its
  /// content type is set as `Content-Type`, unless ``build()`` set that header itself (yours
  /// wins). Call it to see, or test, exactly what a request sends, with no client.
  ///
  /// Throws ``HTTPError/invalidRequest(_:)`` when ``build()`` throws and
  /// ``HTTPError/invalidBody(_:)`` when the body does not encode.
  public func urlRequest() throws -> URLRequest {
    try preparedURLRequest()
  }

  /// ``urlRequest()``, throwing exactly an ``HTTPError``.
  func preparedURLRequest() throws(HTTPError<ErrorObject>) -> URLRequest {
    var request: URLRequest
    do {
      request = try build()
    } catch {
      throw .invalidRequest(error)
    }
    guard let body else { return request }
    do {
      request.httpBody = try body.encoded()
    } catch {
      throw .invalidBody(error)
    }
    if request.value(forHTTPHeaderField: "Content-Type") == nil {
      request.setValue(body.contentType, forHTTPHeaderField: "Content-Type")
    }
    return request
  }
}
