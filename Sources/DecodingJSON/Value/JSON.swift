/// A JSON value.
///
/// The case names are Argo's, so code that pattern-matches Argo's `JSON` keeps
/// working:
///
/// ```swift
/// switch json {
/// case .object(let members): ...
/// case .array(let elements): ...
/// case .string(let text): ...
/// case .number(let number): ...
/// case .bool(let flag): ...
/// case .null: ...
/// }
/// ```
///
/// Make one by parsing text (``init(parsing:options:)-(Collection<UInt8>,_)``), from the
/// `Any` that `JSONSerialization` returns (``init(_:)``), or from a literal:
/// `let json: JSON = ["id": 1, "tags": ["a"], "email": nil]`.
public enum JSON: Sendable, Hashable {
  /// An object: its members by key. Key order is not kept; a duplicated key keeps its last value.
  case object([String: JSON])
  /// An array.
  case array([JSON])
  /// A string.
  case string(String)
  /// A number, kept without loss; see ``JSONNumber``.
  case number(JSONNumber)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null
}
