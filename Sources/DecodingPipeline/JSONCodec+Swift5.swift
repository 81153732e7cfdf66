import Decoding

// A codec's fields that take a decoder or an encoder, in the Swift 5 language mode, which
// infers no sendability for `User.decode` or `User.encode` and checks none (see
// UncheckedSendable.swift). Each calls the `@Sendable` declaration it stands for.

/// `required(_:_:_:)` of a codec in the Swift 5 language mode.
@_documentation(visibility: private)
@available(swift, obsoleted: 6)
@inlinable
public func required<Model, Value: JSONEncodable>(
  _ key: String, _ keyPath: KeyPath<Model, Value> & Sendable, _ decoder: @escaping (JSON) -> Decoded<Value>
) -> JSONCodecField<Model, Value> {
  required(key, keyPath, uncheckedDecoder(decoder))
}

/// `required(_:_:_:_:)` of a codec in the Swift 5 language mode.
@_documentation(visibility: private)
@available(swift, obsoleted: 6)
@inlinable
public func required<Model, Value>(
  _ key: String, _ keyPath: KeyPath<Model, Value> & Sendable, _ decoder: @escaping (JSON) -> Decoded<Value>,
  _ encoder: @escaping (Value, inout JSONOutput) throws -> Void
) -> JSONCodecField<Model, Value> {
  required(key, keyPath, uncheckedDecoder(decoder), uncheckedEncoder(encoder))
}

/// `optional(_:_:_:)` of a codec in the Swift 5 language mode.
@_documentation(visibility: private)
@available(swift, obsoleted: 6)
@inlinable
public func optional<Model, Value: JSONEncodable>(
  _ key: String, _ keyPath: KeyPath<Model, Value?> & Sendable, _ decoder: @escaping (JSON) -> Decoded<Value>
) -> JSONCodecField<Model, Value?> {
  optional(key, keyPath, uncheckedDecoder(decoder))
}

/// `optional(_:_:nullable:)` of a codec in the Swift 5 language mode.
@_documentation(visibility: private)
@available(swift, obsoleted: 6)
@inlinable
public func optional<Model, Value: JSONEncodable>(
  _ key: String, _ keyPath: KeyPath<Model, Value?> & Sendable, nullable decoder: @escaping (JSON) -> Decoded<Value>
) -> JSONCodecField<Model, Value?> {
  optional(key, keyPath, nullable: uncheckedDecoder(decoder))
}

/// `optional(_:_:_:_:)` of a codec in the Swift 5 language mode.
@_documentation(visibility: private)
@available(swift, obsoleted: 6)
@inlinable
public func optional<Model, Value>(
  _ key: String, _ keyPath: KeyPath<Model, Value?> & Sendable, _ decoder: @escaping (JSON) -> Decoded<Value>,
  _ encoder: @escaping (Value?, inout JSONOutput) throws -> Void
) -> JSONCodecField<Model, Value?> {
  optional(key, keyPath, uncheckedDecoder(decoder), uncheckedEncoder(encoder))
}

/// `requiredAt(_:_:_:)` of a codec in the Swift 5 language mode.
@_documentation(visibility: private)
@available(swift, obsoleted: 6)
@inlinable
public func requiredAt<Model, Value: JSONEncodable>(
  _ path: [String], _ keyPath: KeyPath<Model, Value> & Sendable, _ decoder: @escaping (JSON) -> Decoded<Value>
) -> JSONCodecField<Model, Value> {
  requiredAt(path, keyPath, uncheckedDecoder(decoder))
}

/// `requiredAt(_:_:_:_:)` of a codec in the Swift 5 language mode.
@_documentation(visibility: private)
@available(swift, obsoleted: 6)
@inlinable
public func requiredAt<Model, Value>(
  _ path: [String], _ keyPath: KeyPath<Model, Value> & Sendable, _ decoder: @escaping (JSON) -> Decoded<Value>,
  _ encoder: @escaping (Value, inout JSONOutput) throws -> Void
) -> JSONCodecField<Model, Value> {
  requiredAt(path, keyPath, uncheckedDecoder(decoder), uncheckedEncoder(encoder))
}

/// `optionalAt(_:_:_:)` of a codec in the Swift 5 language mode.
@_documentation(visibility: private)
@available(swift, obsoleted: 6)
@inlinable
public func optionalAt<Model, Value: JSONEncodable>(
  _ path: [String], _ keyPath: KeyPath<Model, Value?> & Sendable, _ decoder: @escaping (JSON) -> Decoded<Value>
) -> JSONCodecField<Model, Value?> {
  optionalAt(path, keyPath, uncheckedDecoder(decoder))
}

/// `optionalAt(_:_:_:_:)` of a codec in the Swift 5 language mode.
@_documentation(visibility: private)
@available(swift, obsoleted: 6)
@inlinable
public func optionalAt<Model, Value>(
  _ path: [String], _ keyPath: KeyPath<Model, Value?> & Sendable, _ decoder: @escaping (JSON) -> Decoded<Value>,
  _ encoder: @escaping (Value, inout JSONOutput) throws -> Void
) -> JSONCodecField<Model, Value?> {
  optionalAt(path, keyPath, uncheckedDecoder(decoder), uncheckedEncoder(encoder))
}

/// `defaulted(_:_:_:_:orNull:)` of a codec in the Swift 5 language mode.
@_documentation(visibility: private)
@available(swift, obsoleted: 6)
@inlinable
public func defaulted<Model, Value: JSONEncodable>(
  _ key: String,
  _ keyPath: KeyPath<Model, Value> & Sendable,
  _ decoder: @escaping (JSON) -> Decoded<Value>,
  _ defaultValue: @autoclosure @escaping @Sendable () -> Value,
  orNull: Bool = false
) -> JSONCodecField<Model, Value> {
  defaulted(key, keyPath, uncheckedDecoder(decoder), defaultValue(), orNull: orNull)
}
