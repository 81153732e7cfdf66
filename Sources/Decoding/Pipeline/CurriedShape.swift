// How the generated pipeline starts, `decode(f)`, build their curried function, and why this way.
//
// The obvious body, `{ a in { b in { c in f(a, b, c) } } }`, makes the compiler lower
// a function type nested as deep as the arity inside every closure, and lowering a
// nested generic function type costs time exponential in its depth (measured in
// Docs/Performance.md: thoughtbot's Curry.swift, written that way, takes ~40 s in a
// debug build). Here each step is generic over the *rest* of the curried function,
// `Tail.Curried`, which the compiler treats as opaque, so every closure it lowers is
// one level deep whatever the arity. A shape such as
// `CurriedStep<A, CurriedStep<B, CurriedEnd<R>>>` spells the arity as a type; the
// arguments collected so far travel as nested pairs `(a, (b, ()))`.
//
// The Curry module has its own copy: Decoding must not depend on Curry, and Curry
// must not make these internals public.

/// The shape of a curried function: which arguments it still takes, and what it returns.
protocol CurriedShape {
  /// The remaining arguments as nested pairs, ending in `()`: `(A, (B, ()))`.
  associatedtype Arguments
  /// What the function returns once every argument is given.
  associatedtype Output
  /// The curried function: `(A) -> (B) -> Output`.
  associatedtype Curried

  /// Curries `function`, which takes all arguments at once as nested pairs.
  static func curry(_ function: @escaping (Arguments) -> Output) -> Curried
}

/// No argument left: the curried function is its output.
enum CurriedEnd<Output>: CurriedShape {
  static func curry(_ function: @escaping (()) -> Output) -> Output {
    function(())
  }
}

/// One more argument, `Head`, before the arguments of `Tail`.
enum CurriedStep<Head, Tail: CurriedShape>: CurriedShape {
  static func curry(_ function: @escaping ((Head, Tail.Arguments)) -> Tail.Output) -> (Head) -> Tail.Curried {
    { head in Tail.curry { rest in function((head, rest)) } }
  }
}

extension CurriedShape {
  /// `.success` of the curried `function`, created where `Curried` is still opaque
  /// so that the start functions never lower the deep function type themselves.
  static func decodedCurry(_ function: @escaping (Arguments) -> Output) -> Decoded<Curried> {
    .success(curry(function))
  }
}
