extension Decoded {
  /// Transforms a successful value; a failure passes through unchanged.
  @inlinable
  public func map<U>(_ transform: (T) throws -> U) rethrows -> Decoded<U> {
    switch self {
    case .success(let value): return .success(try transform(value))
    case .failure(let error): return .failure(error)
    }
  }
}
