// The scalars of `Swift.Decoder`, read as `JSONDecoder` reads them: a `Bool` only from
// `true` or `false`, a `String` only from a string, an integer only from a number that is
// an integer in range, a floating-point number from any number it can hold. Unlike
// Decoding's own `Decodable` conformances, nothing is converted from strings (`"12"` is not
// an `Int64` here), since Codable models are written against `JSONDecoder`'s rules.

extension JSONValueDecoder {
  @inline(__always)
  func string(_ value: JSON, depth: Int, entry: CodingPathEntry?) throws -> String {
    guard case .string(let text) = value else {
      throw mismatch(value, String.self, expected: "String", isRightKind: false, depth: depth, entry: entry)
    }
    return text
  }

  @inline(__always)
  func bool(_ value: JSON, depth: Int, entry: CodingPathEntry?) throws -> Bool {
    guard case .bool(let flag) = value else {
      throw mismatch(value, Bool.self, expected: "Bool", isRightKind: false, depth: depth, entry: entry)
    }
    return flag
  }

  /// An integer number within `T`'s range; a fraction or an overflow is `dataCorrupted`.
  @inline(__always)
  func integer<T: FixedWidthInteger>(_ value: JSON, as type: T.Type, depth: Int, entry: CodingPathEntry?) throws -> T {
    if case .number(let number) = value {
      if let integer = number.exactly(as: T.self) { return integer }
      // Beyond 64 bits (`Int128`), only the digits themselves can say.
      if T.bitWidth > 64, let integer = T(number.text, radix: 10) { return integer }
    }
    throw mismatch(value, T.self, expected: "\(T.self)", isRightKind: value.isNumber, depth: depth, entry: entry)
  }

  /// A number as the nearest `T`, or an infinity or NaN spelled as the
  /// non-conforming float strategy says; a number beyond `T`'s range, or so small that it
  /// would round to zero, is `dataCorrupted`.
  @inline(__always)
  func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(
    _ value: JSON, as type: T.Type, depth: Int, entry: CodingPathEntry?
  ) throws -> T {
    switch value {
    case .number(let number):
      let double = number.doubleValue
      let result = T.self == Double.self ? T(double) : Self.nearest(number, as: T.self, double: double)
      if result.isFinite, result != 0 || number.exactly(as: Int64.self) == 0 { return result }
    case .string(let text):
      if case .convertFromString(let positiveInfinity, let negativeInfinity, let nan) =
        options.nonConformingFloatDecodingStrategy
      {
        if text == positiveInfinity { return .infinity }
        if text == negativeInfinity { return -.infinity }
        if text == nan { return .nan }
      }
    default:
      break
    }
    throw mismatch(value, T.self, expected: "\(T.self)", isRightKind: value.isNumber, depth: depth, entry: entry)
  }

  /// The `T` nearest to `number`, rounded once from its digits as `JSONDecoder` does.
  ///
  /// Rounding the `Double` again can differ from that only when the `Double` falls exactly
  /// halfway between two `T` values; then the text decides.
  private static func nearest<T: BinaryFloatingPoint & LosslessStringConvertible>(
    _ number: JSONNumber, as type: T.Type, double: Double
  ) -> T {
    let rounded = T(double)
    guard rounded.isFinite, Double(rounded) != double else { return rounded }
    let neighbour = Double(rounded) < double ? rounded.nextUp : rounded.nextDown
    guard double - Double(rounded) == Double(neighbour) - double else { return rounded }
    return T(number.text) ?? rounded
  }
}

extension JSON {
  /// Whether this is a number.
  var isNumber: Bool {
    if case .number = self { return true }
    return false
  }
}
