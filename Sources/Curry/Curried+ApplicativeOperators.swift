import Decoding

// `curry` returns a `Curried` past 8 arguments, so the first step of an operator-style
// decoder (`<^>`, or `pure` before `<*>`) takes one; what it returns is the plain curried
// function in a `Decoded`, which the one generic `<*>` of Decoding applies. These are the
// only overloads `Curried` adds; `<*>` has none, since every further step of a 20-field
// chain would pay for one (Docs/Performance.md, "Compile time").

/// Maps a curried function of more than 8 arguments over a decoded value: the first step
/// of `curry(User.init) <^> json <| "id" <*> …`.
///
/// `(a -> b) -> Decoded a -> Decoded b`, Haskell's `<$>` (`infixl 4`).
@inlinable
public func <^> <T, U>(function: Curried<T, U>, decoded: Decoded<T>) -> Decoded<U> {
  decoded.map(function.function)
}

/// Wraps a curried function of more than 8 arguments in a successful `Decoded`, as a plain
/// function, so that `pure(curry(User.init)) <*> json <| "id" <*> …` applies it.
///
/// `a -> Decoded a`, Haskell's `pure`.
@inlinable
public func pure<T, U>(_ function: Curried<T, U>) -> Decoded<(T) -> U> {
  .success(function.function)
}
