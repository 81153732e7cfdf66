import Decoding

// The steps that decode one field of a pipeline. Member lookup goes through the
// same `JSON.decodeMember`/`decodeOptionalMember` helpers as `<|` and `<|?`, so a
// bad document is described identically in both styles.
//
// Key paths have their own names (`requiredAt`, `optionalAt`, as in
// elm-decode-pipeline) instead of `String`/`[String]` overloads of `required` and
// `optional`: every overload is multiplied across the steps of a pipeline by the
// type checker (a `[String]` overload of `required` made a 20-field pipeline take
// minutes to type-check).

/// Decodes the member `key` with `decoder`: `|> required("name", string)`.
///
/// Fails when the JSON is not an object, when the member is missing, and when
/// its value (even `null`) does not decode; the failure's path starts with `key`.
/// For a member that may be `null`, use `required(key, nullable(decoder))`.
@available(swift 6)
@inlinable
public func required<A>(_ key: String, _ decoder: @escaping DecodeFunction<A>) -> DecodeFunction<A> {
  { json in json.decodeMember(key, decoder) }
}

/// Decodes the value at a key path: `|> requiredAt(["author", "name"], string)`.
///
/// Fails when a step is not an object or lacks its key; the failure's path names the step.
@available(swift 6)
@inlinable
public func requiredAt<A>(_ path: [String], _ decoder: @escaping DecodeFunction<A>) -> DecodeFunction<A> {
  { json in json.decodeMember(atPath: path, decoder) }
}

/// Decodes the member `key` if it is there: `|> optional("image", string)` gives a `String?`.
///
/// Only a missing or `null` member gives `nil`. A member that is present but does
/// not decode is a failure, never a silent `nil`; so is JSON that is not an object.
@available(swift 6)
@inlinable
public func optional<A>(_ key: String, _ decoder: @escaping DecodeFunction<A>) -> DecodeFunction<A?> {
  { json in json.decodeOptionalMember(key, decoder) }
}

/// Decodes the member `key`, or gives `fallback` when it is missing or `null`:
/// `|> optional("score", int, 0)`.
///
/// A member that is present but does not decode is a failure, not the fallback.
/// Like the right-hand side of `??`, `fallback` is evaluated only when it is needed.
@available(swift 6)
@inlinable
public func optional<A>(
  _ key: String,
  _ decoder: @escaping DecodeFunction<A>,
  _ fallback: @autoclosure @escaping @Sendable () -> A
) -> DecodeFunction<A> {
  { json in json.decodeOptionalMember(key, decoder).map { $0 ?? fallback() } }
}

/// Decodes the value at a key path if it is there: `|> optionalAt(["meta", "next"], string)`.
///
/// A missing or `null` value at any step gives `nil`; any other value that is not
/// an object where the path goes on, or that does not decode, is a failure.
@available(swift 6)
@inlinable
public func optionalAt<A>(_ path: [String], _ decoder: @escaping DecodeFunction<A>) -> DecodeFunction<A?> {
  { json in json.decodeOptionalMember(atPath: path, decoder) }
}

/// Decodes the value at a key path, or gives `fallback` when a step is missing or `null`.
@available(swift 6)
@inlinable
public func optionalAt<A>(
  _ path: [String],
  _ decoder: @escaping DecodeFunction<A>,
  _ fallback: @autoclosure @escaping @Sendable () -> A
) -> DecodeFunction<A> {
  { json in json.decodeOptionalMember(atPath: path, decoder).map { $0 ?? fallback() } }
}

/// Feeds the pipeline a value without reading the JSON: `|> hardcoded("athlete")`.
///
/// elm-decode-pipeline's name for elm's ``succeed(_:)``, the same decoder: `value` is
/// evaluated each time the decoder runs.
@inlinable
public func hardcoded<A>(_ value: @autoclosure @escaping @Sendable () -> A) -> DecodeFunction<A> {
  succeed(value())
}

/// Feeds the pipeline the result of `decoder` run on the whole JSON value rather
/// than on one member: `|> custom(decodeLocation)`, `|> custom(Author.decode)`.
///
/// Use it for a field computed from several members, or decoded by a type's own `decode`.
@available(swift 6)
@inlinable
public func custom<A>(_ decoder: @escaping DecodeFunction<A>) -> DecodeFunction<A> {
  decoder
}

// MARK: - Swift 5 language mode

// That mode does not infer `User.decode` to be `@Sendable`, so it sees these steps instead of
// the ones above (see `UncheckedSendable`); each forwards to its `@Sendable` counterpart.

/// `required(_:_:)` in the Swift 5 language mode.
@_documentation(visibility: private)
@available(swift, obsoleted: 6)
@inlinable
public func required<A>(_ key: String, _ decoder: @escaping (JSON) -> Decoded<A>) -> DecodeFunction<A> {
  required(key, uncheckedDecoder(decoder))
}

/// `requiredAt(_:_:)` in the Swift 5 language mode.
@_documentation(visibility: private)
@available(swift, obsoleted: 6)
@inlinable
public func requiredAt<A>(_ path: [String], _ decoder: @escaping (JSON) -> Decoded<A>) -> DecodeFunction<A> {
  requiredAt(path, uncheckedDecoder(decoder))
}

/// `optional(_:_:)` in the Swift 5 language mode.
@_documentation(visibility: private)
@available(swift, obsoleted: 6)
@inlinable
public func optional<A>(_ key: String, _ decoder: @escaping (JSON) -> Decoded<A>) -> DecodeFunction<A?> {
  optional(key, uncheckedDecoder(decoder))
}

/// `optional(_:_:_:)` in the Swift 5 language mode.
@_documentation(visibility: private)
@available(swift, obsoleted: 6)
@inlinable
public func optional<A>(
  _ key: String,
  _ decoder: @escaping (JSON) -> Decoded<A>,
  _ fallback: @autoclosure @escaping @Sendable () -> A
) -> DecodeFunction<A> {
  optional(key, uncheckedDecoder(decoder), fallback())
}

/// `optionalAt(_:_:)` in the Swift 5 language mode.
@_documentation(visibility: private)
@available(swift, obsoleted: 6)
@inlinable
public func optionalAt<A>(_ path: [String], _ decoder: @escaping (JSON) -> Decoded<A>) -> DecodeFunction<A?> {
  optionalAt(path, uncheckedDecoder(decoder))
}

/// `optionalAt(_:_:_:)` in the Swift 5 language mode.
@_documentation(visibility: private)
@available(swift, obsoleted: 6)
@inlinable
public func optionalAt<A>(
  _ path: [String],
  _ decoder: @escaping (JSON) -> Decoded<A>,
  _ fallback: @autoclosure @escaping @Sendable () -> A
) -> DecodeFunction<A> {
  optionalAt(path, uncheckedDecoder(decoder), fallback())
}

/// `custom(_:)` in the Swift 5 language mode.
@_documentation(visibility: private)
@available(swift, obsoleted: 6)
@inlinable
public func custom<A>(_ decoder: @escaping (JSON) -> Decoded<A>) -> DecodeFunction<A> {
  uncheckedDecoder(decoder)
}
