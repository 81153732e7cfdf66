extension Bool: Decodable {
  /// Decodes `true` or `false`, and, as Argo does, the numbers `1` and `0`.
  ///
  /// Any other number is a failure rather than a guess.
  @inlinable
  public static func decode(_ json: JSON) -> Decoded<Bool> {
    switch json {
    case .bool(let value):
      return .success(value)
    case .number(let number):
      switch number.exactly(as: Int8.self) {
      case 0: return .success(false)
      case 1: return .success(true)
      default: return .typeMismatch(expected: "Bool", actual: json)
      }
    default:
      return .typeMismatch(expected: "Bool", actual: json)
    }
  }
}
