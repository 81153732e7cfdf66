import Decoding

extension Encode {
  /// Writes a sum type laid out as `layout`, the way `union(_:_:unknown:)` reads it back:
  /// `describe` gives a value's tag and the JSON of its content.
  ///
  /// ```swift
  /// let encodeShape: EncodeFunction<Shape> = Encode.union(.internallyTagged(by: "type")) { shape in
  ///   switch shape {
  ///   case .circle(let radius): ("circle", .object(encoding: ["radius": radius]))
  ///   case .square(let side): ("square", .object(encoding: ["side": side]))
  ///   }
  /// }
  /// ```
  ///
  /// An internally tagged case writes the tag first, then its content's members (a member
  /// named like the tag is left out: the tag says which case it is). Its content must be an
  /// object; anything else throws a ``Decoding/JSONEncodingError`` naming the tag, since no
  /// object could hold it. An untagged case writes its content alone.
  @available(swift 6)
  public static func union<T>(
    _ layout: UnionLayout,
    _ describe: @escaping @Sendable (T) -> (tag: String, content: JSON)
  ) -> EncodeFunction<T> {
    makeUnion(layout, describe)
  }

  /// What ``union(_:_:)`` makes (and its Swift 5 twin).
  static func makeUnion<T>(
    _ layout: UnionLayout,
    _ describe: @escaping @Sendable (T) -> (tag: String, content: JSON)
  ) -> EncodeFunction<T> {
    { value, output in
      let (tag, content) = describe(value)
      switch layout {
      case .internallyTagged(let tagKey):
        guard case .object(let members) = content else {
          throw JSONEncodingError(
            reason: "an internally tagged case is written as an object, but \(JSON.quoted(tag)) has \(content)")
        }
        try output.writeObject { object in
          try object.member(tagKey, tag)
          for (key, member) in members where key != tagKey { try object.member(key, member) }
        }
      case .adjacentlyTagged(let tagKey, let contentKey):
        try output.writeObject { object in
          try object.member(tagKey, tag)
          try object.member(contentKey, content)
        }
      case .externallyTagged:
        try output.writeObject { object in try object.member(tag, content) }
      case .untagged:
        try output.write(content)
      }
    }
  }

  /// Writes a value as its string form, `"42"`, `"19.99"`, `"true"`: the other direction of
  /// `coerced(_:)`, for an API that wants numbers as strings. `coerced(int)` reads it back.
  public static func stringForm<T: CustomStringConvertible & Sendable>(_ type: T.Type = T.self) -> EncodeFunction<T> {
    { value, output in output.write(value.description) }
  }
}
