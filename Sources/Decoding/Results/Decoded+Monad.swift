extension Decoded {
  /// Continues with a decode that depends on this value; a failure stops here.
  @inlinable
  public func flatMap<U>(_ transform: (T) throws -> Decoded<U>) rethrows -> Decoded<U> {
    switch self {
    case .success(let value): return try transform(value)
    case .failure(let error): return .failure(error)
    }
  }
}
