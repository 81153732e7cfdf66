import Foundation

/// A response whose head has arrived and whose body is still arriving: the status code,
/// the header fields and the body as an ``HTTPBodyStream``.
public struct HTTPStreamedResponse: Sendable {
  /// The HTTP status code, such as 200 or 404.
  public var statusCode: Int
  /// The header fields as received; look them up with ``header(_:)``, which ignores case.
  public var headers: [String: String]
  /// The body, read as it arrives.
  public var body: HTTPBodyStream

  /// Creates a response, for a transport or a test.
  public init(statusCode: Int, headers: [String: String] = [:], body: HTTPBodyStream) {
    self.statusCode = statusCode
    self.headers = headers
    self.body = body
  }

  /// A streamed response whose body is `response`'s, already complete.
  public init(_ response: HTTPResponse) {
    self.init(statusCode: response.statusCode, headers: response.headers, body: HTTPBodyStream(response.body))
  }

  /// The value of the header field `name`, compared without regard to case as HTTP requires.
  public func header(_ name: String) -> String? {
    HTTPResponse(statusCode: statusCode, headers: headers).header(name)
  }
}
