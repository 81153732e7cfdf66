import Decoding

/// A value the compiler is told is `Sendable` without checking.
///
/// Used only by the declarations the Swift 5 language mode sees instead of the `@Sendable`
/// ones (`@available(swift, obsoleted: 6)`): that mode infers no sendability for `User.init`
/// or `User.decode` and checks none, so demanding it there would only warn.
@usableFromInline
struct UncheckedSendable<Value>: @unchecked Sendable {
  @usableFromInline
  let value: Value

  @inlinable
  init(_ value: Value) {
    self.value = value
  }
}

/// A decoder calling `decode`, which the Swift 5 language mode does not know to be `@Sendable`.
@inlinable
func uncheckedDecoder<A>(_ decode: @escaping (JSON) -> Decoded<A>) -> DecodeFunction<A> {
  let box = UncheckedSendable(decode)
  return { json in box.value(json) }
}

/// An encoder calling `encode`, which the Swift 5 language mode does not know to be `@Sendable`.
@inlinable
func uncheckedEncoder<A>(_ encode: @escaping (A, inout JSONOutput) throws -> Void) -> EncodeFunction<A> {
  let box = UncheckedSendable(encode)
  return { value, output in try box.value(value, &output) }
}
