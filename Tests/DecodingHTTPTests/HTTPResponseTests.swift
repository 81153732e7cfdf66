import DecodingHTTP
import Foundation
import Testing

@Suite struct HTTPResponseTests {
  @Test(arguments: ["Content-Type", "content-type", "CONTENT-TYPE"])
  func headersAreLookedUpWithoutRegardToCase(name: String) {
    let response = HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"])
    #expect(response.header(name) == "application/json")
    #expect(response.header("Content-Length") == nil)
  }

  @Test(arguments: [
    ("", true),
    (" \t\r\n", true),
    ("{}", false),
    (" 0 ", false),
    ("\u{0B}", false),
  ])
  func bodyIsEmptyWhenItHoldsOnlyJSONWhitespace(body: String, isEmpty: Bool) {
    #expect(HTTPResponse.text(200, body).isBodyEmpty == isEmpty)
  }

  @Test(arguments: [
    ("", ""),
    (#"{"a": 1}"#, #"{"a": 1}"#),
    ("\n\n  <html>\n\t<body>Oops</body>\n</html>\n", "<html> <body>Oops</body> </html>"),
    ("é😀 ok", "é😀 ok"),
  ])
  func bodyExcerptCollapsesWhitespace(body: String, excerpt: String) {
    #expect(HTTPResponse.text(500, body).bodyExcerpt == excerpt)
  }

  @Test func bodyExcerptIsCutWithAnEllipsis() {
    let response = HTTPResponse.text(500, String(repeating: "ab ", count: 500))
    let excerpt = response.bodyExcerpt
    #expect(excerpt.count == HTTPResponse.excerptLength + 1)
    #expect(excerpt.hasPrefix("ab ab "))
    #expect(excerpt.hasSuffix("…"))
  }

  @Test func bodyExcerptOfExactlyTheLimitIsNotCut() {
    let text = String(repeating: "x", count: HTTPResponse.excerptLength)
    #expect(HTTPResponse.text(500, text).bodyExcerpt == text)
  }

  @Test func bodyExcerptShowsBytesThatAreNotUTF8AsReplacementCharacters() {
    let response = HTTPResponse(statusCode: 500, body: Data([0x6F, 0x6B, 0xFF, 0x21]))
    #expect(response.bodyExcerpt == "ok\u{FFFD}!")
  }
}
