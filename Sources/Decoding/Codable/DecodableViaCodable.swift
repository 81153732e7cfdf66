/// A `Swift.Decodable` type that is also ``Decodable``, through its own `init(from:)`:
/// `extension Money: DecodableViaCodable {}` makes a Codable type a field of both styles,
/// `json <| "price"` and `required("price", Money.decode)`.
///
/// Its `decode(_:)` runs `init(from:)` with Decoding's own `Swift.Decoder` straight on the
/// ``JSON`` value (no text in between), with the options of ``codableDecoder``. Failures
/// come back as a ``DecodeError`` whose paths lead from the value to the failure, so that
/// the member they came from is put in front like any other failure's. Every bad element
/// of an array, set or dictionary inside it is reported; within one `init(from:)`,
/// decoding stops at the first failure, as Codable does.
///
/// For a type of another module, write `extension PersonNameComponents: @retroactive
/// DecodableViaCodable {}`, or use `codable(PersonNameComponents.self)` in a pipeline.
public protocol DecodableViaCodable: Decodable, Swift.Decodable where DecodedType == Self {
  /// The options `init(from:)` is written for, such as a date strategy; `CodableDecoder()` by default.
  static var codableDecoder: CodableDecoder { get }
}

extension DecodableViaCodable {
  /// `JSONDecoder`'s defaults: dates as seconds since 2001, data as base64, keys as they are.
  public static var codableDecoder: CodableDecoder {
    CodableDecoder()
  }

  /// Decodes the value with `init(from:)`.
  public static func decode(_ json: JSON) -> Decoded<Self> {
    codableDecoder.decoded(Self.self, from: json, bridging: ObjectIdentifier(Self.self))
  }
}
