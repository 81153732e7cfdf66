import Decoding

/// Decodes a sum type whose case is named by a tag laid out as `layout`:
///
/// ```swift
/// let decodeShape: DecodeFunction<Shape> = union(.internallyTagged(by: "type"), [
///   "circle": decode(Shape.circle) |> required("radius", double),
///   "square": decode(Shape.square) |> required("side", double),
/// ])
/// ```
///
/// The same decoding as the operators' ``Decoding/JSON/decodeUnion(_:_:unknown:)``, with the
/// same errors: a tag that names no case fails at the tag, listing the known tags,
/// `type: unknown tag "hexagon" (expected "circle", "square")`, unless `unknown` makes a
/// fallback case that keeps the tag.
@available(swift 6)
public func union<T>(
  _ layout: UnionLayout,
  _ cases: KeyValuePairs<String, DecodeFunction<T>>,
  unknown: (@Sendable (String) -> T)? = nil
) -> DecodeFunction<T> {
  let named = cases.map { (key: $0.key, value: $0.value) }
  return { json in json.decodeUnion(layout, cases: named, unknown: unknown, run: { decode, json in decode(json) }) }
}

/// `union(_:_:unknown:)` in the Swift 5 language mode, where `Circle.decode` is not `@Sendable`.
@_documentation(visibility: private)
@available(swift, obsoleted: 6)
public func union<T>(
  _ layout: UnionLayout,
  _ cases: KeyValuePairs<String, (JSON) -> Decoded<T>>,
  unknown: ((String) -> T)? = nil
) -> DecodeFunction<T> {
  let named = cases.map { (key: $0.key, value: uncheckedDecoder($0.value)) }
  let fallback = unknown.map(UncheckedSendable.init)
  return { json in
    json.decodeUnion(layout, cases: named, unknown: fallback?.value, run: { decode, json in decode(json) })
  }
}
