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
    // An array of a parsed document is read without retaining the document, which `json`
    // keeps alive for the whole loop (`BorrowedArray` says what that saves).
    if let elements = json.borrowedArray {
      if elements.mayNestDeep, ThreadStack.isRunningLow() { return .failure(.stackExhausted) }
      return withExtendedLifetime(json) {
        decodeElements(count: elements.count) { decodeElement(elements.element(at: $0)) }
      }
    }
    guard case .array(let elements) = json else {
      return .typeMismatch(expected: "array", actual: json)
    }
    if elements.mayNestDeep, ThreadStack.isRunningLow() { return .failure(.stackExhausted) }
    return decodeElements(count: elements.count) { decodeElement(elements[$0]) }
  }

  /// Decodes `count` elements, each with `decodeElement` of its index, accumulating failures by
  /// index. The count is asked once: each ask is a call into another module.
  @inlinable
  static func decodeElements(count: Int, _ decodeElement: (Int) -> Decoded<Element>) -> Decoded<[Element]> {
    var decoded: [Element] = []
    decoded.reserveCapacity(count)
    for index in 0..<count {
      switch decodeElement(index) {
      case .success(let element):
        decoded.append(element)
      case .failure(let error):
        return .failure(failures(from: index, first: error, count: count, decodeElement))
      }
    }
    return .success(decoded)
  }

  /// The failures of the elements from `start` on, `first` being the one at `start`, each with
  /// its index in the path: the rest of the array is still decoded, so that every bad element
  /// is reported.
  // Out of the loop above, which then keeps no failure list while every element succeeds
  // (canada.json's pipeline, 55,563 arrays of two numbers: 2.1% fewer instructions a decode,
  // `Benchmarks/Scripts/decode-instructions.sh canada`).
  @inlinable
  static func failures(
    from start: Int, first: DecodeError, count: Int, _ decodeElement: (Int) -> Decoded<Element>
  ) -> DecodeError {
    // Failures are collected in one list and wrapped once at the end: merging
    // error values element by element copies the list each time, which made an
    // array of 32,000 bad elements take half a minute.
    var failures = FailureCollector()
    failures.add(first, at: .index(start))
    for index in start + 1..<count {
      if case .failure(let error) = decodeElement(index) {
        failures.add(error, at: .index(index))
      }
    }
    return failures.error ?? first
  }
}
