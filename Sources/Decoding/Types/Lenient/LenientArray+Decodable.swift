extension LenientArray: Decodable where Element: Decodable, Element == Element.DecodedType {
  /// Decodes a JSON array, keeping the elements that decode and recording the others.
  ///
  /// Only the elements are lenient: a value that is not an array (`null` included)
  /// is a failure. For a member that may be missing or `null`, use `<|?`.
  @inlinable
  public static func decode(_ json: JSON) -> Decoded<LenientArray<Element>> {
    decodeLeniently(json, with: { Element.decode($0) })
  }
}

extension LenientArray {
  /// Decodes the elements of a JSON array with `decodeElement`, skipping and recording failures.
  @inlinable
  package static func decodeLeniently(_ json: JSON, with decodeElement: (JSON) -> Decoded<Element>) -> Decoded<
    LenientArray
  > {
    guard case .array(let values) = json else { return .typeMismatch(expected: "array", actual: json) }
    if values.mayNestDeep, ThreadStack.isRunningLow() { return .failure(.stackExhausted) }
    var elements: [Element] = []
    elements.reserveCapacity(values.count)
    var skips = SkipRecorder()
    for index in values.indices {
      switch decodeElement(values[index]) {
      case .success(let element): elements.append(element)
      case .failure(let error): skips.skip(index: index, error: error, at: .index(index))
      }
    }
    return .success(LenientArray(elements: elements, skips: skips))
  }
}
