extension String: JSONEncodable {
  /// The string as a JSON string.
  public func encode() -> JSON {
    .string(self)
  }

  /// Writes the string quoted and escaped per RFC 8259.
  public func encode(to output: inout JSONOutput) throws {
    output.write(self)
  }
}
