import Decoding
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension HTTPError: CustomStringConvertible {
  /// What went wrong, in a line a person can act on; a decoding failure adds one line per failure.
  ///
  /// ```text
  /// HTTP 404 Not Found: APIError(message: "no comment 7"); body: {"message": "no comment 7"}
  /// HTTP 500 Internal Server Error, body: <html> <body>Oops</body> </html>
  /// the body of HTTP 200 OK is not valid JSON: line 1, column 1: expected a value, found '<'; body: <html>
  /// the body of HTTP 200 OK does not decode: commentText: missing key
  /// the request timed out: no response within 0.4 s
  /// ```
  public var description: String {
    switch self {
    case .invalidRequest(let error):
      return "could not build the request: \(error)"
    case .invalidBody(let error):
      return "could not encode the request body: \(Self.encodingFailure(error))"
    case .transport(let error):
      return "the request failed before a response arrived: \(error.localizedDescription)"
    case .timedOut(let interval):
      return "the request timed out: no response within \(Self.seconds(interval))"
    case .cancelled:
      return "the request was cancelled"
    case .unacceptableStatus(let status, let body, let errorBody):
      let bodyText = body.isEmpty ? "empty body" : "body: \(body)"
      if let errorBody {
        return "\(Self.status(status)): \(errorBody); \(bodyText)"
      }
      return "\(Self.status(status)), \(bodyText)"
    case .emptyBody(let status):
      return "the body of \(Self.status(status)) is empty, but the request expects JSON"
    case .invalidJSON(let error, let status, let body):
      return "the body of \(Self.status(status)) is not valid JSON: \(error); body: \(body)"
    case .decoding(let error, let status):
      let failures = error.failures.map(\.description)
      let list = failures.count == 1 ? " " + failures[0] : failures.map { "\n  " + $0 }.joined()
      return "the body of \(Self.status(status)) does not decode:" + list
    }
  }

  /// `stats.mean: Unable to encode Double.nan directly in JSON.`: an `EncodingError`'s coding
  /// path as a path, then its reason; any other error as it describes itself.
  private static func encodingFailure(_ error: any Error) -> String {
    guard case .invalidValue(_, let context) = error as? EncodingError else { return "\(error)" }
    let path = JSONPath(
      context.codingPath.map { key -> JSONPath.Component in
        // Array positions are keys such as `Index 2`, as JSONEncoder and CodableEncoder name them.
        if let index = key.intValue, key.stringValue == "Index \(index)" { return .index(index) }
        return .key(key.stringValue)
      })
    return path.isRoot ? context.debugDescription : "\(path): \(context.debugDescription)"
  }

  /// `HTTP 404 Not Found`.
  private static func status(_ code: Int) -> String {
    "HTTP \(code) \(HTTPURLResponse.localizedString(forStatusCode: code))"
  }

  /// `0.4 s`, `60 s`.
  private static func seconds(_ interval: TimeInterval) -> String {
    let whole = interval.rounded()
    if whole == interval, abs(whole) < 1e9 { return "\(Int(whole)) s" }
    return "\(interval) s"
  }
}
