import Decoding

// Decoders that ignore the JSON and give a fixed outcome, for starting a pipeline
// by hand and for the branches of `andThen`.

/// A decoder that always succeeds with `value`, whatever the JSON.
///
/// Elm's `succeed`. ``hardcoded(_:)`` is the same decoder under elm-decode-pipeline's
/// name, which reads better as a pipeline step (`|> hardcoded("athlete")`); both stay so
/// that code written for either reads as it did.
///
/// `value` is evaluated each time the decoder runs, like the right-hand side of
/// `??`, so it can be anything, even a function that is not `Sendable` such as a
/// curried initializer: `succeed({ name in { age in User(name: name, age: age) } })`.
@inlinable
public func succeed<A>(_ value: @autoclosure @escaping @Sendable () -> A) -> DecodeFunction<A> {
  { _ in .success(value()) }
}

/// A decoder that always fails with `message`: `fail("unknown version \(version)")`.
@inlinable
public func fail<A>(_ message: String) -> DecodeFunction<A> {
  { _ in .failure(.custom(message)) }
}
