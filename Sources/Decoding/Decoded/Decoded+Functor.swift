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

/// Maps a function over a decoded value: `f <^> x` is `x.map(f)`.
///
/// `(a -> b) -> Decoded a -> Decoded b`, Haskell's `<$>` (`infixl 4`).
@inlinable
public func <^> <T, U>(transform: (T) -> U, decoded: Decoded<T>) -> Decoded<U> {
  decoded.map(transform)
}
