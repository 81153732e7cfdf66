import Decoding

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// Decoders for the Foundation types that `Decoding` makes `Decodable`, as values for
// pipelines (`required("homepage", url)`), and the variants a type's own `decode` cannot
// express: a date format, a base URL, only absolute URLs, base64url.

/// A decoder for URLs, absolute or relative: `URL`'s own decoder as a value,
/// for the pipeline (`required("homepage", url)`).
public let url: DecodeFunction<URL> = { URL.decode($0) }

// Disfavored: an unlabeled `url` is the decoder above, and as a second candidate for every
// `url` of a wide model, this function cost decoding-gen's 90-field repository pipeline
// (Tests/GeneratedModels/Pipeline/GitHub/Repository.swift) 1,784 ms of type-checking instead
// of 135 ms (`swiftc -typecheck -Xfrontend -warn-long-expression-type-checking=20`).

/// A decoder for URLs that resolves a relative reference against `base`:
/// with base `https://api.example.com/v1/`, `"users/1"` gives
/// `https://api.example.com/v1/users/1`; an absolute URL is kept as it is.
///
/// The result is absolute (`absoluteURL`), so it compares equal to the same URL
/// written out in full.
@_disfavoredOverload
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

/// A decoder for UUID strings, `UUID`'s own decoder as a value: `required("id", uuid)`.
public let uuid: DecodeFunction<UUID> = { UUID.decode($0) }

/// A decoder for standard base64 strings, `Data`'s own decoder as a value: `required("thumbnail", base64Data)`.
public let base64Data: DecodeFunction<Data> = { Data.decode($0) }

/// A decoder for base64url strings (`-` and `_`, padding optional): `required("signature", base64URLData)`.
public let base64URLData: DecodeFunction<Data> = { json in
  if case .string(let text) = json, let data = Data.decode(base64URL: text) { return .success(data) }
  return .typeMismatch(expected: "base64url data", actual: json)
}

/// A decoder for exact decimal numbers (and numeric strings), `Decimal`'s own decoder
/// as a value: `required("price", decimal)`.
public let decimal: DecodeFunction<Decimal> = { Decimal.decode($0) }

/// A decoder for dates written the way `strategy` says: `required("created_at", date(.iso8601))`,
/// `try json.decode("updated", with: date(.secondsSince1970))`.
///
/// Where a local variable named `date` hides this function, write `DecodingPipeline.date(…)`.
public func date(_ strategy: DateDecodingStrategy) -> DecodeFunction<Date> {
  strategy.decode
}
