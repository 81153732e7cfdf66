import DecodingTestSupport
import Foundation
import Testing

@testable import Decoding

@Suite struct URLDecodableTests {
  @Test(
    arguments: [
      DecodeCase(URL.self, #""http://example.com""#, "success(http://example.com)"),
      DecodeCase(URL.self, #""https://example.com/a?b=c#d""#, "success(https://example.com/a?b=c#d)"),
      DecodeCase(URL.self, #""relative/path""#, "success(relative/path)"),
      DecodeCase(URL.self, #""""#, #"failure(expected URL, found "")"#),
      DecodeCase(URL.self, #""http://[::1""#, #"failure(expected URL, found "http://[::1")"#),
      DecodeCase(URL.self, "5", "failure(expected URL, found 5)"),
      DecodeCase(URL.self, "null", "failure(expected URL, found null)"),
    ]
  )
  func decodes(_ row: DecodeCase) throws {
    let outcome = try row.outcome()
    #expect(outcome == row.expected)
  }

  @Test func argoURLFixtureIsNotValidJSON() throws {
    // argo-fixtures/url.json has a trailing comma; it must be reported, not decoded.
    let data = try TestSupport.data("Argo/url.json")
    let url: Decoded<URL> = decode(parsing: data).flatMap { (json: JSON) in json <| "url" }
    #expect(url.error?.syntaxError?.line == 3)
    #expect(url.error?.syntaxError?.column == 1)
    #expect(
      url.description == #"failure(invalid JSON: line 3, column 1: expected '"' to start an object key, found '}')"#)
    let fixed = try JSON(parsing: String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\",", with: "\""))
    #expect((fixed <| "url") == .success(URL(string: "http://example.com")!))
  }
}
