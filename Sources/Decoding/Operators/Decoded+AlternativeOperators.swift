/// The first success of two decodes: `json <| "name" <|> json <| "title"`.
///
/// When both fail, the error lists the failures of both, as ``Decoded/or(_:)`` says.
///
/// `Decoded a -> Decoded a -> Decoded a`, Haskell's `<|>` (`infixl 3`).
@inlinable
public func <|> <T>(lhs: Decoded<T>, rhs: @autoclosure () -> Decoded<T>) -> Decoded<T> {
  lhs.or(rhs())
}
