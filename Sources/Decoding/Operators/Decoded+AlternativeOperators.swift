/// The first success of two decodes: `json <| "name" <|> json <| "title"`.
///
/// `Decoded a -> Decoded a -> Decoded a`, Haskell's `<|>` (`infixl 3`).
@inlinable
public func <|> <T>(lhs: Decoded<T>, rhs: @autoclosure () -> Decoded<T>) -> Decoded<T> {
  lhs.or(rhs())
}
