extension Decoded: DecodedResult {
  /// Continues with a decode that depends on this value; a failure stops here.
  ///
  /// On a decode operator's result, `(json <| "joined").flatMap(toDate)`, the
  /// ``DecodedMember`` method is chosen instead (this one is disfavoured so that it is),
  /// which reports the step's failures at the member.
  @_disfavoredOverload
  @inlinable
  public func flatMap<U>(_ transform: (T) throws -> Decoded<U>) rethrows -> Decoded<U> {
    switch self {
    case .success(let value): return try transform(value)
    case .failure(let error): return .failure(error)
    }
  }
}
