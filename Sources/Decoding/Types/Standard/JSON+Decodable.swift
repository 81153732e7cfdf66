extension JSON: Decodable {
  /// Succeeds with the JSON value itself, for members decoded later or kept as they are.
  @inlinable
  public static func decode(_ json: JSON) -> Decoded<JSON> {
    .success(json)
  }
}
