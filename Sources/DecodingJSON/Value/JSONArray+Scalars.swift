extension JSONArray {
  /// Every element as the `Double` that `Double` decoding gives it, or `nil` when any element
  /// is not a number or is out of `Double`'s range (the caller then decodes element by element,
  /// to report each failure with its index).
  ///
  /// Coordinates, series and matrices are arrays of numbers, and reading them one `JSON`
  /// value at a time made and took apart a ``JSONNumber`` per element: canada.json spent
  /// about 180 of its 530 instructions a number doing that
  /// (`Benchmarks/Scripts/decode-instructions.sh canada`). An array of a parsed document
  /// converts each number's text straight from its slot.
  @usableFromInline
  package func doublesInRange() -> [Double]? {
    switch storage {
    case .indexed(let document, let slot):
      return document.doublesInRange(ofArray: slot)
    case .elements(let elements):
      var doubles: [Double] = []
      doubles.reserveCapacity(elements.count)
      for element in elements {
        guard case .number(let number) = element, let value = number.doubleValueInRange else { return nil }
        doubles.append(value)
      }
      return doubles
    }
  }

  /// Every element as the `[Double]` that ``doublesInRange()`` gives it, or `nil` when any
  /// element is not an array of numbers in `Double`'s range.
  ///
  /// A line's points and a polygon's rings are arrays of such arrays: read one `JSON` value
  /// at a time, each inner array was made as a ``JSONArray`` and handed through the decoder
  /// (canada.json's 55,563 points of two numbers: about 600 instructions a point through
  /// `CodableDecoder`, 360 with the operators: `Benchmarks/Scripts/decode-instructions.sh
  /// canada`). An array of a parsed document reads each
  /// inner array from its slot.
  @usableFromInline
  package func doubleArraysInRange() -> [[Double]]? {
    switch storage {
    case .indexed(let document, let slot):
      let count = document.count(of: slot)
      let first = slot.firstChild
      var arrays: [[Double]] = []
      arrays.reserveCapacity(count)
      for position in 0..<count {
        let element = document.slot(at: first + position)
        guard element.kind == .array, let doubles = document.doublesInRange(ofArray: element) else { return nil }
        arrays.append(doubles)
      }
      return arrays
    case .elements(let elements):
      var arrays: [[Double]] = []
      arrays.reserveCapacity(elements.count)
      for element in elements {
        guard case .array(let inner) = element, let doubles = inner.doublesInRange() else { return nil }
        arrays.append(doubles)
      }
      return arrays
    }
  }

  /// Every element as the `String` that `String` decoding gives it, or `nil` when any
  /// element is not a string.
  ///
  /// Read one `JSON` value at a time, each string was wrapped in a value, handed to the
  /// element's decoder and taken out again; an array of a parsed document makes each string
  /// straight from its slot.
  @usableFromInline
  package func stringsFromSlots() -> [String]? {
    switch storage {
    case .indexed(let document, let slot):
      return document.strings(ofArray: slot)
    case .elements(let elements):
      var strings: [String] = []
      strings.reserveCapacity(elements.count)
      for element in elements {
        guard case .string(let text) = element else { return nil }
        strings.append(text)
      }
      return strings
    }
  }

  /// Every element as the `Int` that `Int` decoding gives it, or `nil` when any element is
  /// not an integer within `Int`'s range.
  @usableFromInline
  package func intsFromSlots() -> [Int]? {
    integersFromSlots(as: Int.self)
  }

  /// Every element as the `Int64` that `Int64` decoding gives it, or `nil` when any element
  /// is not an integer within `Int64`'s range.
  @usableFromInline
  package func int64sFromSlots() -> [Int64]? {
    integersFromSlots(as: Int64.self)
  }

  /// Every element as the exact `T`, or `nil` when any element is not an integer within
  /// `T`'s range.
  @inline(__always)
  private func integersFromSlots<T: FixedWidthInteger>(as type: T.Type) -> [T]? {
    switch storage {
    case .indexed(let document, let slot):
      let count = document.count(of: slot)
      let first = slot.firstChild
      var integers: [T] = []
      integers.reserveCapacity(count)
      for position in 0..<count {
        let element = document.slot(at: first + position)
        guard element.kind == .number, let value = document.number(of: element).exactly(as: T.self) else { return nil }
        integers.append(value)
      }
      return integers
    case .elements(let elements):
      var integers: [T] = []
      integers.reserveCapacity(elements.count)
      for element in elements {
        guard case .number(let number) = element, let value = number.exactly(as: T.self) else { return nil }
        integers.append(value)
      }
      return integers
    }
  }
}
