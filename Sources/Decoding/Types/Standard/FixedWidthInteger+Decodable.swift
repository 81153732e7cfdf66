extension FixedWidthInteger {
  /// Decodes a JSON number that is an integer within `Self`'s range.
  ///
  /// A fraction or an out-of-range value is a type mismatch naming the type and
  /// the value (`expected UInt8, found 300`), never a trap or a truncation.
  @inlinable
  static func decodeInteger(_ json: JSON, fromString: Bool = false) -> Decoded<Self> {
    switch json {
    case .number(let number):
      if let value = number.exactly(as: Self.self) { return .success(value) }
    case .string(let text) where fromString:
      if let value = Self(text, radix: 10) { return .success(value) }
    default:
      break
    }
    return .typeMismatch(expected: "\(Self.self)", actual: json)
  }
}

extension Int: Decodable {
  /// Decodes an integer number within `Int`'s range.
  @inlinable
  public static func decode(_ json: JSON) -> Decoded<Int> { decodeInteger(json) }
}

// `decode` of Int8, Int16, Int32, UInt8, UInt16 and UInt32 is disfavored: Argo 4 did not
// conform these types, so an app's module may declare its own `decode` for one, and code
// that imports both calls that one, as it did with Argo.
extension Int8: Decodable {
  /// Decodes an integer number within `Int8`'s range.
  @inlinable
  @_disfavoredOverload
  public static func decode(_ json: JSON) -> Decoded<Int8> { decodeInteger(json) }
}

extension Int16: Decodable {
  /// Decodes an integer number within `Int16`'s range.
  @inlinable
  @_disfavoredOverload
  public static func decode(_ json: JSON) -> Decoded<Int16> { decodeInteger(json) }
}

extension Int32: Decodable {
  /// Decodes an integer number within `Int32`'s range.
  @inlinable
  @_disfavoredOverload
  public static func decode(_ json: JSON) -> Decoded<Int32> { decodeInteger(json) }
}

extension Int64: Decodable {
  /// Decodes an integer number, or a string of decimal digits as Argo does, within `Int64`'s range.
  @inlinable
  public static func decode(_ json: JSON) -> Decoded<Int64> { decodeInteger(json, fromString: true) }
}

extension UInt: Decodable {
  /// Decodes an integer number within `UInt`'s range.
  @inlinable
  public static func decode(_ json: JSON) -> Decoded<UInt> { decodeInteger(json) }
}

extension UInt8: Decodable {
  /// Decodes an integer number within `UInt8`'s range.
  @inlinable
  @_disfavoredOverload
  public static func decode(_ json: JSON) -> Decoded<UInt8> { decodeInteger(json) }
}

extension UInt16: Decodable {
  /// Decodes an integer number within `UInt16`'s range.
  @inlinable
  @_disfavoredOverload
  public static func decode(_ json: JSON) -> Decoded<UInt16> { decodeInteger(json) }
}

extension UInt32: Decodable {
  /// Decodes an integer number within `UInt32`'s range.
  @inlinable
  @_disfavoredOverload
  public static func decode(_ json: JSON) -> Decoded<UInt32> { decodeInteger(json) }
}

extension UInt64: Decodable {
  /// Decodes an integer number, or a string of decimal digits as Argo does, within `UInt64`'s range.
  @inlinable
  public static func decode(_ json: JSON) -> Decoded<UInt64> { decodeInteger(json, fromString: true) }
}
