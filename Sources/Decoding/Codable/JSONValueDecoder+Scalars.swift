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
      if T.bitWidth > 64, let integer = Self.wideInteger(number, as: T.self) { return integer }
    }
    throw mismatch(value, T.self, expected: "\(T.self)", isRightKind: value.isNumber, depth: depth, entry: entry)
  }

  /// The integer `number` denotes when it fits `T`, however it is written: `-9223372036854775809`,
  /// `-9223372036854775809.0` and `-9.223372036854775809e18` alike.
  private static func wideInteger<T: FixedWidthInteger>(_ number: JSONNumber, as type: T.Type) -> T? {
    let (isNegative, digits, exponent) = number.significantDigits
    if digits.isEmpty { return 0 }
    // A negative exponent is a fraction (the digits have no trailing zero); more digits than
    // `T` can hold need not be spelled out.
    guard exponent >= 0, digits.utf8.count + exponent <= T.bitWidth / 3 + 1 else { return nil }
    return T((isNegative ? "-" : "") + digits + String(repeating: "0", count: exponent), radix: 10)
  }

  /// A number as the nearest `T`, or an infinity or NaN spelled as the
  /// non-conforming float strategy says; a number beyond `T`'s range, or a nonzero number
  /// so small that it rounds to zero, is `dataCorrupted` (the rule of Decoding's own
  /// `Double` and `Float`, and `JSONDecoder`'s).
  @inline(__always)
  func floatingPoint<T: BinaryFloatingPoint>(
    _ value: JSON, as type: T.Type, depth: Int, entry: CodingPathEntry?
  ) throws -> T {
    switch value {
    case .number(let number):
      if T.self == Double.self {
        if let result = number.doubleValueInRange { return T(result) }
      } else {
        // Rounded once, from the digits: a `Float` is not the `Double` rounded again.
        let result = number.floatValue
        if result.isFinite, result != 0 || number.isZero { return T(result) }
      }
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
}

extension JSON {
  /// Whether this is a number.
  var isNumber: Bool {
    if case .number = self { return true }
    return false
  }
}
