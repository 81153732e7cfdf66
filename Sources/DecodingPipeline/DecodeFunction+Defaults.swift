import Decoding

/// Decodes the member `key` with `decoder`, or gives `defaultValue` when it is missing:
/// `|> defaulted("retries", int, 3)`.
///
/// Only absence is replaced. A `null` member is an error unless `orNull` is `true` (which is
/// `optional(key, decoder, defaultValue)`), and a member that is present but does not decode
/// is always an error, never the default. The same decoding as the operators'
/// ``Decoding/JSON/defaulted(_:_:orNull:)``, with the same errors.
@available(swift 6)
@inlinable
public func defaulted<A>(
  _ key: String,
  _ decoder: @escaping DecodeFunction<A>,
  _ defaultValue: @autoclosure @escaping @Sendable () -> A,
  orNull: Bool = false
) -> DecodeFunction<A> {
  { json in json.decodeMember(key, decoder, default: defaultValue, orNull: orNull) }
}

/// `defaulted(_:_:_:orNull:)` in the Swift 5 language mode.
@_documentation(visibility: private)
@available(swift, obsoleted: 6)
@inlinable
public func defaulted<A>(
  _ key: String,
  _ decoder: @escaping (JSON) -> Decoded<A>,
  _ defaultValue: @autoclosure @escaping @Sendable () -> A,
  orNull: Bool = false
) -> DecodeFunction<A> {
  defaulted(key, uncheckedDecoder(decoder), defaultValue(), orNull: orNull)
}
