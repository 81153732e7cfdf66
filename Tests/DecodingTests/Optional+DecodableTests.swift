import Testing

@testable import Decoding

@Suite struct OptionalDecodableTests {
  @Test(
    arguments: [
      DecodeCase(Int?.self, "null", "success(nil)"),
      DecodeCase(Int?.self, "3", "success(Optional(3))"),
      DecodeCase(Int?.self, #""3""#, #"failure(expected Int, found "3")"#),
      DecodeCase([Int?].self, "[1, null, 3]", "success([Optional(1), nil, Optional(3)])"),
      DecodeCase([Int?].self, #"[1, "2"]"#, #"failure([1]: expected Int, found "2")"#),
      DecodeCase([String: Int?].self, #"{"a": null}"#, #"success(["a": nil])"#),
    ]
  )
  func decodes(_ row: DecodeCase) throws {
    let outcome = try row.outcome()
    #expect(outcome == row.expected)
  }

  @Test func aRequiredMemberMayBeNullButNotMissing() {
    // `<|` with an optional type accepts null; only `<|?` also accepts a missing key.
    let json: JSON = ["email": nil]
    let email: Decoded<String?> = json <| "email"
    let phone: Decoded<String?> = json <| "phone"
    #expect(email == .success(nil))
    #expect(phone.description == "failure(phone: missing key)")
  }
}
