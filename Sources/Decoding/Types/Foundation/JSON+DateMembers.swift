import Foundation

// The operator style's way to read a date in another format than ISO 8601: a method that
// gives a `Decoded` as `<|` does, so it stands in an `<*>` chain without the pipeline's
// vocabulary (`import DecodingPipeline`). It is not a second `<|` overload, which would
// add to the type checker's work on every operator expression.

extension JSON {
  /// Decodes the date at `key` written the way `strategy` says, as `json <| key` decodes
  /// an ISO 8601 one: `json.date("created_at", .millisecondsSince1970)` in an `<*>` chain.
  ///
  /// Fails as `<|` does, with the member in the path: `created_at: missing key`,
  /// `created_at: expected milliseconds since 1970, found "soon"`.
  @inlinable
  public func date(_ key: some JSONKey, _ strategy: DateDecodingStrategy) -> Decoded<Date> {
    key.decodeValue(in: self, with: strategy.decode)
  }

  /// Decodes the date at `key` written the way `strategy` says, as `json <|? key` does:
  /// `nil` only when the member is missing or `null`; a member that does not decode is a failure.
  @inlinable
  public func dateIfPresent(_ key: some JSONKey, _ strategy: DateDecodingStrategy) -> Decoded<Date?> {
    key.decodeOptionalValue(in: self, with: strategy.decode)
  }
}
