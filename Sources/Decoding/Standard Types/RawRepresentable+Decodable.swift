extension Decodable where Self: RawRepresentable, Self.RawValue == String, DecodedType == Self {
  /// Decodes a string raw value, so that `enum Role: String, Decodable {}` needs no code.
  ///
  /// An unknown value fails with a message naming it (and, for a `CaseIterable`
  /// type, the accepted values).
  @inlinable
  public static func decode(_ json: JSON) -> Decoded<Self> {
    String.decode(json).flatMap { raw in
      Self(rawValue: raw).map(Decoded.success) ?? .failure(unknownRawValue(in: json))
    }
  }
}

extension Decodable where Self: RawRepresentable, Self.RawValue == Int, DecodedType == Self {
  /// Decodes an integer raw value, so that `enum Level: Int, Decodable {}` needs no code.
  @inlinable
  public static func decode(_ json: JSON) -> Decoded<Self> {
    Int.decode(json).flatMap { raw in
      Self(rawValue: raw).map(Decoded.success) ?? .failure(unknownRawValue(in: json))
    }
  }
}

extension RawRepresentable {
  /// `expected Role (one of "admin", "member"), found "owner"`.
  @usableFromInline
  static func unknownRawValue(in json: JSON) -> DecodeError {
    var expected = "\(Self.self)"
    if let cases = Self.self as? any CaseIterable.Type {
      let values = (cases.allCases as any Collection).compactMap { ($0 as? Self).map { "\($0.rawValue)" } }
      let listed = values.map { RawValue.self == String.self ? JSON.quoted($0) : $0 }
      if !listed.isEmpty { expected += " (one of \(listed.joined(separator: ", ")))" }
    }
    return .typeMismatch(expected: expected, actual: json.description)
  }
}
