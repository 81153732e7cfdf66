import Decoding

/// Accepts a value's string form too: `required("port", coerced(int))` reads `8080` and
/// `"8080"`, `required("label", coerced(string))` reads `"7"` and `7`.
///
/// A number, `Decimal` or `Bool` is also read from a string holding it as JSON writes it
/// (`"42"`, `"3.5"`, `"true"`), and a `String` from a number or a Boolean. The same decoding
/// as the operators' ``Decoding/JSON/coerced(_:as:)``, with the same errors, which name both
/// forms: `port: expected Int or Int as a string, found "eighty"`.
@available(swift 6)
@inlinable
public func coerced<A>(_ decoder: @escaping DecodeFunction<A>) -> DecodeFunction<A> {
  { json in json.decodeCoerced(with: decoder) }
}

/// `coerced(_:)` in the Swift 5 language mode, where `User.decode` is not `@Sendable`.
@_documentation(visibility: private)
@available(swift, obsoleted: 6)
@inlinable
public func coerced<A>(_ decoder: @escaping (JSON) -> Decoded<A>) -> DecodeFunction<A> {
  coerced(uncheckedDecoder(decoder))
}
