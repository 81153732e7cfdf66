import Decoding

/// A decoder for an object that skips the members whose values `decodeValue` rejects and
/// records them with their keys: `required("prices", lenientDictionary(double))`.
/// See ``Decoding/LenientDictionary``.
@available(swift 6)
public func lenientDictionary<T>(_ decodeValue: @escaping DecodeFunction<T>) -> DecodeFunction<LenientDictionary<T>> {
  { json in LenientDictionary.decodeLeniently(json, with: decodeValue) }
}

/// `lenientDictionary(_:)` in the Swift 5 language mode, where `User.decode` is not `@Sendable`.
@_documentation(visibility: private)
@available(swift, obsoleted: 6)
public func lenientDictionary<T>(_ decodeValue: @escaping (JSON) -> Decoded<T>) -> DecodeFunction<
  LenientDictionary<T>
> {
  lenientDictionary(uncheckedDecoder(decodeValue))
}
