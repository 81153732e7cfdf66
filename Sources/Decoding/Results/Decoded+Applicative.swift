extension Decoded {
  /// Applies a decoded function to this decoded value.
  ///
  /// When both fail, the failures of both are kept, function's first: this is how
  /// every bad field of a model is reported at once.
  @inlinable
  public func apply<U>(_ function: Decoded<(T) -> U>) -> Decoded<U> {
    switch (function, self) {
    case (.success(let transform), .success(let value)): return .success(transform(value))
    case (.failure(let first), .failure(let second)): return .failure(first.merged(with: second))
    case (.failure(let error), _), (_, .failure(let error)): return .failure(error)
    }
  }
}
