import Decoding

/// A decoder for an array that skips the elements `decodeElement` rejects and
/// records them: `required("items", lenientArray(decodeItem))`. See ``Decoding/LenientArray``.
@available(swift 6)
public func lenientArray<T>(_ decodeElement: @escaping DecodeFunction<T>) -> DecodeFunction<LenientArray<T>> {
  { json in LenientArray.decodeLeniently(json, with: decodeElement) }
}

/// `lenientArray(_:)` in the Swift 5 language mode, where `User.decode` is not `@Sendable`.
@_documentation(visibility: private)
@available(swift, obsoleted: 6)
public func lenientArray<T>(_ decodeElement: @escaping (JSON) -> Decoded<T>) -> DecodeFunction<LenientArray<T>> {
  lenientArray(uncheckedDecoder(decodeElement))
}
