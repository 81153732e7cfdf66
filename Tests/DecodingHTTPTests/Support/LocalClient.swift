import DecodingHTTP
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension APIClient {
  /// A client over a real `URLSession`, for talking to a ``TestHTTPServer``.
  static let local = APIClient(transport: URLSessionTransport(session: URLSession(configuration: .ephemeral)))
}
