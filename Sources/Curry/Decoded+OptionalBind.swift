import Decoding

// Up to 8 parameters `curry` returns a plain curried function, and Swift converts a
// function that takes `URL?` to one that takes `URL`, so `let f = curry(Issue.init)` then
// `f <^> … <*> (j <| "html_url" >>- toURL)` compiles, with `toURL` giving a `Decoded<URL>`.
// Past 8 the function is inside a `Curried`, whose type arguments Swift never converts, so
// the step itself must give `Decoded<URL?>`. An overload of `<*>` for that would be weighed
// at every step of every chain (in a probe, a 20-field chain with four such steps ran into
// "unable to type-check this expression in reasonable time"); this overload of `>>-` is
// weighed only where `>>-` is written (the same chain type-checked at once), and, being
// disfavored, is chosen only where Decoding's `>>-` does not fit.

/// Continues with a decode that depends on the decoded value, as an optional: the step
/// `<*> (j <| "html_url" >>- toURL)` where `toURL` gives a `Decoded<URL>` and the curried
/// function takes a `URL?`.
///
/// A failure stays a failure, with its path; only a success is wrapped. Swift picks this
/// overload only where Decoding's `>>-` does not fit.
@inlinable
@_disfavoredOverload
public func >>- <Result: DecodedResult, U>(
  decoded: Result,
  transform: (Result.Value) -> Decoded<U>
) -> Decoded<U?> {
  decoded.flatMap(transform).map { .some($0) }
}

/// The step of a member, as an optional: `<*> (j <| "html_url" >>- toURL)` past 8 fields,
/// with the step's failures reported at the member (`html_url: …`).
///
/// More specific than the overload above, so Swift picks it right after a decode operator.
@inlinable
@_disfavoredOverload
public func >>- <T, U>(member: DecodedMember<T>, transform: (T) -> Decoded<U>) -> Decoded<U?> {
  member.flatMap(transform).map { .some($0) }
}
