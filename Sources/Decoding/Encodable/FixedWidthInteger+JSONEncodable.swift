// Every integer is written exactly, whatever its width: `Int64.min` and `UInt64.max` too,
// which a `Double` could not hold.

extension JSONEncodable where Self: FixedWidthInteger & SignedInteger {
  /// The integer as an exact JSON number.
  public func encode() -> JSON {
    .number(JSONNumber(Int64(self)))
  }

  /// Writes the integer's decimal digits.
  public func encode(to output: inout JSONOutput) throws {
    output.write(Int64(self))
  }
}

extension JSONEncodable where Self: FixedWidthInteger & UnsignedInteger {
  /// The integer as an exact JSON number.
  public func encode() -> JSON {
    .number(JSONNumber(UInt64(self)))
  }

  /// Writes the integer's decimal digits.
  public func encode(to output: inout JSONOutput) throws {
    output.write(UInt64(self))
  }
}

extension Int: JSONEncodable {}
extension Int8: JSONEncodable {}
extension Int16: JSONEncodable {}
extension Int32: JSONEncodable {}
extension Int64: JSONEncodable {}
extension UInt: JSONEncodable {}
extension UInt8: JSONEncodable {}
extension UInt16: JSONEncodable {}
extension UInt32: JSONEncodable {}
extension UInt64: JSONEncodable {}
