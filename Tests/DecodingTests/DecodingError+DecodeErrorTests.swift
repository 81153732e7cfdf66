import Foundation
import Testing

@testable import Decoding

// A `DecodeError` as the `DecodingError` a Codable caller expects: the first failure picks
// the case and the coding path, the description lists them all.

@Suite struct DecodingErrorFromDecodeErrorTests {
  @Test(arguments: [
    (DecodeError(.typeMismatch(expected: "Int", actual: "\"7\""), at: ["id"]), "typeMismatch(Int) at [base, id]"),
    (
      DecodeError(.typeMismatch(expected: "String", actual: "null"), at: ["name"]),
      "valueNotFound(String) at [base, name]"
    ),
    (
      DecodeError(.typeMismatch(expected: "object", actual: "5"), at: []),
      "typeMismatch(Dictionary<String, Any>) at [base]"
    ),
    (
      DecodeError(.typeMismatch(expected: "array", actual: "null"), at: [2]),
      "valueNotFound(Array<Any>) at [base, Index 2]"
    ),
    (
      DecodeError(.typeMismatch(expected: "\"circle\" or \"square\"", actual: "\"x\""), at: ["kind"]),
      "typeMismatch(Any) at [base, kind]"
    ),
    (DecodeError.missingKey("email"), "keyNotFound(email) at [base]"),
    (DecodeError(.missingKey("email"), at: ["author", "email"]), "keyNotFound(email) at [base, author]"),
    (DecodeError.custom("too late"), "dataCorrupted at [base]"),
    (DecodeError(.custom("bad"), at: ["a", 0]), "dataCorrupted at [base, a, Index 0]"),
  ])
  func theFirstFailurePicksTheCase(_ error: DecodeError, _ expected: String) {
    let decodingError = DecodingError(error, codingPath: [JSONCodingKey(name: "base")], documentPath: ["base"])
    let summary: String
    switch decodingError {
    case .typeMismatch(let type, let context): summary = "typeMismatch(\(type)) at \(paths(context))"
    case .valueNotFound(let type, let context): summary = "valueNotFound(\(type)) at \(paths(context))"
    case .keyNotFound(let key, let context): summary = "keyNotFound(\(key.stringValue)) at \(paths(context))"
    case .dataCorrupted(let context): summary = "dataCorrupted at \(paths(context))"
    @unknown default: summary = "unknown"
    }
    #expect(summary == expected)
    #expect(decodingError.context.underlyingError as? DecodeError == error.prefixed(with: ["base"]))
    #expect(decodingError.context.debugDescription == error.prefixed(with: ["base"]).description)
  }

  private func paths(_ context: DecodingError.Context) -> String {
    "[\(context.codingPath.map(\.stringValue).joined(separator: ", "))]"
  }
}
