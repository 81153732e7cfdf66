import Decoding

// The fields of a codec: `required` and `optional` with a key path, beside the pipeline's
// own (which take no key path, so the number of arguments tells them apart for the type
// checker). The decoder is the pipeline's step, so a codec fails exactly as the pipeline
// does. The encoder is the value's own `JSONEncodable` conformance, an explicit encoder,
// or a nested model's codec.

/// A codec's required field: decoded from `key` with `decoder`, written from `keyPath`
/// with the value's ``Decoding/JSONEncodable`` conformance: `|> required("name", \.name, string)`.
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

/// A codec's required field at a key path of the document: decoded as
/// `requiredAt(path, decoder)` does, and written inside one object per step of `path`:
/// `|> requiredAt(["properties", "name"], \.name, string)` writes `"properties":{"name":…}`.
///
/// Each field at a path writes its own objects, so give two fields under the same key
/// one nested codec instead.
@inlinable
public func requiredAt<Model, Value: JSONEncodable>(
  _ path: [String], _ keyPath: KeyPath<Model, Value> & Sendable, _ decoder: @escaping DecodeFunction<Value>
) -> JSONCodecField<Model, Value> {
  requiredAt(path, keyPath, decoder) { value, output in try value.encode(to: &output) }
}

/// A codec's required field at a key path of the document, with an explicit encoder.
@inlinable
public func requiredAt<Model, Value>(
  _ path: [String], _ keyPath: KeyPath<Model, Value> & Sendable, _ decoder: @escaping DecodeFunction<Value>,
  _ encoder: @escaping EncodeFunction<Value>
) -> JSONCodecField<Model, Value> {
  JSONCodecField(decode: requiredAt(path, decoder)) { model, output in
    try writeMember(at: path[...], model[keyPath: keyPath], encoder, into: &output)
  }
}

/// Writes `value` under the keys of `path`, one object per key after the first.
@usableFromInline
func writeMember<Value>(
  at path: ArraySlice<String>, _ value: Value, _ encoder: EncodeFunction<Value>, into output: inout JSONOutput
) throws {
  guard let key = path.first else { return try encoder(value, &output) }
  try output.member(key) { inner in
    if path.count == 1 {
      try encoder(value, &inner)
    } else {
      try inner.writeObject { object in try writeMember(at: path.dropFirst(), value, encoder, into: &object) }
    }
  }
}
