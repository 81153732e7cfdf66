/// A ``Decodable`` type that is also `Swift.Decodable`, through its own `decode(_:)`:
/// `extension User: CodableViaDecodable {}` hands an Argo-style model to `JSONDecoder`,
/// ``CodableDecoder`` or any API that asks for `Swift.Decodable`.
///
/// Its `init(from:)` runs `decode(_:)` on the value the decoder holds: directly on the
/// ``JSON`` of Decoding's own decoder, or on a `JSON` read from any other decoder. Its
/// failures become a `DecodingError` as Codable callers expect them (`keyNotFound`,
/// `typeMismatch`, `valueNotFound` or `dataCorrupted`, for the first failure, with its
/// coding path), whose description lists every failure and whose `underlyingError` is the
/// ``DecodeError``.
///
/// It gives the decoding half of `Codable` only. A type adopts this protocol or
/// ``DecodableViaCodable``, not both: each one's `decode` would call the other.
public protocol CodableViaDecodable: Decodable, Swift.Decodable where DecodedType == Self {}

extension CodableViaDecodable {
  /// Decodes the value with ``Decodable/decode(_:)``; throws a `DecodingError` listing every failure.
  public init(from decoder: any Swift.Decoder) throws {
    if let decoder = decoder as? JSONValueDecoder, decoder.bridgedType == ObjectIdentifier(Self.self),
      decoder.path.isEmpty
    {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: [],
          debugDescription: "\(Self.self) adopts both CodableViaDecodable and DecodableViaCodable without a "
            + "decode(_:) or init(from:) of its own, so each would call the other; adopt one of them"))
    }
    self = try decoder.decode(with: { Self.decode($0) })
  }
}
