import Decoding

// The fields of a codec: `required` and `optional` with a key path, beside the pipeline's
// own (which take no key path, so the number of arguments tells them apart for the type
// checker). The decoder is the pipeline's step, so a codec fails exactly as the pipeline
// does. The encoder is the value's own `JSONEncodable` conformance, an explicit encoder,
// or a nested model's codec.

/// A codec's required field: decoded from `key` with `decoder`, written from `keyPath`
/// with the value's ``Decoding/JSONEncodable`` conformance: `|> required("name", \.name, string)`.
@available(swift 6)
@inlinable
public func required<Model, Value: JSONEncodable>(
  _ key: String, _ keyPath: KeyPath<Model, Value> & Sendable, _ decoder: @escaping DecodeFunction<Value>
) -> JSONCodecField<Model, Value> {
  JSONCodecField(
    decode: required(key, decoder), field: .requiredAt([key], keyPath, Encode.encodable()), path: [key],
    presence: .required, schema: .of(Value.self))
}

/// A codec's required field with an explicit encoder:
/// `|> required("tags", \.tags, array(string), Encode.array(Encode.string))`.
@available(swift 6)
@inlinable
public func required<Model, Value>(
  _ key: String, _ keyPath: KeyPath<Model, Value> & Sendable, _ decoder: @escaping DecodeFunction<Value>,
  _ encoder: @escaping EncodeFunction<Value>
) -> JSONCodecField<Model, Value> {
  JSONCodecField(
    decode: required(key, decoder), field: .requiredAt([key], keyPath, encoder), path: [key], presence: .required,
    schema: .customEncoder)
}

/// A codec's required field holding a nested model: `|> required("author", \.author, authorCodec)`.
@inlinable
public func required<Model, Value>(
  _ key: String, _ keyPath: KeyPath<Model, Value> & Sendable, _ codec: JSONCodec<Value, Value>
) -> JSONCodecField<Model, Value> {
  JSONCodecField(
    decode: required(key, codec.decode), field: .requiredAt([key], keyPath, codec.encode), path: [key],
    presence: .required, schema: .of(codec))
}

/// A codec's optional field: `nil` when `key` is missing or `null`; left out of the
/// written object when `nil`, as `encodeIfPresent` does: `|> optional("email", \.email, string)`.
///
/// To write `null` for `nil`, give the encoder: `optional(key, \.email, string, Encode.nullable(Encode.string))`
/// writes the member always.
@available(swift 6)
@inlinable
public func optional<Model, Value: JSONEncodable>(
  _ key: String, _ keyPath: KeyPath<Model, Value?> & Sendable, _ decoder: @escaping DecodeFunction<Value>
) -> JSONCodecField<Model, Value?> {
  JSONCodecField(
    decode: optional(key, decoder), field: .optionalAt([key], keyPath, Encode.encodable()), path: [key],
    presence: .optional, schema: .of(Value.self))
}

/// A codec's optional field with an explicit encoder for the whole optional value; it is
/// written always, so `Encode.nullable(…)` writes `null` for `nil`.
@available(swift 6)
@inlinable
public func optional<Model, Value>(
  _ key: String, _ keyPath: KeyPath<Model, Value?> & Sendable, _ decoder: @escaping DecodeFunction<Value>,
  _ encoder: @escaping EncodeFunction<Value?>
) -> JSONCodecField<Model, Value?> {
  JSONCodecField(
    decode: optional(key, decoder), field: .requiredAt([key], keyPath, encoder), path: [key], presence: .optional,
    schema: .customEncoder)
}

/// A codec's optional nested model: `nil` when missing or `null`, left out when `nil`.
@inlinable
public func optional<Model, Value>(
  _ key: String, _ keyPath: KeyPath<Model, Value?> & Sendable, _ codec: JSONCodec<Value, Value>
) -> JSONCodecField<Model, Value?> {
  JSONCodecField(
    decode: optional(key, codec.decode), field: .optionalAt([key], keyPath, codec.encode), path: [key],
    presence: .optional, schema: .of(codec))
}

/// A codec's optional field written always, `null` for `nil`: read as `optional` reads it
/// (`nil` when `key` is missing or `null`), written with the value's `JSONEncodable`
/// conformance: `|> optional("deleted_at", \.deletedAt, nullable: date(.iso8601))`.
@available(swift 6)
@inlinable
public func optional<Model, Value: JSONEncodable>(
  _ key: String, _ keyPath: KeyPath<Model, Value?> & Sendable, nullable decoder: @escaping DecodeFunction<Value>
) -> JSONCodecField<Model, Value?> {
  JSONCodecField(
    decode: optional(key, decoder), field: .requiredAt([key], keyPath, Encode.nullable(Encode.encodable())),
    path: [key], presence: .optional, schema: .of(Value.self))
}

/// A codec's optional nested model written always, `null` for `nil`:
/// `|> optional("parent", \.parent, nullable: .lazy { Folder.jsonCodec })`.
@inlinable
public func optional<Model, Value>(
  _ key: String, _ keyPath: KeyPath<Model, Value?> & Sendable, nullable codec: JSONCodec<Value, Value>
) -> JSONCodecField<Model, Value?> {
  JSONCodecField(
    decode: optional(key, codec.decode), field: .requiredAt([key], keyPath, Encode.nullable(codec.encode)),
    path: [key], presence: .optional, schema: .of(codec))
}

/// Adds a field to a codec: its decoder to the pipeline, its encoder to the object.
///
/// `Codec m (a -> b) -> Field m a -> Codec m b`.
@inlinable
public func |> <Model, A, B>(
  codec: JSONCodec<Model, (A) -> B>, field: JSONCodecField<Model, A>
) -> JSONCodec<Model, B> {
  JSONCodec(decode: codec.decode |> field.decode, fields: codec.fields + [field.field])
}

/// A codec's required field at a key path of the document: decoded as
/// `requiredAt(path, decoder)` does, and written inside one object per key of `path` before
/// the last: `|> requiredAt(["properties", "name"], \.name, string)` writes `"properties":{"name":…}`.
///
/// Fields at paths that share their first keys are written into one object, where the first
/// of them is; a field that writes the whole member at one of those keys takes their place
/// unless it is left out (see ``Encode/object(_:)``).
@available(swift 6)
@inlinable
public func requiredAt<Model, Value: JSONEncodable>(
  _ path: [String], _ keyPath: KeyPath<Model, Value> & Sendable, _ decoder: @escaping DecodeFunction<Value>
) -> JSONCodecField<Model, Value> {
  JSONCodecField(
    decode: requiredAt(path, decoder), field: .requiredAt(path, keyPath, Encode.encodable()), path: path,
    presence: .required, schema: .of(Value.self))
}

/// A codec's required field at a key path of the document, with an explicit encoder.
@available(swift 6)
@inlinable
public func requiredAt<Model, Value>(
  _ path: [String], _ keyPath: KeyPath<Model, Value> & Sendable, _ decoder: @escaping DecodeFunction<Value>,
  _ encoder: @escaping EncodeFunction<Value>
) -> JSONCodecField<Model, Value> {
  JSONCodecField(
    decode: requiredAt(path, decoder), field: .requiredAt(path, keyPath, encoder), path: path, presence: .required,
    schema: .customEncoder)
}

/// A codec's required nested model at a key path of the document:
/// `|> requiredAt(["entities", "hashtags"], \.hashtags, .array(hashtagCodec))`.
@inlinable
public func requiredAt<Model, Value>(
  _ path: [String], _ keyPath: KeyPath<Model, Value> & Sendable, _ codec: JSONCodec<Value, Value>
) -> JSONCodecField<Model, Value> {
  JSONCodecField(
    decode: requiredAt(path, codec.decode), field: .requiredAt(path, keyPath, codec.encode), path: path,
    presence: .required, schema: .of(codec))
}

/// A codec's optional field at a key path of the document: decoded as `optionalAt(path, decoder)`
/// does (`nil` when a key is missing or the value `null`), and left out when `nil`; its
/// parent objects are written still, and shared as ``requiredAt(_:_:_:)-(_,_,DecodeFunction<Value>)`` says.
@available(swift 6)
@inlinable
public func optionalAt<Model, Value: JSONEncodable>(
  _ path: [String], _ keyPath: KeyPath<Model, Value?> & Sendable, _ decoder: @escaping DecodeFunction<Value>
) -> JSONCodecField<Model, Value?> {
  JSONCodecField(
    decode: optionalAt(path, decoder), field: .optionalAt(path, keyPath, Encode.encodable()), path: path,
    presence: .optional, schema: .of(Value.self))
}

/// A codec's optional field at a key path of the document, with an explicit encoder for
/// the value; left out when `nil`.
@available(swift 6)
@inlinable
public func optionalAt<Model, Value>(
  _ path: [String], _ keyPath: KeyPath<Model, Value?> & Sendable, _ decoder: @escaping DecodeFunction<Value>,
  _ encoder: @escaping EncodeFunction<Value>
) -> JSONCodecField<Model, Value?> {
  JSONCodecField(
    decode: optionalAt(path, decoder), field: .optionalAt(path, keyPath, encoder), path: path, presence: .optional,
    schema: .customEncoder)
}

/// A codec's optional nested model at a key path of the document: `nil` when a key is missing
/// or the value `null`, left out when `nil`.
@inlinable
public func optionalAt<Model, Value>(
  _ path: [String], _ keyPath: KeyPath<Model, Value?> & Sendable, _ codec: JSONCodec<Value, Value>
) -> JSONCodecField<Model, Value?> {
  JSONCodecField(
    decode: optionalAt(path, codec.decode), field: .optionalAt(path, keyPath, codec.encode), path: path,
    presence: .optional, schema: .of(codec))
}
