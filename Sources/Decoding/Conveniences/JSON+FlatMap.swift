// A dependent step on a member that keeps the member's path. `json <| "joined" >>- toDate`
// hands `toDate` a `String` that no longer knows where it came from, so a failure made there
// has no path; here the step runs inside the member's decode, which puts the key in front.

extension JSON {
  /// Decodes the member `key` (or the value at a key path) as `T` and continues with
  /// `transform`, whose failures get the member's path as the member's own do:
  /// `<*> json.flatMap("joined", toDate)` fails with `joined: …`.
  ///
  /// `json <| key >>- transform`, with the path kept.
  @inlinable
  public func flatMap<T: Decodable, U>(_ key: some JSONKey, _ transform: (T) -> Decoded<U>) -> Decoded<U>
  where T == T.DecodedType {
    key.decodeValue(in: self) { T.decode($0).flatMap(transform) }
  }
}
