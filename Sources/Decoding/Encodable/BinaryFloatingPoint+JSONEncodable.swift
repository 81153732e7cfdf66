// A `Double` or `Float` is written in its shortest round-tripping form. The `JSON` value of
// a NaN or an infinity keeps the number; writing it is what fails, with its path, unless
// the options say what to write (`JSONEncodingOptions.nonFiniteNumbers`).

extension Double: JSONEncodable {
  /// The number as a JSON number (which may hold a NaN or an infinity until it is written).
  public func encode() -> JSON {
    .number(JSONNumber(self))
  }

  /// Writes the number's shortest round-tripping digits: `0.1`, `129.9`, `3` for `3.0`.
  public func encode(to output: inout JSONOutput) throws {
    try output.write(self)
  }
}

extension Float: JSONEncodable {
  /// The number as a JSON number, with the `Float`'s own shortest digits (`0.1`, not `0.100000001`).
  public func encode() -> JSON {
    .number(JSONNumber(self))
  }

  /// Writes the number's shortest round-tripping digits.
  public func encode(to output: inout JSONOutput) throws {
    try output.write(self)
  }
}
