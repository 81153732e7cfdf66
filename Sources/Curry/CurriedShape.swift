// How the generated `curry` functions of more than 8 arguments build their result, and why.
//
// The obvious body, `{ a in { b in { c in f(a, b, c) } } }`, makes the compiler lower
// a function type nested as deep as the arity inside every closure, and lowering a
// nested generic function type costs time exponential in its depth (measured in
// Docs/Performance.md: thoughtbot's Curry.swift, written that way, takes ~40 s in a
// debug build). So nested closures stop at 8 arguments: a shape takes up to 8 of them
// and hands what it collected on to the next shape, whose curried function it sees only
// as the opaque `Tail.Curried`. A shape such as
// `CurriedStep8<(), A, …, H, CurriedLast1<((), A, …, H), I, R>>` spells a 9-argument
// function; the arguments travel as the tuple `(((), a, …, h), i)`, built once per
// 8 arguments, so each partial application still allocates one closure context, as
// nested closures do. The shapes themselves are generated, at the end of Curry.swift.
//
// The Decoding module has its own copy: Decoding must not depend on Curry, and Curry
// must not make these internals public.

/// The shape of a curried function: which arguments it still takes, and what it returns.
@usableFromInline
protocol CurriedShape {
  /// The arguments collected before this shape's first, as nested tuples: `()` at the start.
  associatedtype Collected
  /// Every argument, as the function at the end receives them: `(((), a, …, h), i)`.
  associatedtype Full
  /// What the function returns once every argument is given.
  associatedtype Output
  /// The curried function: `(A) -> (B) -> Output`.
  associatedtype Curried

  /// Curries `function` for the arguments from this shape on, after `collected`.
  static func curry(_ collected: Collected, _ function: @escaping (Full) -> Output) -> Curried
}
