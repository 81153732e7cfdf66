/// Wraps a value in a successful `Decoded`.
///
/// `a -> Decoded a`, Haskell's `pure`.
@inlinable
public func pure<T>(_ value: T) -> Decoded<T> {
  .success(value)
}

/// Applies a decoded function to a decoded value, accumulating the failures of both.
///
/// `Decoded (a -> b) -> Decoded a -> Decoded b`, Haskell's `<*>` (`infixl 4`).
@inlinable
public func <*> <T, U>(function: consuming Decoded<(T) -> U>, decoded: consuming Decoded<T>) -> Decoded<U> {
  decoded.apply(function)
}

/// Keeps the left value when both succeed, accumulating the failures of both.
///
/// `Decoded a -> Decoded b -> Decoded a`, Haskell's `<*` (`infixl 4`).
@inlinable
public func <* <T, U>(lhs: Decoded<T>, rhs: Decoded<U>) -> Decoded<T> {
  rhs.apply(lhs.map { value in { (_: U) in value } })
}

/// Keeps the right value when both succeed, accumulating the failures of both.
///
/// `Decoded a -> Decoded b -> Decoded b`, Haskell's `*>` (`infixl 4`).
@inlinable
public func *> <T, U>(lhs: Decoded<T>, rhs: Decoded<U>) -> Decoded<U> {
  rhs.apply(lhs.map { _ in { (value: U) in value } })
}
