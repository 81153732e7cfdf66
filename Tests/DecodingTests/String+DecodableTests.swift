import Testing

@testable import Decoding

@Suite struct StringDecodableTests {
  @Test(
    arguments: [
      DecodeCase(String.self, #""Cool User""#, "success(Cool User)"),
      DecodeCase(String.self, #""""#, "success()"),
      DecodeCase(String.self, #""caf\u00e9 \ud83d\ude00""#, "success(café 😀)"),
      DecodeCase(String.self, "42", "failure(expected String, found 42)"),
      DecodeCase(String.self, "true", "failure(expected String, found true)"),
      DecodeCase(String.self, "null", "failure(expected String, found null)"),
      DecodeCase(String.self, #"["a"]"#, #"failure(expected String, found ["a"])"#),
      DecodeCase(String.self, #"{"b": 1, "a": 2}"#, #"failure(expected String, found {"a": 2, "b": 1})"#),
    ]
  )
  func decodes(_ row: DecodeCase) throws {
    let outcome = try row.outcome()
    #expect(outcome == row.expected)
  }

  @Test func aLongValueIsShownAsAShortExcerpt() {
    let json = JSON.array((1...100).map { JSON.number(JSONNumber($0)) })
    let message = String.decode(json).error?.description ?? ""
    #expect(message.hasPrefix("expected String, found [1, 2, 3, "))
    #expect(message.hasSuffix(", … 78 more]"))
    #expect(message.count < 120)
  }
}
