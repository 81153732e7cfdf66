import Decoding

// Modifiers take a decoder and return a new one. They read as function calls,
// `array(decodeUser)`, or as pipeline steps, `decodeUser |> array`, through the
// second `|>` overload.

/// Decodes a JSON array, every element with `element`: `array(string)`, `decodeUser |> array`.
///
/// Every element is tried, and the failures of all bad elements are reported
/// together, each with its index in the path (`[3].name: missing key`).
@available(swift 6)
@inlinable
public func array<A>(_ element: @escaping DecodeFunction<A>) -> DecodeFunction<[A]> {
  { json in [A].decodeElements(of: json, with: element) }
}

/// Decodes a JSON object into a dictionary, every member's value with `value`.
///
/// The failures of all bad members are reported together, ordered by key.
@available(swift 6)
@inlinable
public func dictionary<A>(_ value: @escaping DecodeFunction<A>) -> DecodeFunction<[String: A]> {
  { json in [String: A].decodeValues(of: json, with: value) }
}

/// Decodes `null` as `nil` and anything else with `decoder`: `required("image", nullable(string))`.
///
/// Unlike `optional(_:_:)`, the member must be present.
@available(swift 6)
@inlinable
public func nullable<A>(_ decoder: @escaping DecodeFunction<A>) -> DecodeFunction<A?> {
  { json in
    if case .null = json { return .success(nil) }
    return decoder(json).map(Optional.some)
  }
}

/// Transforms what a decoder produces: `string |> map { $0.lowercased() }`.
@inlinable
public func map<A, B>(
  _ transform: @escaping @Sendable (A) -> B
) -> (@escaping DecodeFunction<A>) -> DecodeFunction<B> {
  { decoder in { json in decoder(json).map(transform) } }
}

/// Chooses the next decoder from what a decoder produced, and runs it on the same JSON.
///
/// A check of the value, for example, is a decoder that succeeds or fails:
///
/// ```swift
/// int |> andThen { $0 > 0 ? succeed($0) : fail("expected a positive number, found \($0)") }
/// ```
///
/// Elm's `andThen` (Swift's `flatMap`, which the pipeline does not repeat under that name).
/// If the first decoder fails, that failure is the result.
@inlinable
public func andThen<A, B>(
  _ next: @escaping @Sendable (A) -> DecodeFunction<B>
) -> (@escaping DecodeFunction<A>) -> DecodeFunction<B> {
  { decoder in { json in decoder(json).flatMap { next($0)(json) } } }
}

// MARK: - Swift 5 language mode

/// `array(_:)` in the Swift 5 language mode, where `User.decode` is not `@Sendable`.
@_documentation(visibility: private)
@available(swift, obsoleted: 6)
@inlinable
public func array<A>(_ element: @escaping (JSON) -> Decoded<A>) -> DecodeFunction<[A]> {
  array(uncheckedDecoder(element))
}

/// `dictionary(_:)` in the Swift 5 language mode, where `User.decode` is not `@Sendable`.
@_documentation(visibility: private)
@available(swift, obsoleted: 6)
@inlinable
public func dictionary<A>(_ value: @escaping (JSON) -> Decoded<A>) -> DecodeFunction<[String: A]> {
  dictionary(uncheckedDecoder(value))
}

/// `nullable(_:)` in the Swift 5 language mode, where `User.decode` is not `@Sendable`.
@_documentation(visibility: private)
@available(swift, obsoleted: 6)
@inlinable
public func nullable<A>(_ decoder: @escaping (JSON) -> Decoded<A>) -> DecodeFunction<A?> {
  nullable(uncheckedDecoder(decoder))
}
