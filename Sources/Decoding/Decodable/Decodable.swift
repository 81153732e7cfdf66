/// A type that can be decoded from ``JSON``, Argo style.
///
/// ```swift
/// struct User: Decodable {
///   let id: Int
///   let name: String
///   let email: String?
///
///   static func decode(_ json: JSON) -> Decoded<User> {
///     curry(User.init)
///       <^> json <| "id"
///       <*> json <| "name"
///       <*> json <|? "email"
///   }
/// }
/// ```
///
/// The protocol is named like Argo's on purpose, so Argo models compile unchanged.
/// In a file that imports `Decoding` it therefore shadows the standard library's
/// `Decodable`; `Codable` and `init(from decoder: Decoder)` still mean Swift's, and
/// you can always name Swift's protocol as `Swift.Decodable`.
public protocol Decodable {
  /// The type `decode(_:)` produces; `Self` unless a non-final class needs to name itself.
  associatedtype DecodedType = Self

  /// Decodes a value from `json`, or says what is wrong with it.
  static func decode(_ json: JSON) -> Decoded<DecodedType>
}
