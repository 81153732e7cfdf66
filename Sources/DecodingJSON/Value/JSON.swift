/// A JSON value.
///
/// The case names are Argo's, so code that pattern-matches Argo's `JSON` keeps
/// working:
///
/// ```swift
/// switch json {
/// case .object(let members): ...   // members["id"], members.count, for (key, value) in members
/// case .array(let elements): ...   // elements[0], elements.count, for element in elements
/// case .string(let text): ...
/// case .number(let number): ...
/// case .bool(let flag): ...
/// case .null: ...
/// }
/// ```
///
/// Make one by parsing text (``init(parsing:options:)-(Collection<UInt8>,_)``), from the
/// `Any` that `JSONSerialization` returns, or from a literal:
/// `let json: JSON = ["id": 1, "tags": ["a"], "email": nil]`.
///
/// A parsed document is not turned into a tree: its objects and arrays are views
/// (``JSONObject``, ``JSONArray``) over a compact index of the bytes, and a member's
/// value is made only when it is read. Two values are equal when they hold the same
/// JSON, whatever backs them.
public enum JSON: Sendable, Hashable {
  /// An object: its members by key, in document order. A repeated key keeps its last value.
  case object(JSONObject)
  /// An array.
  case array(JSONArray)
  /// A string.
  case string(String)
  /// A number, kept without loss; see ``JSONNumber``.
  case number(JSONNumber)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null
}

extension JSON {
  /// An object with the members of a dictionary, as Argo's `.object([String: JSON])` was built.
  @inlinable
  public static func object(_ members: [String: JSON]) -> JSON {
    .object(JSONObject(members))
  }

  /// An array of the given elements, as Argo's `.array([JSON])` was built.
  @inlinable
  public static func array(_ elements: [JSON]) -> JSON {
    .array(JSONArray(elements))
  }
}
