// Alexander-style navigation: `json["meta"]?["pagination"]?["next_cursor"]?.stringValue`.
//
// A lookup gives `nil` rather than failing, so a chain of `?[…]` reads a nested
// value in one line. It forgets where it has been: errors from decoding the value
// you reach have paths relative to it. To keep full paths, decode with a key or a
// key path instead (`json <| ["meta", "pagination", "next_cursor"]` or
// `try json.decode(["meta", "pagination", "next_cursor"])`).

extension JSON {
  /// The member named `key`, or `nil` when `self` is not an object or has no such member.
  ///
  /// A member that is present with the value `null` gives `.null`, not `nil`, so
  /// `json["email"] == nil` tests for a missing key and `json["email"] == .null`
  /// for an explicit `null`.
  @inlinable
  public subscript(key: String) -> JSON? {
    guard case .object(let members) = self else { return nil }
    return members[key]
  }

  /// The element at `index`, or `nil` when `self` is not an array or `index` is out of bounds.
  ///
  /// A negative or too large index gives `nil`; it never traps.
  @inlinable
  public subscript(index: Int) -> JSON? {
    guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
    return elements[index]
  }
}
