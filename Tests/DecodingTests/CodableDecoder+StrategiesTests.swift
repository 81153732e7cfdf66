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

/// A model whose keys `.convertFromSnakeCase` reads from snake-case members.
private struct SnakeCaseRepository: Swift.Decodable {
  struct Owner: Swift.Decodable {
    let loginName: String
  }

  let fullName: String
  let createdAt: Int
  let owner: Owner?
}

/// The description of the error decoding `document` as a ``SnakeCaseRepository`` throws.
private func snakeCaseFailure(_ document: String) -> String? {
  do {
    _ = try CodableDecoder(keyDecodingStrategy: .convertFromSnakeCase).decode(
      SnakeCaseRepository.self, from: Data(document.utf8))
    return nil
  } catch let error as DecodingError {
    switch error {
    case .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      return context.debugDescription
    @unknown default:
      return nil
    }
  } catch {
    return nil
  }
}

@Suite struct CodableDecoderSnakeCaseFailureTests {
  /// A missing member is named as the document would spell it, as a bad value is.
  @Test(arguments: [
    (#"{"created_at": 1}"#, "full_name: missing key"),
    (#"{"full_name": "a/b"}"#, "created_at: missing key"),
    (#"{"full_name": "a/b", "created_at": "x"}"#, #"created_at: expected Int, found "x""#),
    (#"{"full_name": "a/b", "created_at": 1, "owner": {}}"#, "owner.login_name: missing key"),
    (
      #"{"full_name": "a/b", "created_at": 1, "owner": {"login_name": 5}}"#,
      "owner.login_name: expected String, found 5"
    ),
  ])
  func failuresUseTheDocumentsNames(_ document: String, _ message: String) {
    #expect(snakeCaseFailure(document) == message)
  }
}
