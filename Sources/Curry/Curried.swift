/// A curried function of more than 8 arguments, as `curry` returns it: call it with the
/// first argument to get the curried function of the rest.
///
/// `curry(f)(a)(b)…` reads as it always has (the first call is ``callAsFunction(_:)``), and
/// `<^>` and `pure` accept it, so Argo's `curry(User.init) <^> json <| "id" <*> …` compiles
/// unchanged. Where a plain function is needed, pass `curry(f).callAsFunction`.
///
/// It exists for compile time. In a generic signature, a function type whose result is a
/// function type costs the compiler time that doubles with each level of nesting, since
/// each level is lowered again for every level around it: more than 10 s at 20 levels, in
/// `curry` and again in every decoder that applied it. Inside a generic type's arguments
/// only the outermost level is lowered, so `Curried<A, (B) -> … -> R>` costs milliseconds
/// at any depth (`Benchmarks/Scripts/compile-time.sh --depths`; Docs/Performance.md, "Compile time").
///
/// It is not `Sendable`: it holds a function that may capture anything, as a curried
/// function does.
public struct Curried<Input, Output> {
  /// The curried function this value calls.
  @usableFromInline
  let function: (Input) -> Output

  /// Wraps `function`, so that `Curried(f)(a)` is `f(a)`.
  @inlinable
  public init(_ function: @escaping (Input) -> Output) {
    self.function = function
  }

  /// Applies the first argument, returning the curried function of the rest.
  @inlinable
  public func callAsFunction(_ input: Input) -> Output {
    function(input)
  }
}
