extension JSONArray {
  /// Every element as the `Double` that `Double` decoding gives it, or `nil` when any element
  /// is not a number or is out of `Double`'s range (the caller then decodes element by element,
  /// to report each failure with its index).
  ///
  /// Coordinates, series and matrices are arrays of numbers, and reading them one `JSON`
  /// value at a time made and took apart a ``JSONNumber`` per element: canada.json spent
  /// about 180 of its 530 instructions a number doing that. An array of a parsed document
  /// converts each number's text straight from its slot.
  @usableFromInline
  package func doublesInRange() -> [Double]? {
    switch storage {
    case .indexed(let document, let slot):
      let count = document.count(of: slot)
      let first = slot.firstChild
      // `reserveCapacity` and `append` rather than `init(unsafeUninitializedCapacity:)`,
      // which allocates through a standard library function that is not specialized: 334
      // instructions an array, about half of them looking up the array's generic metadata,
      // and 12% of canada.json's decode with the operators (55,563 arrays of two numbers).
      var doubles: [Double] = []
      doubles.reserveCapacity(count)
      for position in 0..<count {
        let element = document.slot(at: first + position)
        guard element.kind == .number, let value = document.doubleInRange(of: element) else { return nil }
        doubles.append(value)
      }
      return doubles
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
}
