extension Decoded {
  /// Applies a decoded function to this decoded value.
  ///
  /// When both fail, the failures of both are kept, function's first: this is how
  /// every bad field of a model is reported at once.
  ///
  /// Both operands are consumed, so their payloads move rather than being copied: a borrowed
  /// operand cost a retain and a release of the function and of the value for every field
  /// of a model.
  @inlinable
  public consuming func apply<U>(_ function: consuming Decoded<(T) -> U>) -> Decoded<U> {
    switch (consume function, consume self) {
    case (.success(let transform), .success(let value)): return .success(transform(value))
    case (.failure(let first), .failure(let second)): return .failure(first.merged(with: second))
    case (.failure(let error), _), (_, .failure(let error)): return .failure(error)
    }
  }
}
