extension Optional: Decodable where Wrapped: Decodable, Wrapped == Wrapped.DecodedType {
  /// Decodes `null` as `nil`, anything else as `Wrapped`.
  ///
  /// For a member that may be missing as well as `null`, use `<|?`.
  @inlinable
  public static func decode(_ json: JSON) -> Decoded<Wrapped?> {
    if case .null = json { return .success(nil) }
    return Wrapped.decode(json).map(Optional.some)
  }
}
