import DecodingTestSupport
import Testing

@testable import Decoding

@Suite struct BoolDecodableTests {
  @Test(
    arguments: [
      DecodeCase(Bool.self, "true", "success(true)"),
      DecodeCase(Bool.self, "false", "success(false)"),
      DecodeCase(Bool.self, "1", "success(true)"),
      DecodeCase(Bool.self, "0", "success(false)"),
      DecodeCase(Bool.self, "1.0", "success(true)"),
      DecodeCase(Bool.self, "-0", "success(false)"),
      DecodeCase(Bool.self, "2", "failure(expected Bool, found 2)"),
      DecodeCase(Bool.self, "-1", "failure(expected Bool, found -1)"),
      DecodeCase(Bool.self, "0.5", "failure(expected Bool, found 0.5)"),
      DecodeCase(Bool.self, "256", "failure(expected Bool, found 256)"),
      DecodeCase(Bool.self, "1e400", "failure(expected Bool, found 1e400)"),
      DecodeCase(Bool.self, #""true""#, #"failure(expected Bool, found "true")"#),
      DecodeCase(Bool.self, "null", "failure(expected Bool, found null)"),
    ]
  )
  func decodes(_ row: DecodeCase) throws {
    let outcome = try row.outcome()
    #expect(outcome == row.expected)
  }

  @Test func argoBooleansFixture() throws {
    let json = try TestSupport.fixture("booleans")
    let real: Decoded<Bool> = json <| "realBool"
    let number: Decoded<Bool> = json <| "numberBool"
    #expect(real == .success(true))
    #expect(number == .success(true))
  }
}
