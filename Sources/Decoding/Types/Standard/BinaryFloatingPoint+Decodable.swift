extension Double: Decodable {
  /// Decodes a JSON number to the correctly rounded `Double`.
  ///
  /// A number beyond `Double`'s range (such as `1e400`) is a type mismatch, not infinity.
  @inlinable
  public static func decode(_ json: JSON) -> Decoded<Double> {
    if case .number(let number) = json {
      let value = number.doubleValue
      if value.isFinite { return .success(value) }
    }
    return .typeMismatch(expected: "Double", actual: json)
  }
}

extension Float: Decodable {
  /// Decodes a JSON number to the nearest `Float`; a number beyond `Float`'s range is a type mismatch.
  @inlinable
  public static func decode(_ json: JSON) -> Decoded<Float> {
    if case .number(let number) = json {
      let value = Float(number.doubleValue)
      if value.isFinite { return .success(value) }
    }
    return .typeMismatch(expected: "Float", actual: json)
  }
}
