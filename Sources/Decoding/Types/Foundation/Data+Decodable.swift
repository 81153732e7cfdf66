import Foundation

// `decode` is disfavored: Argo 4 did not conform this type, so an app's module may declare
// its own `decode` for it, and code that imports both calls that one, as it did with Argo.
extension Data: Decodable {
  /// Decodes a base64 string (RFC 4648 §4, the standard alphabet with `=` padding).
  ///
  /// Whitespace, missing padding or characters outside the alphabet fail with
  /// `expected base64 data, found …`. For the URL-safe alphabet use ``DecodingPipeline/base64URLData``.
  @_disfavoredOverload
  public static func decode(_ json: JSON) -> Decoded<Data> {
    if case .string(let text) = json, let data = Data(base64Encoded: text) { return .success(data) }
    return .typeMismatch(expected: "base64 data", actual: json)
  }

  /// Decodes base64url text (RFC 4648 §5: `-` and `_` instead of `+` and `/`,
  /// padding optional), as in JWTs and many web APIs.
  package static func decode(base64URL text: String) -> Data? {
    var standard = ""
    standard.reserveCapacity(text.utf8.count + 3)
    var padding = 0
    for scalar in text.unicodeScalars {
      switch scalar {
      case "=": padding += 1
      case _ where padding > 0: return nil
      case "-": standard.unicodeScalars.append("+")
      case "_": standard.unicodeScalars.append("/")
      case "a"..."z", "A"..."Z", "0"..."9": standard.unicodeScalars.append(scalar)
      default: return nil
      }
    }
    let remainder = standard.utf8.count % 4
    guard remainder != 1 else { return nil }
    let neededPadding = remainder == 0 ? 0 : 4 - remainder
    guard padding == 0 || padding == neededPadding else { return nil }
    standard += String(repeating: "=", count: neededPadding)
    return Data(base64Encoded: standard)
  }
}
