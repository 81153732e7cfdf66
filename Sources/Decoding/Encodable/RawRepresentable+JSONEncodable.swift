// As with `Decodable`, an enum with a raw value conforms with an empty extension:
// `enum Role: String, JSONEncodable { case admin, member }` writes `"admin"`.

extension JSONEncodable where Self: RawRepresentable, RawValue: JSONEncodable {
  /// The raw value's JSON.
  public func encode() -> JSON {
    rawValue.encode()
  }

  /// Writes the raw value.
  public func encode(to output: inout JSONOutput) throws {
    try rawValue.encode(to: &output)
  }
}
