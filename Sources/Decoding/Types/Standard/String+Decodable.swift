extension String: Decodable {
  /// Decodes a JSON string.
  @inlinable
  public static func decode(_ json: JSON) -> Decoded<String> {
    if case .string(let value) = json { return .success(value) }
    return .typeMismatch(expected: "String", actual: json)
  }
}
