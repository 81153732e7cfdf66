import Decoding

// The encoders that take an encoder or a function, in the Swift 5 language mode, which infers
// no sendability for `User.encode` and checks none (see UncheckedSendable.swift). Each calls
// the `@Sendable` declaration it stands for.

extension Encode {
  /// `nullable(_:)` in the Swift 5 language mode.
  @_documentation(visibility: private)
  @available(swift, obsoleted: 6)
  public static func nullable<T>(_ encoder: @escaping (T, inout JSONOutput) throws -> Void) -> EncodeFunction<T?> {
    let encoder = uncheckedEncoder(encoder)
    return { value, output in
      if let value { try encoder(value, &output) } else { output.writeNull() }
    }
  }

  /// `array(_:)` in the Swift 5 language mode.
  @_documentation(visibility: private)
  @available(swift, obsoleted: 6)
  public static func array<T>(_ encoder: @escaping (T, inout JSONOutput) throws -> Void) -> EncodeFunction<[T]> {
    let encoder = uncheckedEncoder(encoder)
    return { values, output in try output.writeArray(values, encoder) }
  }

  /// `dictionary(_:)` in the Swift 5 language mode.
  @_documentation(visibility: private)
  @available(swift, obsoleted: 6)
  public static func dictionary<T>(
    _ encoder: @escaping (T, inout JSONOutput) throws -> Void
  ) -> EncodeFunction<[String: T]> {
    let encoder = uncheckedEncoder(encoder)
    return { values, output in
      let members = values.sorted { $0.key < $1.key }
      try output.writeObject { object in
        for (key, value) in members { try object.member(key) { try encoder(value, &$0) } }
      }
    }
  }

  /// `map(_:_:)` in the Swift 5 language mode.
  @_documentation(visibility: private)
  @available(swift, obsoleted: 6)
  public static func map<T, U>(
    _ transform: @escaping (T) -> U, _ encoder: @escaping (U, inout JSONOutput) throws -> Void
  ) -> EncodeFunction<T> {
    let transform = UncheckedSendable(transform)
    let encoder = uncheckedEncoder(encoder)
    return { value, output in try encoder(transform.value(value), &output) }
  }

  /// `union(_:_:)` in the Swift 5 language mode.
  @_documentation(visibility: private)
  @available(swift, obsoleted: 6)
  public static func union<T>(
    _ layout: UnionLayout, _ describe: @escaping (T) -> (tag: String, content: JSON)
  ) -> EncodeFunction<T> {
    let describe = UncheckedSendable(describe)
    return makeUnion(layout) { describe.value($0) }
  }
}

extension Encode.Field {
  /// `init(write:)` in the Swift 5 language mode.
  @_documentation(visibility: private)
  @available(swift, obsoleted: 6)
  public init(write: @escaping (Model, inout JSONOutput) throws -> Void) {
    self.init(custom: uncheckedEncoder(write))
  }

  /// `required(_:_:_:)` in the Swift 5 language mode.
  @_documentation(visibility: private)
  @available(swift, obsoleted: 6)
  public static func required<Value>(
    _ key: String, _ keyPath: KeyPath<Model, Value> & Sendable,
    _ encoder: @escaping (Value, inout JSONOutput) throws -> Void
  ) -> Encode.Field<Model> {
    makeRequired([key], keyPath, uncheckedEncoder(encoder))
  }

  /// `optional(_:_:_:)` in the Swift 5 language mode.
  @_documentation(visibility: private)
  @available(swift, obsoleted: 6)
  public static func optional<Value>(
    _ key: String, _ keyPath: KeyPath<Model, Value?> & Sendable,
    _ encoder: @escaping (Value, inout JSONOutput) throws -> Void
  ) -> Encode.Field<Model> {
    makeOptional([key], keyPath, uncheckedEncoder(encoder))
  }

  /// `requiredAt(_:_:_:)` in the Swift 5 language mode.
  @_documentation(visibility: private)
  @available(swift, obsoleted: 6)
  public static func requiredAt<Value>(
    _ path: [String], _ keyPath: KeyPath<Model, Value> & Sendable,
    _ encoder: @escaping (Value, inout JSONOutput) throws -> Void
  ) -> Encode.Field<Model> {
    makeRequired(path, keyPath, uncheckedEncoder(encoder))
  }

  /// `optionalAt(_:_:_:)` in the Swift 5 language mode.
  @_documentation(visibility: private)
  @available(swift, obsoleted: 6)
  public static func optionalAt<Value>(
    _ path: [String], _ keyPath: KeyPath<Model, Value?> & Sendable,
    _ encoder: @escaping (Value, inout JSONOutput) throws -> Void
  ) -> Encode.Field<Model> {
    makeOptional(path, keyPath, uncheckedEncoder(encoder))
  }
}
