import Decoding

/// A codec's field with a default: decoded as `defaulted(key, decoder, defaultValue)` does
/// (the default only when `key` is missing, or with `orNull`, `null`), and always written
/// from `keyPath`: `|> defaulted("retries", \.retries, int, 3)`.
@available(swift 6)
@inlinable
public func defaulted<Model, Value: JSONEncodable>(
  _ key: String,
  _ keyPath: KeyPath<Model, Value> & Sendable,
  _ decoder: @escaping DecodeFunction<Value>,
  _ defaultValue: @autoclosure @escaping @Sendable () -> Value,
  orNull: Bool = false
) -> JSONCodecField<Model, Value> {
  JSONCodecField(
    decode: defaulted(key, decoder, defaultValue(), orNull: orNull),
    field: .requiredAt([key], keyPath, Encode.encodable()), path: [key],
    presence: .defaulted({ defaultValue().encode() }, orNull: orNull), schema: .of(Value.self))
}
