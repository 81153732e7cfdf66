/// Where a sum type's JSON says which case it is: serde's four enum representations,
/// which MetaCodable also names. ``JSON/decodeUnion(_:_:unknown:)`` and the pipeline's
/// `union(_:_:unknown:)` take one.
public enum UnionLayout: Sendable, Hashable {
  /// The tag is a member of the case's own object: `{"type": "circle", "radius": 1}`.
  case internallyTagged(by: String)
  /// The tag and the case's content are two members: `{"type": "circle", "data": {"radius": 1}}`.
  case adjacentlyTagged(by: String, content: String)
  /// The case is the only key of an object: `{"circle": {"radius": 1}}`, the form Codable
  /// synthesises for an enum with associated values.
  case externallyTagged
  /// No tag: each case's decoder is tried in order, and the first that succeeds wins.
  case untagged
}
