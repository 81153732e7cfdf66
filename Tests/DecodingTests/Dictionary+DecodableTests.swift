import DecodingTestSupport
import Testing

@testable import Decoding

@Suite struct DictionaryDecodableTests {
  @Test(
    arguments: [
      DecodeCase([String: String].self, #"{"foo": "bar"}"#, #"success(["foo": "bar"])"#),
      DecodeCase([String: Int].self, "{}", "success([:])"),
      DecodeCase([String: Int].self, "[1]", "failure(expected object, found [1])"),
      DecodeCase([String: Int].self, "null", "failure(expected object, found null)"),
      DecodeCase(
        [String: Int].self, #"{"c": "3", "b": 2, "a": "1", "next-page": null}"#,
        "failure(c: expected Int, found \"3\"\na: expected Int, found \"1\"\n[\"next-page\"]: expected Int, found null)"
      ),
      DecodeCase(
        [String: [Int]].self, #"{"odd": [1, "3"], "even": [2, "4"]}"#,
        "failure(odd[1]: expected Int, found \"3\"\neven[1]: expected Int, found \"4\")"),
      // Two keys of the document, one key of a Swift dictionary: said, not merged.
      DecodeCase(
        [String: Int].self, "{\"\u{E9}\": 1, \"e\u{301}\": 2}",
        "failure([\"e\u{301}\"]: key is canonically equivalent to the earlier key \"\u{E9}\", and a Swift dictionary would merge them)"
      ),
      DecodeCase(
        [String: Int].self, #"{"K": 1, "\u212A": 2, "k": 3}"#,
        "failure([\"\u{212A}\"]: key is canonically equivalent to the earlier key \"K\", and a Swift dictionary would merge them)"
      ),
    ]
  )
  func decodes(_ row: DecodeCase) throws {
    let outcome = try row.outcome()
    #expect(outcome == row.expected)
  }

  @Test func failuresComeInDocumentOrder() throws {
    let json = try JSON(parsing: #"{"zeta": 0, "alpha": 0, "mu": 0, "beta": "ok"}"#)
    let error = [String: String].decode(json).error
    #expect(error?.failures.map(\.path.description) == ["zeta", "alpha", "mu"])
  }

  @Test func decodeObjectIsArgosSpelling() throws {
    let json = try TestSupport.fixture("types")
    let dict: Decoded<[String: String]> = json <| "dict" >>- { decodeObject($0) }
    #expect(dict == .success(["foo": "bar"]))
  }
}
