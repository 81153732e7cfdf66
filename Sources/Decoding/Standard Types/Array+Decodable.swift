extension Array: Decodable where Element: Decodable, Element == Element.DecodedType {
  /// Decodes a JSON array, every element as `Element`.
  ///
  /// Every element is tried: the failures of all bad elements are reported together,
  /// each with its index in the path (`items[3].price: expected Double, found "free"`).
  @inlinable
  public static func decode(_ json: JSON) -> Decoded<[Element]> {
    decodeElements(of: json, with: { Element.decode($0) })
  }
}

extension Array {
  /// Decodes the elements of a JSON array with `decodeElement`, accumulating failures by index.
  @inlinable
  static func decodeElements(of json: JSON, with decodeElement: (JSON) -> Decoded<Element>) -> Decoded<[Element]> {
    guard case .array(let elements) = json else {
      return .typeMismatch(expected: "array", actual: json)
    }
    var decoded: [Element] = []
    decoded.reserveCapacity(elements.count)
    var failure: DecodeError?
    for index in elements.indices {
      switch decodeElement(elements[index]) {
      case .success(let element):
        if failure == nil { decoded.append(element) }
      case .failure(let error):
        let located = error.prefixed(with: .index(index))
        failure = failure.map { $0.merged(with: located) } ?? located
      }
    }
    if let failure { return .failure(failure) }
    return .success(decoded)
  }
}

/// Decodes a JSON array of `T`, as Argo's `decodeArray`.
@inlinable
public func decodeArray<T: Decodable>(_ json: JSON) -> Decoded<[T]> where T == T.DecodedType {
  [T].decode(json)
}
