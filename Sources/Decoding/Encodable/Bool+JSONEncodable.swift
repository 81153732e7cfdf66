extension Bool: JSONEncodable {
  /// `true` or `false`.
  public func encode() -> JSON {
    .bool(self)
  }

  /// Writes `true` or `false`.
  public func encode(to output: inout JSONOutput) throws {
    output.write(self)
  }
}
