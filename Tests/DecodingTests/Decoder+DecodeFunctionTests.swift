import DecodingPipeline
import Foundation
import Testing

@testable import Decoding

// A pipeline-style model handed to Codable APIs with a one-line `init(from:)`.

private struct Contact: Equatable {
  let name: String
  let phones: [String]
}

private let decodeContact =
  decode(Contact.init)
  |> required("name", string)
  |> optional("phones", array(string), [])

extension Contact: Swift.Decodable {
  init(from decoder: any Decoder) throws {
    self = try decoder.decode(with: decodeContact)
  }
}

@Suite struct DecoderDecodeFunctionTests {
  @Test func aPipelineDecodesForJSONDecoderAndCodableDecoder() throws {
    let data = Data(#"[{"name": "Ann", "phones": ["1"]}, {"name": "Bo"}]"#.utf8)
    let expected = [Contact(name: "Ann", phones: ["1"]), Contact(name: "Bo", phones: [])]
    #expect(try JSONDecoder().decode([Contact].self, from: data) == expected)
    #expect(try CodableDecoder().decode([Contact].self, from: data) == expected)
  }

  @Test(arguments: [
    (
      #"{"people": [{"name": "Ann"}, {"name": 2, "phones": [3]}]}"#,
      "typeMismatch at [people, Index 1, name]: people[1].name: expected String, found 2\npeople[1].phones[0]: expected String, found 3"
    ),
    (#"{"people": [{}]}"#, "keyNotFound(name) at [people, Index 0]: people[0].name: missing key"),
  ])
  func failuresCarryTheirFullPaths(_ text: String, _ expected: String) {
    struct Book: Swift.Decodable {
      let people: [Contact]
    }
    for decode in [
      { try JSONDecoder().decode(Book.self, from: Data(text.utf8)) },
      { try CodableDecoder().decode(Book.self, from: Data(text.utf8)) },
    ] {
      do {
        _ = try decode()
        Issue.record("no error")
      } catch let DecodingError.typeMismatch(_, context) {
        #expect(
          "typeMismatch at [\(context.codingPath.map(\.stringValue).joined(separator: ", "))]: \(context.debugDescription)"
            == expected)
      } catch let DecodingError.keyNotFound(key, context) {
        #expect(
          "keyNotFound(\(key.stringValue)) at [\(context.codingPath.map(\.stringValue).joined(separator: ", "))]: \(context.debugDescription)"
            == expected)
      } catch {
        Issue.record("unexpected \(error)")
      }
    }
  }
}
