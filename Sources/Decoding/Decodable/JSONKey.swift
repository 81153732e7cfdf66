/// What the decode operators look up in an object: a `String` names one member,
/// a `[String]` walks a key path (`["user", "name"]`).
///
/// The operators take any `JSONKey` through one generic parameter instead of
/// one overload per kind of key: each overload multiplies the work the type
/// checker does on a long `<^> … <*> …` expression, and one generic keeps a
/// 20-field decode fast to compile.
public protocol JSONKey: Sendable {
  /// Decodes the value this key names in `json` with `decode`; failures carry the path.
  func decodeValue<A>(in json: JSON, with decode: (JSON) -> Decoded<A>) -> Decoded<A>

  /// Like ``decodeValue(in:with:)``, but a missing or `null` value gives `nil`.
  func decodeOptionalValue<A>(in json: JSON, with decode: (JSON) -> Decoded<A>) -> Decoded<A?>
}

extension String: JSONKey {
  /// Decodes the member named by this key.
  @inlinable
  public func decodeValue<A>(in json: JSON, with decode: (JSON) -> Decoded<A>) -> Decoded<A> {
    json.decodeMember(self, decode)
  }

  /// Decodes the member named by this key; missing or `null` gives `nil`.
  @inlinable
  public func decodeOptionalValue<A>(in json: JSON, with decode: (JSON) -> Decoded<A>) -> Decoded<A?> {
    json.decodeOptionalMember(self, decode)
  }
}

extension Array: JSONKey where Element == String {
  /// Decodes the value at this key path.
  @inlinable
  public func decodeValue<A>(in json: JSON, with decode: (JSON) -> Decoded<A>) -> Decoded<A> {
    json.decodeMember(atPath: self, decode)
  }

  /// Decodes the value at this key path; a missing or `null` step gives `nil`.
  @inlinable
  public func decodeOptionalValue<A>(in json: JSON, with decode: (JSON) -> Decoded<A>) -> Decoded<A?> {
    json.decodeOptionalMember(atPath: self, decode)
  }
}
