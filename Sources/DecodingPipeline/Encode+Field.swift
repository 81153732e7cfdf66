import Decoding

extension Encode {
  /// One member of an ``Encode/object(_:)``: its key (or the keys of its path), and how it is
  /// read from the model and written.
  public struct Field<Model>: Sendable {
    /// Writes the member (or nothing, for an absent optional) into an open object, inside
    /// one object per key of its path before the last.
    public let write: @Sendable (Model, inout JSONOutput) throws -> Void
    /// The keys from the model's object to the member: `["name"]`, or `["embedded", "tags"]`
    /// for a member one object down; empty for a field made with ``init(write:)``, which
    /// writes its own keys.
    public let path: [String]
    /// Writes the member named `path.last` into the innermost object of its path, and says
    /// whether it wrote one; `nil` for a field made with ``init(write:)``.
    @usableFromInline let member: (@Sendable (Model, inout JSONOutput) throws -> Bool)?
    /// What a codec's field says of its member, for the codec's schema; `nil` for a field of
    /// a plain encoder.
    @usableFromInline var schemaProperty: JSONSchemaProperty?

    /// A member written by `write`, which writes its key and value (or nothing).
    ///
    /// ``Encode/object(_:)`` cannot see its keys, so it merges no other field with it.
    @available(swift 6)
    public init(write: @escaping @Sendable (Model, inout JSONOutput) throws -> Void) {
      self.init(custom: write)
    }

    /// What ``init(write:)`` makes (and its Swift 5 twin).
    init(custom write: @escaping @Sendable (Model, inout JSONOutput) throws -> Void) {
      self.write = write
      path = []
      member = nil
      schemaProperty = nil
    }

    /// The member at `path`, written by `member` (its last key and value, or nothing; it
    /// returns whether it wrote the member); `single` writes it alone, when `path` has one key.
    @usableFromInline
    init(
      path: [String], single: @escaping @Sendable (Model, inout JSONOutput) throws -> Void,
      member: @escaping @Sendable (Model, inout JSONOutput) throws -> Bool
    ) {
      self.path = path
      self.member = member
      schemaProperty = nil
      if path.count <= 1 {
        write = single
      } else {
        let parents = path.dropLast()
        write = { model, output in try Encode.writeNested(in: parents, into: &output) { _ = try member(model, &$0) } }
      }
    }

    /// The member `key`, read at `keyPath` and written with `encoder`.
    @available(swift 6)
    @inlinable
    public static func required<Value>(
      _ key: String, _ keyPath: KeyPath<Model, Value> & Sendable, _ encoder: @escaping EncodeFunction<Value>
    ) -> Field {
      makeRequired([key], keyPath, encoder)
    }

    /// The member `key`, read at `keyPath`; left out when `nil`, as `encodeIfPresent` does.
    /// For `null` instead, use `.required(key, keyPath, Encode.nullable(encoder))`.
    @available(swift 6)
    @inlinable
    public static func optional<Value>(
      _ key: String, _ keyPath: KeyPath<Model, Value?> & Sendable, _ encoder: @escaping EncodeFunction<Value>
    ) -> Field {
      makeOptional([key], keyPath, encoder)
    }

    /// The member at `path`, one object per key before the last, read at `keyPath`:
    /// `.requiredAt(["embedded", "tags"], \.tags, Encode.array(Encode.string))` writes
    /// `"embedded":{"tags":[…]}`. In an ``Encode/object(_:)``, the fields under the same
    /// keys share their objects.
    @available(swift 6)
    @inlinable
    public static func requiredAt<Value>(
      _ path: [String], _ keyPath: KeyPath<Model, Value> & Sendable, _ encoder: @escaping EncodeFunction<Value>
    ) -> Field {
      makeRequired(path, keyPath, encoder)
    }

    /// What ``requiredAt(_:_:_:)`` makes (and its Swift 5 twin).
    @inlinable
    static func makeRequired<Value>(
      _ path: [String], _ keyPath: KeyPath<Model, Value> & Sendable, _ encoder: @escaping EncodeFunction<Value>
    ) -> Field {
      let key = path.last ?? ""
      let path = path.isEmpty ? [""] : path
      // A stored property of a struct (the usual field) is read at its offset: a key path
      // read goes through the runtime (`swift_getAtKeyPath`, generic metadata look-ups), which
      // cost more than writing most members.
      if let offset = MemoryLayout<Model>.offset(of: keyPath) {
        return Field(
          path: path,
          single: { model, output in
            try output.member(key) { try encoder(stored(model, at: offset, as: Value.self), &$0) }
          },
          member: { model, output in
            try output.member(key) { try encoder(stored(model, at: offset, as: Value.self), &$0) }
            return true
          })
      }
      return Field(
        path: path,
        single: { model, output in try output.member(key) { try encoder(model[keyPath: keyPath], &$0) } },
        member: { model, output in
          try output.member(key) { try encoder(model[keyPath: keyPath], &$0) }
          return true
        })
    }

    /// The value of type `Value` stored `offset` bytes into `model`, a struct
    /// (`MemoryLayout<Model>.offset(of:)` of a key path to one of its stored properties).
    @inlinable
    @inline(__always)
    static func stored<Value>(_ model: Model, at offset: Int, as _: Value.Type) -> Value {
      withUnsafePointer(to: model) { UnsafeRawPointer($0).load(fromByteOffset: offset, as: Value.self) }
    }

    /// The member at `path`, read at `keyPath`; left out when `nil` (its parent objects are
    /// still written).
    @available(swift 6)
    @inlinable
    public static func optionalAt<Value>(
      _ path: [String], _ keyPath: KeyPath<Model, Value?> & Sendable, _ encoder: @escaping EncodeFunction<Value>
    ) -> Field {
      makeOptional(path, keyPath, encoder)
    }

    /// What ``optionalAt(_:_:_:)`` makes (and its Swift 5 twin).
    @inlinable
    static func makeOptional<Value>(
      _ path: [String], _ keyPath: KeyPath<Model, Value?> & Sendable, _ encoder: @escaping EncodeFunction<Value>
    ) -> Field {
      let key = path.last ?? ""
      let path = path.isEmpty ? [""] : path
      if let offset = MemoryLayout<Model>.offset(of: keyPath) {
        return Field(
          path: path,
          single: { model, output in
            guard let value = stored(model, at: offset, as: Value?.self) else { return }
            try output.member(key) { try encoder(value, &$0) }
          },
          member: { model, output in
            guard let value = stored(model, at: offset, as: Value?.self) else { return false }
            try output.member(key) { try encoder(value, &$0) }
            return true
          })
      }
      return Field(
        path: path,
        single: { model, output in
          guard let value = model[keyPath: keyPath] else { return }
          try output.member(key) { try encoder(value, &$0) }
        },
        member: { model, output in
          guard let value = model[keyPath: keyPath] else { return false }
          try output.member(key) { try encoder(value, &$0) }
          return true
        })
    }
  }

  /// Writes what `body` writes inside one object per key of `keys`, each a member of the one before.
  @usableFromInline
  static func writeNested(
    in keys: ArraySlice<String>, into output: inout JSONOutput, _ body: (inout JSONOutput) throws -> Void
  ) throws {
    guard let key = keys.first else { return try body(&output) }
    try output.member(key) { member in
      try member.writeObject { object in try writeNested(in: keys.dropFirst(), into: &object, body) }
    }
  }
}
