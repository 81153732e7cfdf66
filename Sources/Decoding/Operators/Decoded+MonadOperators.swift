/// Continues with a decode that depends on the decoded value: `x >>- f` is `x.flatMap(f)`.
///
/// `Decoded a -> (a -> Decoded b) -> Decoded b`, Haskell's `>>=` (`infixl 1`).
///
/// Right after a decode operator (`json <| "joined" >>- toDate`) the ``DecodedMember``
/// overload is chosen instead, which keeps the member's path: this one is disfavoured so
/// that it is.
@_disfavoredOverload
@inlinable
public func >>- <T, U>(decoded: Decoded<T>, transform: (T) -> Decoded<U>) -> Decoded<U> {
  decoded.flatMap(transform)
}

/// `>>-` with its arguments flipped: `f -<< x` is `x.flatMap(f)`.
///
/// `(a -> Decoded b) -> Decoded a -> Decoded b`, Haskell's `=<<` (`infixr 1`).
@_disfavoredOverload
@inlinable
public func -<< <T, U>(transform: (T) -> Decoded<U>, decoded: Decoded<T>) -> Decoded<U> {
  decoded.flatMap(transform)
}

/// Composes two decoding steps left to right.
///
/// `(a -> Decoded b) -> (b -> Decoded c) -> a -> Decoded c`, Haskell's `>=>` (`infixr 1`).
@inlinable
public func >-> <A, B, C>(
  first: @escaping (A) -> Decoded<B>,
  second: @escaping (B) -> Decoded<C>
) -> (A) -> Decoded<C> {
  { first($0).flatMap(second) }
}

/// Composes two decoding steps right to left.
///
/// `(b -> Decoded c) -> (a -> Decoded b) -> a -> Decoded c`, Haskell's `<=<` (`infixr 1`).
@inlinable
public func <-< <A, B, C>(
  second: @escaping (B) -> Decoded<C>,
  first: @escaping (A) -> Decoded<B>
) -> (A) -> Decoded<C> {
  { first($0).flatMap(second) }
}
