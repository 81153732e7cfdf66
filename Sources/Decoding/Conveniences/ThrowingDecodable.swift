/// A type decoded by a throwing initializer, in SwiftyJSONDecodable's style.
///
/// ```swift
/// struct Address: ThrowingDecodable {
///   let line1: String
///   let line2: String?
///
///   init(json: JSON) throws {
///     line1 = try json.decode("line1")
///     line2 = try json.decodeIfPresent("line2")
///   }
/// }
/// ```
///
/// Decode members with the key-based helpers (``JSON/decode(_:as:)``,
/// ``JSON/decodeIfPresent(_:as:)`` and their `with:` forms): each puts its key in
/// front of the path of any error thrown from inside, so nested models throw
/// errors with the full path, such as `person.address.line1: missing key`.
///
/// A throwing model is also ``Decodable``: `Address.decode` is a
/// ``DecodeFunction``, `json <| "address"` decodes one in the operator style, and
/// arrays and dictionaries of them decode like any other. A throwing initializer
/// stops at the first error, so unlike `<*>` it reports one failure at a time.
/// An error other than ``DecodeError`` thrown from `init(json:)` becomes a custom
/// failure with that error's description.
public protocol ThrowingDecodable: Decodable {
  /// Creates a value from `json`, or throws what is wrong with it (preferably a ``DecodeError``).
  init(json: JSON) throws
}

extension ThrowingDecodable where DecodedType == Self {
  /// Runs ``init(json:)``, capturing a thrown error as the failure.
  @inlinable
  public static func decode(_ json: JSON) -> Decoded<Self> {
    materialize { try Self(json: json) }
  }
}
