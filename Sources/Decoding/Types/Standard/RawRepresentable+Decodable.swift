extension Decodable where Self: RawRepresentable, Self.RawValue == String, DecodedType == Self {
  /// Decodes a string raw value, so that `enum Role: String, Decodable {}` needs no code.
  ///
  /// An unknown value, or a value that is not a string, fails with a message naming
  /// it and the type (and, for a `CaseIterable` type, the accepted values):
  /// `expected Role (one of "admin", "member"), found "owner"`.
  @inlinable
  public static func decode(_ json: JSON) -> Decoded<Self> {
    guard case .string(let raw) = json, let value = Self(rawValue: raw) else {
      return .failure(unknownRawValue(in: json))
    }
    return .success(value)
  }
}

extension Decodable where Self: RawRepresentable, Self.RawValue == Int, DecodedType == Self {
  /// Decodes an integer raw value, so that `enum Level: Int, Decodable {}` needs no code.
  ///
  /// Anything else fails as for string raw values: `expected Level (one of 1, 10), found 5`.
  @inlinable
  public static func decode(_ json: JSON) -> Decoded<Self> {
    guard let raw = Int.decode(json).value, let value = Self(rawValue: raw) else {
      return .failure(unknownRawValue(in: json))
    }
    return .success(value)
  }
}

extension RawRepresentable {
  /// `expected Role (one of "admin", "member"), found "owner"`.
  @usableFromInline
  package static func unknownRawValue(in json: JSON) -> DecodeError {
    var expected = "\(Self.self)"
    if let cases = Self.self as? any CaseIterable.Type {
      let values = (cases.allCases as any Collection).compactMap { ($0 as? Self).map { "\($0.rawValue)" } }
      let listed = values.map { RawValue.self == String.self ? JSON.quoted($0) : $0 }
      if !listed.isEmpty { expected += " (one of \(listed.joined(separator: ", ")))" }
    }
    return .typeMismatch(expected: expected, actual: json.description)
  }
}
