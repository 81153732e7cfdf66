extension Array: JSONEncodable where Element: JSONEncodable {
  /// The elements' JSON, in order.
  public func encode() -> JSON {
    .array(map { $0.encode() })
  }

  /// Writes the elements in order; an error's path gets the element's index.
  public func encode(to output: inout JSONOutput) throws {
    try output.writeArray(self) { element, output in try element.encode(to: &output) }
  }
}
