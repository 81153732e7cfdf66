// One generic operator per decode operation, over any `JSONKey` (a `String` key or a
// `[String]` key path): an overload per kind of key would multiply the type checker's
// work on every decode expression. The one other overload of each, at the end of this
// file, differs by its result alone and is ruled out at once wherever a `Decoded` is
// expected; Docs/Performance.md has the figures of both.

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

// The same four operators giving a `DecodedMember`, which only `>>-`, `-<<` and `flatMap`
// take: they differ from the ones above by their result alone, so in a `<^> … <*> …`
// chain, where a `Decoded` is expected, the type checker rules them out at once
// (Docs/Performance.md measures the cost), and after `>>-` they keep the member's path.

/// Decodes a required member for a step that follows: `json <| "joined" >>- toDate`
/// reports the step's failures at `joined`.
@inlinable
public func <| <A: Decodable, Key: JSONKey>(json: JSON, key: Key) -> DecodedMember<A> where A == A.DecodedType {
  DecodedMember(json <| key, key: key)
}

/// Decodes an optional member for a step that follows: `json <|? "email" >>- validate`.
@inlinable
public func <|? <A: Decodable, Key: JSONKey>(json: JSON, key: Key) -> DecodedMember<A?> where A == A.DecodedType {
  DecodedMember(json <|? key, key: key)
}

/// Decodes a required array member for a step that follows: `json <|| "tags" >>- nonEmpty`.
@inlinable
public func <|| <A: Decodable, Key: JSONKey>(json: JSON, key: Key) -> DecodedMember<[A]> where A == A.DecodedType {
  DecodedMember(json <|| key, key: key)
}

/// Decodes an optional array member for a step that follows: `json <||? "tags" >>- check`.
@inlinable
public func <||? <A: Decodable, Key: JSONKey>(json: JSON, key: Key) -> DecodedMember<[A]?>
where A == A.DecodedType {
  DecodedMember(json <||? key, key: key)
}
