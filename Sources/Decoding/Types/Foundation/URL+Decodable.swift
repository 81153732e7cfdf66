import Foundation

// `decode` is disfavored: Argo 4 did not conform this type, so an app's module may declare
// its own `decode` for it, and code that imports both calls that one, as it did with Argo.
extension URL: Decodable {
  /// Decodes a URL, absolute (`https://example.com/a`) or relative (`/a`, `a?b=1`).
  ///
  /// The text must already be a valid URI reference (RFC 3986): a space, a
  /// non-ASCII character or a broken `%` escape is a failure, `expected URL, found
  /// "a b"`, rather than something `URL(string:)` percent-encodes silently on some
  /// platforms. The empty string is not a URL.
  @inlinable
  @_disfavoredOverload
  public static func decode(_ json: JSON) -> Decoded<URL> {
    if case .string(let text) = json, let url = URL(uriReference: text) { return .success(url) }
    return .typeMismatch(expected: "URL", actual: json)
  }

  /// The URL `text` denotes when it is a valid RFC 3986 URI reference, otherwise `nil`.
  @usableFromInline
  package init?(uriReference text: String, relativeTo base: URL? = nil) {
    guard !text.isEmpty, URL.isURIReferenceText(text), let url = URL(string: text, relativeTo: base) else {
      return nil
    }
    self = url
  }

  /// Whether every character of `text` may appear in a URI reference and every `%`
  /// starts a two-digit hex escape. The structure itself is left to `URL(string:)`.
  static func isURIReferenceText(_ text: String) -> Bool {
    var utf8 = text.utf8.makeIterator()
    while let byte = utf8.next() {
      switch byte {
      case UInt8(ascii: "%"):
        guard let high = utf8.next(), let low = utf8.next(), isHexDigit(high), isHexDigit(low) else { return false }
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        continue
      default:
        // Unreserved punctuation, gen-delims and sub-delims.
        guard "-._~:/?#[]@!$&'()*+,;=".utf8.contains(byte) else { return false }
      }
    }
    return true
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
      UInt8(ascii: "A")...UInt8(ascii: "F"):
      return true
    default:
      return false
    }
  }
}
