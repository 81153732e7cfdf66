import Decoding

// The fields of a codec: `required` and `optional` with a key path, beside the pipeline's
// own (which take no key path, so the number of arguments tells them apart for the type
// checker). The decoder is the pipeline's step, so a codec fails exactly as the pipeline
// does. The encoder is the value's own `JSONEncodable` conformance, an explicit encoder,
// or a nested model's codec.

/// A codec's required field: decoded from `key` with `decoder`, written from `keyPath`
/// with the value's ``JSONEncodable`` conformance: `|> required("name", \.name, string)`.
@inlinable
public func required<Model, Value: JSONEncodable>(
  _ key: String, _ keyPath: KeyPath<Model, Value> & Sendable, _ decoder: @escaping DecodeFunction<Value>
) -> JSONCodecField<Model, Value> {
  JSONCodecField(decode: required(key, decoder)) { model, output in try output.member(key, model[keyPath: keyPath]) }
}

/// A codec's required field with an explicit encoder:
/// `|> required("tags", \.tags, array(string), Encode.array(Encode.string))`.
@inlinable
public func required<Model, Value>(
  _ key: String, _ keyPath: KeyPath<Model, Value> & Sendable, _ decoder: @escaping DecodeFunction<Value>,
  _ encoder: @escaping EncodeFunction<Value>
) -> JSONCodecField<Model, Value> {
  JSONCodecField(decode: required(key, decoder)) { model, output in
    try output.member(key) { try encoder(model[keyPath: keyPath], &$0) }
  }
}

/// A codec's required field holding a nested model: `|> required("author", \.author, authorCodec)`.
@inlinable
public func required<Model, Value>(
  _ key: String, _ keyPath: KeyPath<Model, Value> & Sendable, _ codec: JSONCodec<Value, Value>
) -> JSONCodecField<Model, Value> {
  required(key, keyPath, codec.decode, codec.encode)
}

/// A codec's optional field: `nil` when `key` is missing or `null`; left out of the
/// written object when `nil`, as `encodeIfPresent` does: `|> optional("email", \.email, string)`.
///
/// To write `null` for `nil`, give the encoder: `optional(key, \.email, string, Encode.nullable(Encode.string))`
/// writes the member always.
@inlinable
public func optional<Model, Value: JSONEncodable>(
  _ key: String, _ keyPath: KeyPath<Model, Value?> & Sendable, _ decoder: @escaping DecodeFunction<Value>
) -> JSONCodecField<Model, Value?> {
  JSONCodecField(decode: optional(key, decoder)) { model, output in try output.member(key, model[keyPath: keyPath]) }
}

/// A codec's optional field with an explicit encoder for the whole optional value; it is
/// written always, so `Encode.nullable(…)` writes `null` for `nil`.
@inlinable
public func optional<Model, Value>(
  _ key: String, _ keyPath: KeyPath<Model, Value?> & Sendable, _ decoder: @escaping DecodeFunction<Value>,
  _ encoder: @escaping EncodeFunction<Value?>
) -> JSONCodecField<Model, Value?> {
  JSONCodecField(decode: optional(key, decoder)) { model, output in
    try output.member(key) { try encoder(model[keyPath: keyPath], &$0) }
  }
}

/// A codec's optional nested model: `nil` when missing or `null`, left out when `nil`.
@inlinable
public func optional<Model, Value>(
  _ key: String, _ keyPath: KeyPath<Model, Value?> & Sendable, _ codec: JSONCodec<Value, Value>
) -> JSONCodecField<Model, Value?> {
  let encode = codec.encode
  return JSONCodecField(decode: optional(key, codec.decode)) { model, output in
    guard let value = model[keyPath: keyPath] else { return }
    try output.member(key) { try encode(value, &$0) }
  }
}

/// Adds a field to a codec: its decoder to the pipeline, its encoder to the object.
///
/// `Codec m (a -> b) -> Field m a -> Codec m b`.
@inlinable
public func |> <Model, A, B>(
  codec: JSONCodec<Model, (A) -> B>, field: JSONCodecField<Model, A>
) -> JSONCodec<Model, B> {
  JSONCodec(decode: codec.decode |> field.decode, fields: codec.fields + [field.encode])
}
