/// Sources/Decoding/Decodable/CurriedShape.swift: the shapes the generated functions curry
/// long arities through, one that curries the last 1 to 8 arguments, and one that curries 8
/// and hands the function it gets back on to the shape after it.
///
/// They are written once, into Decoding, which both Curry and DecodingPipeline depend on,
/// with `package` access and `@usableFromInline`: the two modules' inlinable functions can
/// use them, also when inlined into an app outside the package, and an app that imports
/// Decoding sees no new name.
enum ShapesFile {
  /// Where the file lives in the repository: in Decoding, the module both users depend on.
  static let path = "Sources/Decoding/Decodable/CurriedShape.swift"

  /// The file's Swift text (unformatted).
  static var text: String {
    GeneratedFile.header + "\n" + declarations
  }

  /// Why the shapes exist, the protocol and every shape.
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
    package protocol CurriedShape {
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
      package enum CurriedLast\(count)<\((arity.types + ["Output"]).joined(separator: ", "))>: CurriedShape {
        @usableFromInline package typealias Uncurried = (\(arity.types.joined(separator: ", "))) -> Output
        @usableFromInline package typealias CurriedFunction = \(arity.types.map { "(\($0)) -> " }.joined())Output

        @inlinable
        package static func curry(_ function: @escaping Uncurried) -> CurriedFunction {
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
      package enum CurriedStep\(Arity.chunk)<\((arity.types + ["Tail: CurriedShape"]).joined(separator: ", "))>: CurriedShape {
        @usableFromInline package typealias Uncurried = (\(arity.types.joined(separator: ", "))) -> Tail.Uncurried
        @usableFromInline package typealias CurriedFunction = \(arity.types.map { "(\($0)) -> " }.joined())Tail.CurriedFunction

        @inlinable
        package static func curry(_ function: @escaping Uncurried) -> CurriedFunction {
          \(arity.nestedClosures(calling: "Tail.curry(function(\(arity.argumentList)))"))
        }
      }

      """
  }
}
