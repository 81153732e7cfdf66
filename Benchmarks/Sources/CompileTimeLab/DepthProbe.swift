/// One function whose signature carries a curried type `depth` levels deep, with a
/// `fatalError()` body, for measuring how that type alone costs the compiler
/// (`swift run --package-path Benchmarks compile-time-lab depth SHAPE N`, `Benchmarks/Scripts/compile-time.sh --depths`).
///
/// The shapes differ only in where the nesting sits, which is what decides the cost: a
/// function type whose result is a function type, in a generic signature, is lowered again
/// at every level; the same type as a generic argument, or with concrete types, is not.
struct DepthProbe {
  /// Where the curried type sits in the signature.
  enum Shape: String, CaseIterable {
    /// `func f<A, …, R>(…) -> (A) -> (B) -> … -> R`: Curry's signatures before `Curried`.
    case function
    /// `func f(…) -> (Int) -> (Int) -> … -> Int`: the same nesting without generics.
    case concrete
    /// `func f<A, …, R>(…) -> Curried<A, (B) -> … -> R>`: what `curry` returns past 8 arguments.
    case curried
    /// `func f<A, …, R>(…) -> Box<(A) -> (B) -> … -> R>`: a generic argument, as in `Decoded<…>`.
    case argument
    /// `func f<A, …, R>(…) -> Curried<A, Curried<B, … R>>`: a nominal type all the way down.
    case nominal
  }

  let shape: Shape
  let depth: Int

  /// The probe's Swift file.
  var text: String {
    let arity = Arity(depth)
    let uncurried = arity.uncurriedType
    let result: String
    switch shape {
    case .function: result = arity.curriedType
    case .concrete:
      return """
        public func probe(_ function: @escaping (\(Array(repeating: "Int", count: depth).joined(separator: ", "))) -> Int)
          -> \(String(repeating: "(Int) -> ", count: depth))Int { fatalError() }

        """
    case .curried: result = "Curried<A, \(arity.types.dropFirst().map { "(\($0)) -> " }.joined())R>"
    case .argument: result = "Box<\(arity.curriedType)>"
    case .nominal:
      result = arity.types.reversed().reduce("R") { "Curried<\($1), \($0)>" }
    }
    return """
      public struct Curried<Input, Output> { public let function: (Input) -> Output }
      public struct Box<Value> { public let value: Value }

      public func probe<\(arity.genericParameters)>(_ function: @escaping \(uncurried)) -> \(result) { fatalError() }

      """
  }
}
