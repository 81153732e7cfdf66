#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension URL: Decodable {
  /// Decodes a string that `URL(string:)` accepts, absolute or relative.
  @inlinable
  public static func decode(_ json: JSON) -> Decoded<URL> {
    if case .string(let text) = json, let url = URL(string: text) { return .success(url) }
    return .typeMismatch(expected: "URL", actual: json)
  }
}
