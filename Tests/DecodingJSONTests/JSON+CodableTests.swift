import DecodingJSON
import Foundation
import Testing

// `JSON` as a Codable value: written by `JSONEncoder` and read back by `JSONDecoder` as the
// same value, numbers without loss wherever Foundation gives them exactly.

/// A Codable model with a free-form member.
private struct Envelope: Codable, Equatable {
  let id: Int
  let metadata: JSON
}

@Suite struct JSONCodableTests {
  @Test(arguments: [
    "null", "true", #""text with \"quotes\" and é""#, "0", "-1", "9223372036854775807", "-9223372036854775808",
    "18446744073709551615", "1.5", "0.1", "-65.613616999999977", "1e300", "2.2250738585072014e-308",
    "3.141592653589793238462643383279", "123456789012345678901234567890",
    #"[1, "a", null, [true, false], {}, []]"#, #"{"a": {"b": [1, 2.5, -0.25]}, "c": null, "": "empty key"}"#,
  ])
  func roundTripsThroughJSONEncoderAndJSONDecoder(_ text: String) throws {
    let json = try JSON(parsing: text)
    let encoded = try JSONEncoder().encode(json)
    #expect(try JSONDecoder().decode(JSON.self, from: encoded) == json)
    #expect(try JSON(parsing: encoded) == json)
  }

  @Test(arguments: [
    ("0.1", "0.1"),
    ("-65.613616999999977", "-65.613616999999977"),
    ("3.141592653589793238462643383279", "3.141592653589793238462643383279"),
    ("123456789012345678901234567890", "123456789012345678901234567890"),
    ("1.50", "1.5"),
    ("18446744073709551615", "18446744073709551615"),
    ("1e2", "100"),
  ])
  func numbersAreWrittenWithEveryDigit(_ text: String, _ written: String) throws {
    let encoded = try JSONEncoder().encode(JSON(parsing: text))
    #expect(String(decoding: encoded, as: UTF8.self) == written)
  }

  @Test(arguments: [
    ("18446744073709551615", "18446744073709551615"),
    ("123456789012345678901234567890", "123456789012345678901234567890"),
    ("0.1", "0.1"),
    ("-65.613616999999977", "-65.613616999999977"),
    ("3.141592653589793238462643383279", "3.141592653589793238462643383279"),
    ("1e300", "1e+300"),
  ])
  func numbersFromJSONDecoderKeepTheDigitsItGives(_ text: String, _ kept: String) throws {
    let json = try JSONDecoder().decode(JSON.self, from: Data(text.utf8))
    #expect(json.numberValue?.text == kept)
    #expect(json == (try JSON(parsing: text)))
  }

  @Test func aCodableModelHoldsAFreeFormMember() throws {
    let text = #"{"id": 7, "metadata": {"source": "import", "tags": ["a", "b"], "score": 0.5, "extra": null}}"#
    let envelope = try JSONDecoder().decode(Envelope.self, from: Data(text.utf8))
    #expect(envelope.metadata == ["source": "import", "tags": ["a", "b"], "score": 0.5, "extra": nil])
    let again = try JSONDecoder().decode(Envelope.self, from: JSONEncoder().encode(envelope))
    #expect(again == envelope)
  }

  @Test func otherDecodersWork() throws {
    let json: JSON = ["name": "plist", "values": [1, 2.5, true, "x"], "nested": ["deep": 12.75]]
    let encoded = try PropertyListEncoder().encode(json)
    #expect(try PropertyListDecoder().decode(JSON.self, from: encoded) == json)
  }
}
