import DecodingPipeline
import Foundation
import Testing

@testable import Decoding

@Suite struct URLDecodersTests {
  @Test(arguments: [
    "https://example.com/a?b=1#c", "mailto:ada@example.com", "/relative/path", "relative", "?query=1",
    "https://example.com/%C3%A4", "https://[::1]:8080/", "urn:isbn:0451450523",
  ])
  func decodesAbsoluteAndRelativeURLs(text: String) throws {
    let json: JSON = ["link": .string(text)]
    let link: URL = try json.decode("link")
    #expect(link.absoluteString == text)
  }

  @Test(arguments: [
    (JSON.string(""), #"link: expected URL, found """#),
    (JSON.string("hello world"), #"link: expected URL, found "hello world""#),
    (JSON.string("https://example.com/ä"), #"link: expected URL, found "https://example.com/ä""#),
    (JSON.string("a%zz"), #"link: expected URL, found "a%zz""#),
    (JSON.string("50%"), #"link: expected URL, found "50%""#),
    (JSON.string("http://[::1"), #"link: expected URL, found "http://[::1""#),
    (JSON.string("<https://example.com>"), #"link: expected URL, found "<https://example.com>""#),
    (JSON.number(42), "link: expected URL, found 42"),
    (JSON.null, "link: expected URL, found null"),
  ])
  func anInvalidURLFailsWithItsPath(value: JSON, message: String) {
    let json: JSON = ["link": value]
    let operatorStyle: Decoded<URL> = json <| "link"
    #expect(operatorStyle.error?.description == message)
    let error = #expect(throws: DecodeError.self) { try json.decode("link", with: url) }
    #expect(error?.description == message)
  }

  @Test(arguments: [
    ("users/1", "https://api.example.com/v1/users/1"),
    ("/status", "https://api.example.com/status"),
    ("../v2/users", "https://api.example.com/v2/users"),
    ("https://cdn.example.com/a.png", "https://cdn.example.com/a.png"),
  ])
  func resolvesRelativeReferencesAgainstABase(text: String, resolved: String) throws {
    let base = try #require(URL(string: "https://api.example.com/v1/"))
    let json: JSON = ["next": .string(text)]
    let next = try json.decode("next", with: url(relativeTo: base))
    #expect(next == URL(string: resolved))
  }

  @Test func resolvingStillRejectsInvalidText() throws {
    let base = try #require(URL(string: "https://api.example.com/v1/"))
    let json: JSON = ["next": "two words"]
    let error = #expect(throws: DecodeError.self) { try json.decode("next", with: url(relativeTo: base)) }
    #expect(error?.description == #"next: expected URL, found "two words""#)
  }

  @Test func absoluteURLRejectsARelativeReference() throws {
    let json: JSON = ["home": "https://example.com", "avatar": "/a.png"]
    #expect(try json.decode("home", with: absoluteURL).host == "example.com")
    let error = #expect(throws: DecodeError.self) { try json.decode("avatar", with: absoluteURL) }
    #expect(error?.description == #"avatar: expected absolute URL, found "/a.png""#)
  }

  @Test func checksEveryCharacterOfAURIReference() {
    #expect(URL.isURIReferenceText("azAZ09-._~:/?#[]@!$&'()*+,;=%20"))
    for invalid in [" ", "\"", "<", ">", "\\", "^", "`", "{", "|", "}", "é", "%", "%2", "%g0", "\u{7F}"] {
      #expect(!URL.isURIReferenceText("a" + invalid), "\(invalid)")
    }
  }
}
