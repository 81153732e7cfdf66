extension Array: Decodable where Element: Decodable, Element == Element.DecodedType {
  /// Decodes a JSON array, every element as `Element`.
  ///
  /// Every element is tried: the failures of all bad elements are reported together,
  /// each with its index in the path (`items[3].price: expected Double, found "free"`).
  @inlinable
  public static func decode(_ json: JSON) -> Decoded<[Element]> {
    // Arrays of numbers (coordinates, series), of arrays of numbers (a line's points), of
    // strings and of integers are read straight from the document's slots, without a `JSON`
    // value per element; when any element does not fit, and for any other element type, the
    // array is decoded element by element, for its errors.
    // unsafeBitCast, not `as!`: a cast between array types converts element by element (canada.json: 6% more instructions a decode, `Benchmarks/Scripts/decode-instructions.sh canada`).
    if Element.self == Double.self, case .array(let elements) = json, let doubles = elements.doublesInRange() {
      return .success(unsafeBitCast(doubles, to: [Element].self))
    }
    if Element.self == [Double].self, case .array(let elements) = json, let arrays = elements.doubleArraysInRange() {
      return .success(unsafeBitCast(arrays, to: [Element].self))
    }
    if Element.self == String.self, case .array(let elements) = json, let strings = elements.stringsFromSlots() {
      return .success(unsafeBitCast(strings, to: [Element].self))
    }
    if Element.self == Int.self, case .array(let elements) = json, let integers = elements.intsFromSlots() {
      return .success(unsafeBitCast(integers, to: [Element].self))
    }
    if Element.self == Int64.self, case .array(let elements) = json, let integers = elements.int64sFromSlots() {
      return .success(unsafeBitCast(integers, to: [Element].self))
    }
    return decodeElements(of: json, with: { Element.decode($0) })
  }
}

extension Array {
  /// Decodes the elements of a JSON array with `decodeElement`, accumulating failures by index.
  @inlinable
  package static func decodeElements(of json: JSON, with decodeElement: (JSON) -> Decoded<Element>) -> Decoded<
    [Element]
  > {
    guard case .array(let elements) = json else {
      return .typeMismatch(expected: "array", actual: json)
    }
    if elements.mayNestDeep, ThreadStack.isRunningLow() { return .failure(.stackExhausted) }
    // The count asked once: `count` and `indices` each asked the array's `endIndex`, a
    // call into another module (canada.json's 83,000 arrays of coordinates, 1.5 million
    // instructions a decode with the pipeline, `Benchmarks/Scripts/decode-instructions.sh canada`).
    let count = elements.count
    var decoded: [Element] = []
    decoded.reserveCapacity(count)
    // Failures are collected in one list and wrapped once at the end: merging
    // error values element by element copies the list each time, which made an
    // array of 32,000 bad elements take half a minute.
    var failures = FailureCollector()
    for index in 0..<count {
      switch decodeElement(elements[index]) {
      case .success(let element):
        if failures.isEmpty { decoded.append(element) }
      case .failure(let error):
        failures.add(error, at: .index(index))
      }
    }
    if let error = failures.error { return .failure(error) }
    return .success(decoded)
  }
}
