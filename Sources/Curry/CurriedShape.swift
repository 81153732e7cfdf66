// How the generated `curry` functions of more than 8 arguments build their result, and why.
//
// The obvious body, `{ a in { b in { c in f(a, b, c) } } }`, makes the compiler lower
// a function type nested as deep as the arity inside every closure, and lowering a
// nested generic function type costs time exponential in its depth (measured in
// Docs/Performance.md: written that way with the closure types spelled out, as
// thoughtbot's Curry is, arities 16 to 20 alone take 81 s to compile). So nested
// closures stop at 8 arguments: a shape curries up to 8 of them and hands the rest on
// to the next shape, whose curried function it sees only as the opaque `Tail.Curried`.
// A 17-argument function is curried by
// `CurriedStep8<A, …, H, CurriedStep8<I, …, P, CurriedLast1<Q, R>>>` from the function
// `{ (a, …, h) in { (i, …, p) in { q in f(a, …, q) } } }`: each step applies its 8
// arguments and curries the function it gets back. The arguments are captured by
// closures, never collected into generic tuples, so once the shapes are specialized for
// the caller's types (they are `@inlinable`) a partial application costs what a nested
// closure costs. The shapes themselves are generated, at the end of
// Curry.swift.
//
// The Decoding module has its own copy: Decoding must not depend on Curry, and Curry
// must not make these internals public.

/// The shape of a curried function: which arguments it takes, and what it returns.
@usableFromInline
protocol CurriedShape {
  /// The function this shape curries: its first arguments, returning what the next shape curries.
  associatedtype Uncurried
  /// The curried function: `(A) -> (B) -> Output`.
  associatedtype Curried

  /// Curries `function`.
  static func curry(_ function: Uncurried) -> Curried
}
