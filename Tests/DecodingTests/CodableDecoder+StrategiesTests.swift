import Foundation
import Testing

@testable import Decoding

/// Collects the names a keyed container offers, to see how `JSONDecoder` converts them.
private struct ConvertedNames: Swift.Decodable {
  let names: [String]

  init(from decoder: any Decoder) throws {
    names = try decoder.container(keyedBy: JSONCodingKey.self).allKeys.map(\.stringValue)
  }
}

@Suite struct CodableDecoderStrategiesTests {
  @Test(arguments: [
    ("one_two_three", "oneTwoThree"), ("_one_two_", "_oneTwo_"), ("__private", "__private"), ("already", "already"),
    ("alreadyCamel", "alreadyCamel"), ("USER_ID", "userId"), ("user__id", "userId"), ("a_b", "aB"), ("_", "_"),
    ("", ""), ("version_2_name", "version2Name"), ("é_à", "éÀ"),
  ])
  func snakeCaseConvertsAsJSONDecoderDoes(_ name: String, _ converted: String) throws {
    #expect(CodableDecoder.KeyDecodingStrategy.camelCase(fromSnakeCase: name) == converted)
    let foundation = JSONDecoder()
    foundation.keyDecodingStrategy = .convertFromSnakeCase
    let data = try JSONEncoder().encode([name: 1])
    #expect(try foundation.decode(ConvertedNames.self, from: data).names == [converted])
    let ours = CodableDecoder(keyDecodingStrategy: .convertFromSnakeCase)
    #expect(try ours.decode(ConvertedNames.self, from: data).names == [converted])
  }
}
