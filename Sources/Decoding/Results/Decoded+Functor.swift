extension Decoded {
  /// Transforms a successful value; a failure passes through unchanged. Consumes the
  /// decoded value, so that its payload moves into `transform` rather than being copied.
  @inlinable
  public consuming func map<U>(_ transform: (T) throws -> U) rethrows -> Decoded<U> {
    switch consume self {
    case .success(let value): return .success(try transform(value))
    case .failure(let error): return .failure(error)
    }
  }
}
