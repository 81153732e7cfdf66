#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
