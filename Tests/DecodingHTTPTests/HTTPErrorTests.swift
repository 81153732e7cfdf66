import Decoding
import DecodingHTTP
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct HTTPErrorTests {
  struct NoBaseURL: Error, CustomStringConvertible {
    var description: String { "no base URL configured" }
  }

  static let syntaxError = JSONSyntaxError(offset: 0, line: 1, column: 1, message: "expected a value, found '<'")

  @Test(arguments: [
    (HTTPError<APIError>.invalidRequest(NoBaseURL()), "could not build the request: no base URL configured"),
    (.invalidBody(NoBaseURL()), "could not encode the request body: no base URL configured"),
    (
      .invalidBody(
        EncodingError.invalidValue(
          Double.nan,
          EncodingError.Context(codingPath: [], debugDescription: "Unable to encode Double.nan directly in JSON."))),
      "could not encode the request body: Unable to encode Double.nan directly in JSON."
    ),
    (.timedOut(0.4), "the request timed out: no response within 0.4 s"),
    (.timedOut(60), "the request timed out: no response within 60 s"),
    (.cancelled, "the request was cancelled"),
    (
      .unacceptableStatus(404, body: #"{"message": "gone"}"#, errorBody: APIError(message: "gone")),
      #"HTTP 404 Not Found: APIError(message: "gone"); body: {"message": "gone"}"#
    ),
    (.unacceptableStatus(401, body: "denied", errorBody: nil), "HTTP 401 Unauthorized, body: denied"),
    (.unacceptableStatus(500, body: "", errorBody: nil), "HTTP 500 Internal Server Error, empty body"),
    (.emptyBody(status: 200), "the body of HTTP 200 OK is empty, but the request expects JSON"),
    (
      .invalidJSON(syntaxError, status: 200, body: "<html>"),
      "the body of HTTP 200 OK is not valid JSON: line 1, column 1: expected a value, found '<'; body: <html>"
    ),
    (
      .decoding(DecodeError(.missingKey("text"), at: ["comments", 0, "text"]), status: 201),
      "the body of HTTP 201 Created does not decode: comments[0].text: missing key"
    ),
    (
      .decoding(.multiple([.missingKey("id"), .typeMismatch(expected: "String", actual: "42")]), status: 200),
      "the body of HTTP 200 OK does not decode:\n  id: missing key\n  expected String, found 42"
    ),
  ])
  func describesEveryCase(error: HTTPError<APIError>, description: String) {
    #expect(error.description == description)
  }

  @Test func transportErrorsUseTheUnderlyingMessage() {
    let underlying = URLError(
      .cannotConnectToHost, userInfo: [NSLocalizedDescriptionKey: "Failed to connect to 127.0.0.1 port 9"])
    let error = HTTPError<Never>.transport(underlying)
    #expect(error.description == "the request failed before a response arrived: Failed to connect to 127.0.0.1 port 9")
  }
}
