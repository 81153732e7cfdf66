// One rule for numbers a floating-point type cannot hold, here and in `CodableDecoder`, as in
// `JSONDecoder`: a number that rounds to an infinity, or a nonzero number that rounds to zero
// (`1e-400` for a `Double`), is out of range, a failure like `300` for a `UInt8`. A zero
// written any way (`0`, `-0.0`, `0e-400`) is zero, and a number in the subnormal range
// decodes to the nearest subnormal.

extension Double: Decodable {
  /// Decodes a JSON number to the correctly rounded `Double`.
  ///
  /// A number beyond `Double`'s range (such as `1e400`), or so small that it rounds to zero
  /// (`1e-400`), is a type mismatch, not an infinity or a zero.
  @inlinable
  public static func decode(_ json: JSON) -> Decoded<Double> {
    if case .number(let number) = json, let value = number.doubleValueInRange { return .success(value) }
    return .typeMismatch(expected: "Double", actual: json)
  }
}

extension Float: Decodable {
  /// Decodes a JSON number to the nearest `Float`, rounded once from its digits.
  ///
  /// A number beyond `Float`'s range, or so small that it rounds to zero, is a type mismatch.
  @inlinable
  public static func decode(_ json: JSON) -> Decoded<Float> {
    if case .number(let number) = json {
      let value = number.floatValue
      if value.isFinite, value != 0 || number.isZero { return .success(value) }
    }
    return .typeMismatch(expected: "Float", actual: json)
  }
}
