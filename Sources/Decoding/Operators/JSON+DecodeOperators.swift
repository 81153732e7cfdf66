// One generic operator per decode operation, over any `JSONKey` (a `String` key or a
// `[String]` key path). A second overload per operator would double the type
// checker's work on every decode expression; Docs/Performance.md has the figures.

/// Decodes a required member: `json <| "id"`, or a key path: `json <| ["user", "name"]`.
///
/// Fails when `json` is not an object, when a key is missing, or when the value
/// does not decode; the failure's path names the member.
@inlinable
public func <| <A: Decodable, Key: JSONKey>(json: JSON, key: Key) -> Decoded<A> where A == A.DecodedType {
  key.decodeValue(in: json) { A.decode($0) }
}

/// Decodes an optional member: `json <|? "email"`, or `json <|? ["user", "email"]`.
///
/// Gives `nil` only when a key is missing or the value is `null`. A member that
/// is present but does not decode is a failure, never a silent `nil`.
@inlinable
public func <|? <A: Decodable, Key: JSONKey>(json: JSON, key: Key) -> Decoded<A?> where A == A.DecodedType {
  key.decodeOptionalValue(in: json) { A.decode($0) }
}

/// Decodes a required array member: `json <|| "friends"`.
@inlinable
public func <|| <A: Decodable, Key: JSONKey>(json: JSON, key: Key) -> Decoded<[A]> where A == A.DecodedType {
  key.decodeValue(in: json) { [A].decode($0) }
}

/// Decodes an optional array member: `json <||? "tags"`; `nil` only when missing or `null`.
@inlinable
public func <||? <A: Decodable, Key: JSONKey>(json: JSON, key: Key) -> Decoded<[A]?> where A == A.DecodedType {
  key.decodeOptionalValue(in: json) { [A].decode($0) }
}
