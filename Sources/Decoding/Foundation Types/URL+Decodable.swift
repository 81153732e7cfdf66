#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension URL: Decodable {
  /// Decodes a URL, absolute (`https://example.com/a`) or relative (`/a`, `a?b=1`).
  ///
  /// The text must already be a valid URI reference (RFC 3986): a space, a
  /// non-ASCII character or a broken `%` escape is a failure, `expected URL, found
  /// "a b"`, rather than something `URL(string:)` percent-encodes silently on some
  /// platforms. The empty string is not a URL.
  @inlinable
  public static func decode(_ json: JSON) -> Decoded<URL> {
    if case .string(let text) = json, let url = URL(uriReference: text) { return .success(url) }
    return .typeMismatch(expected: "URL", actual: json)
  }

  /// The URL `text` denotes when it is a valid RFC 3986 URI reference, otherwise `nil`.
  @usableFromInline
  init?(uriReference text: String, relativeTo base: URL? = nil) {
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

/// A decoder for URLs, absolute or relative: `URL`'s own decoder as a value,
/// for the pipeline (`required("homepage", url)`).
public let url: DecodeFunction<URL> = { URL.decode($0) }

/// A decoder for URLs that resolves a relative reference against `base`:
/// with base `https://api.example.com/v1/`, `"users/1"` gives
/// `https://api.example.com/v1/users/1`; an absolute URL is kept as it is.
///
/// The result is absolute (`absoluteURL`), so it compares equal to the same URL
/// written out in full.
public func url(relativeTo base: URL) -> DecodeFunction<URL> {
  { json in
    if case .string(let text) = json, let url = URL(uriReference: text, relativeTo: base) {
      return .success(url.absoluteURL)
    }
    return .typeMismatch(expected: "URL", actual: json)
  }
}

/// A decoder for absolute URLs only (with a scheme, such as `https:` or `mailto:`);
/// a relative reference fails with `expected absolute URL, found "/a"`.
public let absoluteURL: DecodeFunction<URL> = { json in
  if case .string(let text) = json, let url = URL(uriReference: text), url.scheme != nil { return .success(url) }
  return .typeMismatch(expected: "absolute URL", actual: json)
}
