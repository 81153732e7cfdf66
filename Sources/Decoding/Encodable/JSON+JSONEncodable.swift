extension JSON: JSONEncodable {
  /// The value itself.
  public func encode() -> JSON {
    self
  }

  /// Writes the value: members in their order, numbers with their exact digits.
  public func encode(to output: inout JSONOutput) throws {
    try output.write(self)
  }
}

extension JSON {
  /// An object of `members` in the order written, each value's ``JSONEncodable/encode()``;
  /// a `nil` optional is left out, as `encodeIfPresent` does (write `JSON.null` for `null`).
  ///
  /// ```swift
  /// let json = JSON.object(encoding: ["name": "Ada", "email": nil as String?, "age": 36])
  /// try json.formatted(JSONFormat(sortsKeys: false))  // {"name":"Ada","age":36}
  /// ```
  public static func object(encoding members: KeyValuePairs<String, any JSONEncodable>) -> JSON {
    .object(
      JSONObject(
        orderedMembers: members.lazy.compactMap { key, value in
          if let optional = value as? any OptionalJSONEncodable, optional.isNil { return nil }
          return (key, value.encode())
        }))
  }
}
