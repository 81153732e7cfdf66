import Decoding
import DecodingHTTP
import Foundation
import Testing

/// `Request.responseObject(from:)`: how a request judges a response, without a transport.
@Suite struct RequestResponseTests {
  static let articleJSON = #"{"id": 1, "title": "Hello", "author": {"name": "Ann"}, "tags": ["a", "b"]}"#
  static let article = Article(id: 1, title: "Hello", author: Author(name: "Ann"), tags: ["a", "b"])

  @Test func decodableResponseObjectDecodesTheWholeBody() throws {
    let object = try ArticleRequest().responseObject(from: .text(200, Self.articleJSON))
    #expect(object == Self.article)
  }

  @Test func pipelineDecoderDecodesTheWholeBody() throws {
    let object = try PersonRequest().responseObject(from: .text(201, #"{"name": "Ann", "email": null}"#))
    #expect(object == Person(name: "Ann", email: nil))
  }

  @Test func customParseTakesTheFirstElementOfAnArray() throws {
    let body = "[\(Self.articleJSON), {\"id\": 2, \"title\": \"Second\", \"author\": {\"name\": \"Bo\"}}]"
    #expect(try FirstArticleRequest().responseObject(from: .text(200, body)) == Self.article)
  }

  @Test func customParseFailsOnAnEmptyArray() {
    let error = failure(of: FirstArticleRequest(), on: .text(200, "[]"))
    #expect(error?.description == "the body of HTTP 200 OK does not decode: no articles returned")
  }

  @Test func customParseUnwrapsARootKey() throws {
    let body = #"{"person": {"name": "Ann", "email": "ann@example.com"}, "meta": {"page": 1}}"#
    let person = try WrappedPersonRequest().responseObject(from: .text(200, body))
    #expect(person == Person(name: "Ann", email: "ann@example.com"))
  }

  @Test func customParseReportsAMissingRootKey() {
    let error = failure(of: WrappedPersonRequest(), on: .text(200, #"{"name": "Ann"}"#))
    #expect(error?.description == "the body of HTTP 200 OK does not decode: person: missing key")
  }

  @Test(arguments: [
    (204, ""),
    (200, ""),
    (200, " \r\n\t"),
    (200, "{}"),
    (202, #"{"queued": true}"#),
  ])
  func noContentRequestsAcceptAnEmptyOrAnyJSONBody(status: Int, body: String) throws {
    #expect(try DeleteArticleRequest().responseObject(from: .text(status, body)) == NoContent())
  }

  @Test func noContentRequestsStillRejectABodyThatIsNotJSON() {
    let error = failure(of: DeleteArticleRequest(), on: .text(200, "deleted"))
    #expect(
      error?.description
        == "the body of HTTP 200 OK is not valid JSON: line 1, column 1: expected a value, found 'd'; body: deleted")
  }

  @Test(arguments: ["", "\n"])
  func anEmptyBodyIsAnErrorWhenContentIsExpected(body: String) {
    let error = failure(of: ArticleRequest(), on: .text(204, body))
    guard case .emptyBody(status: 204) = error else {
      Issue.record("expected emptyBody(status: 204), got \(String(describing: error))")
      return
    }
    #expect(error?.description == "the body of HTTP 204 No Content is empty, but the request expects JSON")
  }

  @Test func statusOutsideTwoHundredsIsAnErrorWithTheDecodedErrorBody() {
    let error = failure(of: ArticleRequest(), on: .text(404, #"{"message": "no article 7"}"#))
    guard case .unacceptableStatus(404, let body, let errorBody?) = error else {
      Issue.record("expected a 404 with an error body, got \(String(describing: error))")
      return
    }
    #expect(errorBody == APIError(message: "no article 7"))
    #expect(body == #"{"message": "no article 7"}"#)
  }

  @Test(arguments: [
    (
      ArticleRequest(), 404, #"{"message": "gone"}"#,
      #"HTTP 404 Not Found: APIError(message: "gone"); body: {"message": "gone"}"#
    ),
    (ArticleRequest(), 404, #"{"detail": "gone"}"#, #"HTTP 404 Not Found, body: {"detail": "gone"}"#),
    (
      ArticleRequest(), 500, "<html>\n  <body>Oops</body>\n</html>\n",
      "HTTP 500 Internal Server Error, body: <html> <body>Oops</body> </html>"
    ),
    (ArticleRequest(), 503, "", "HTTP 503 Service Unavailable, empty body"),
    (ArticleRequest(), 302, "", "HTTP 302 Found, empty body"),
    (ArticleRequest(), 199, "{}", "HTTP 199 Informational, body: {}"),
  ])
  func statusErrorsDescribeTheStatusAndTheBody(request: ArticleRequest, status: Int, body: String, expected: String) {
    let error = failure(of: request, on: .text(status, body))
    #expect(error?.description == expected)
  }

  @Test func anErrorBodyIsNotDecodedWhenTheRequestDeclaresNoErrorType() {
    let error = failure(of: PlainArticleRequest(), on: .text(400, #"{"message": "bad"}"#))
    guard case .unacceptableStatus(400, #"{"message": "bad"}"#, nil) = error else {
      Issue.record("expected a 400 without an error body, got \(String(describing: error))")
      return
    }
  }

  @Test func invalidJSONCarriesTheLineAndColumn() {
    let body = "{\n  \"id\": 1,\n  \"title\": \"Hello\"\n  \"author\": {}\n}"
    let error = failure(of: ArticleRequest(), on: .text(200, body))
    guard case .invalidJSON(let syntaxError, status: 200, _) = error else {
      Issue.record("expected invalidJSON, got \(String(describing: error))")
      return
    }
    #expect(syntaxError.line == 4)
    #expect(syntaxError.column == 3)
    #expect(
      error?.description
        == #"the body of HTTP 200 OK is not valid JSON: line 4, column 3: expected ',' or '}' after object member, found '"'; body: { "id": 1, "title": "Hello" "author": {} }"#
    )
  }

  @Test func decodeFailuresCarryEveryPath() {
    let body = #"{"id": "1", "title": "Hello", "author": {"name": 42}, "tags": ["a", 7]}"#
    let error = failure(of: ArticleRequest(), on: .text(200, body))
    guard case .decoding(let decodeError, status: 200) = error else {
      Issue.record("expected a decoding failure, got \(String(describing: error))")
      return
    }
    #expect(decodeError.failures.map(\.path.description) == ["id", "author.name", "tags[1]"])
    #expect(
      error?.description == """
        the body of HTTP 200 OK does not decode:
          id: expected Int, found "1"
          author.name: expected String, found 42
          tags[1]: expected String, found 7
        """)
  }
}
