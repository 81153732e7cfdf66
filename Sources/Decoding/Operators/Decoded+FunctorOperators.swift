/// Maps a function over a decoded value: `f <^> x` is `x.map(f)`.
///
/// `(a -> b) -> Decoded a -> Decoded b`, Haskell's `<$>` (`infixl 4`).
@inlinable
public func <^> <T, U>(transform: (T) -> U, decoded: consuming Decoded<T>) -> Decoded<U> {
  decoded.map(transform)
}
