/// Continues with a decode that depends on a member's value, reporting the step's failures
/// at the member: `json <| "joined" >>- toDate` fails with `joined: …`.
///
/// `Decoded a -> (a -> Decoded b) -> Decoded b`, Haskell's `>>=` (`infixl 1`), for the
/// ``DecodedMember`` the decode operators give here; ``DecodedMember`` says which failures
/// get the path.
@inlinable
public func >>- <T, U>(member: DecodedMember<T>, transform: (T) -> Decoded<U>) -> Decoded<U> {
  member.flatMap(transform)
}

/// `>>-` with its arguments flipped: `toDate -<< json <| "joined"` fails with `joined: …`.
///
/// `(a -> Decoded b) -> Decoded a -> Decoded b`, Haskell's `=<<` (`infixr 1`).
@inlinable
public func -<< <T, U>(transform: (T) -> Decoded<U>, member: DecodedMember<T>) -> Decoded<U> {
  member.flatMap(transform)
}
