/// The names and spelled-out types of one arity, as the generated code writes them.
///
/// Type parameters are `A`, `B`, … (skipping `R`, which is always the result) and the
/// matching values `a`, `b`, …, so `curry<A, B, C, R>` reads like thoughtbot's Curry.
struct Arity {
  /// Letters for type parameters: the alphabet without `R`.
  static let typeNames = "ABCDEFGHIJKLMNOPQSTUVWXYZ".map(String.init)

  /// The largest arity the letters can name.
  static let maximum = typeNames.count

  /// The most closures written nested in one function. Nested closures cost compile
  /// time exponential in their depth, but up to this depth little (Docs/Performance.md);
  /// past it, arguments go through ``Shapes`` of at most this many each.
  static let chunk = 8

  /// How many arguments the function takes.
  let count: Int

  init(_ count: Int) {
    precondition((1...Self.maximum).contains(count), "arity \(count) is outside 1...\(Self.maximum)")
    self.count = count
  }

  /// `["A", "B", "C"]`.
  var types: [String] { Array(Self.typeNames.prefix(count)) }

  /// `["a", "b", "c"]`.
  var values: [String] { types.map { $0.lowercased() } }

  /// `A, B, C, R`.
  var genericParameters: String { (types + ["R"]).joined(separator: ", ") }

  /// `(A, B, C) -> R`.
  var uncurriedType: String { "(\(types.joined(separator: ", "))) -> R" }

  /// `(A) -> (B) -> (C) -> R`.
  var curriedType: String { types.map { "(\($0)) -> " }.joined() + "R" }

  /// What `curry` returns: the curried function up to ``chunk`` arguments, `(A) -> (B) -> R`;
  /// past it, `Curried<A, (B) -> … -> R>`, which keeps the deep function type out of the
  /// signature (Sources/Curry/Curried.swift says why).
  var curryResultType: String {
    count <= Self.chunk ? curriedType : "Curried<\(types[0]), \(types.dropFirst().map { "(\($0)) -> " }.joined())R>"
  }

  /// `a, b, c`.
  var argumentList: String { values.joined(separator: ", ") }

  /// `{ a in { b in { c in call } } }`: the curried function as nested closures.
  func nestedClosures(calling call: String) -> String {
    values.map { "{ \($0) in " }.joined() + call + String(repeating: " }", count: count)
  }

  /// The arguments in chunks of at most ``chunk``, in order: `[[A…H], [I]]` for 9.
  var typeChunks: [[String]] {
    stride(from: 0, to: count, by: Self.chunk).map { Array(types[$0..<min($0 + Self.chunk, count)]) }
  }

  /// The shape that curries this arity, e.g. for 9 arguments
  /// `CurriedStep8<A, …, H, CurriedLast1<I, R>>`.
  var shapeType: String {
    let chunks = typeChunks
    var shape = "CurriedLast\(chunks.last!.count)<\((chunks.last! + ["R"]).joined(separator: ", "))>"
    for chunk in chunks.dropLast().reversed() {
      shape = "CurriedStep\(Self.chunk)<\((chunk + [shape]).joined(separator: ", "))>"
    }
    return shape
  }

  /// The function the shape curries, calling `function` with every argument, e.g. for 9
  /// `{ (a: A, …, h: H) in { (i: I) in function(a, …, i) } }`.
  func chunkedClosures(calling function: String) -> String {
    let chunks = typeChunks
    let heads = chunks.map { chunk in
      "{ (" + chunk.map { "\($0.lowercased()): \($0)" }.joined(separator: ", ") + ") in "
    }
    return heads.joined() + "\(function)(\(argumentList))" + String(repeating: " }", count: chunks.count)
  }

  /// "argument" or "arguments".
  var argumentsNoun: String { count == 1 ? "argument" : "arguments" }
}

/// The shapes the generated functions curry long arities through: one that curries the
/// last 1 to 8 arguments, and one that curries 8 and hands the function it gets back on
/// to the shape after it. The protocol and the shapes are written into each generated
/// file, since Curry and Decoding each keep theirs internal (Decoding must not depend on
/// Curry, and Curry must not make these internals public).
enum Shapes {
  /// Why the shapes exist, the protocol and every shape, for the end of a generated file.
  static var declarations: String {
    explanation + "\n" + protocolDeclaration + "\n" + (1...Arity.chunk).map(last).joined(separator: "\n") + "\n" + step
  }

  /// The comment at the head of the shapes.
  static let explanation = """
    // The obvious body for a long arity, `{ a in { b in { c in f(a, b, c) } } }`, gives every
    // closure a function type whose result is again a function type, as deep as the arity. In
    // a generic function, the compiler lowers such a type once per level of nesting and
    // again inside each level, so the time doubles with every level (Docs/Performance.md,
    // "Compile time"). So nested closures stop at 8 arguments: a shape curries up to 8 of
    // them and hands the rest on to the next shape, whose curried function it sees only as
    // the opaque `Tail.CurriedFunction`. A 17-argument function is curried by
    // `CurriedStep8<A, …, H, CurriedStep8<I, …, P, CurriedLast1<Q, R>>>` from the function
    // `{ (a, …, h) in { (i, …, p) in { q in f(a, …, q) } } }`: each step applies its 8
    // arguments and curries the function it gets back. The arguments are captured by
    // closures, never collected into generic tuples, so once the shapes are specialized for
    // the caller's types (they are `@inlinable`) a partial application costs what a nested
    // closure costs.

    """

  /// The protocol every shape conforms to.
  static let protocolDeclaration = """
    /// The shape of a curried function: which arguments it takes, and what it returns.
    @usableFromInline
    protocol CurriedShape {
      /// The function this shape curries: its first arguments, returning what the next shape curries.
      associatedtype Uncurried
      /// The curried function: `(A) -> (B) -> Output`.
      associatedtype CurriedFunction

      /// Curries `function`.
      static func curry(_ function: Uncurried) -> CurriedFunction
    }

    """

  /// `CurriedLastN`: curries a function of the last `count` arguments.
  static func last(_ count: Int) -> String {
    let arity = Arity(count)
    return """
      /// The last \(count) \(arity.argumentsNoun).
      @usableFromInline
      enum CurriedLast\(count)<\((arity.types + ["Output"]).joined(separator: ", "))>: CurriedShape {
        @usableFromInline typealias Uncurried = (\(arity.types.joined(separator: ", "))) -> Output
        @usableFromInline typealias CurriedFunction = \(arity.types.map { "(\($0)) -> " }.joined())Output

        @inlinable
        static func curry(_ function: @escaping Uncurried) -> CurriedFunction {
          \(arity.nestedClosures(calling: "function(\(arity.argumentList))"))
        }
      }

      """
  }

  /// `CurriedStep8`: curries eight arguments, then what the function returns for them.
  static var step: String {
    let arity = Arity(Arity.chunk)
    return """
      /// \(Arity.chunk) arguments, then `Tail`, which curries the rest.
      @usableFromInline
      enum CurriedStep\(Arity.chunk)<\((arity.types + ["Tail: CurriedShape"]).joined(separator: ", "))>: CurriedShape {
        @usableFromInline typealias Uncurried = (\(arity.types.joined(separator: ", "))) -> Tail.Uncurried
        @usableFromInline typealias CurriedFunction = \(arity.types.map { "(\($0)) -> " }.joined())Tail.CurriedFunction

        @inlinable
        static func curry(_ function: @escaping Uncurried) -> CurriedFunction {
          \(arity.nestedClosures(calling: "Tail.curry(function(\(arity.argumentList)))"))
        }
      }

      """
  }
}
