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
      + "\n"
      + chunk
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
    // arguments and curries the function it gets back. From 5 arguments on, each partial
    // application keeps its argument in a `CurriedArguments` cell that links to the one
    // before, and its closure captures only that cell (CurriedArguments.swift says why); a
    // full chunk of 8 is kept in one `CurriedChunk`. Arguments are never collected into
    // generic tuples, which generic code copies through the runtime, so once the shapes
    // are specialized for the caller's types (they are `@inlinable`) a partial application
    // costs one allocation and copies one argument.

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
          \(arity.nestedClosures(calling: "function"))
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
          \(arity.nestedClosures(calling: "function", wrappedIn: "Tail.curry"))
        }
      }

      """
  }

  /// `CurriedChunk`: the arguments of one full chunk, held by a long arity's uncurried function.
  static var chunk: String {
    let arity = Arity(Arity.chunk)
    let blanks = Array(repeating: "_", count: Arity.chunk + 1)
    func pattern(binding index: Int, as name: String) -> String {
      var names = blanks
      names[index] = "let \(name)"
      return ".cell(\(names.joined(separator: ", ")))"
    }
    let properties = (["earlier"] + arity.values).enumerated().map { index, name in
      """
        /// \(index == 0 ? "The cell before this one, or the function in the first." : "Argument `\(name)` of the chunk.")
        @inlinable
        package var \(name): \(index == 0 ? "Earlier" : arity.types[index - 1]) {
          _read {
            switch self {
            case \(pattern(binding: index, as: name)): yield \(name)
            }
          }
        }
      """
    }
    return """
      /// The arguments of one chunk of \(Arity.chunk), which the function a long arity's shapes
      /// curry keeps, with the cell before it (or, in the first, that function itself), for the
      /// closure of the next chunk to capture: as `CurriedArguments` for one argument, since
      /// a tuple in it would be copied through the runtime's unspecialized value witnesses.
      @usableFromInline
      package indirect enum CurriedChunk<Earlier, \(arity.types.joined(separator: ", "))> {
        /// The cell before (or the function) and the chunk's arguments, in order.
        case cell(Earlier, \(arity.types.joined(separator: ", ")))

        /// A cell holding `earlier` and the chunk's arguments.
        @inlinable
        package init(_ earlier: Earlier, \(zip(arity.values, arity.types).map { "_ \($0): \($1)" }.joined(separator: ", "))) {
          self = .cell(earlier, \(arity.values.joined(separator: ", ")))
        }

      \(properties.joined(separator: "\n\n"))
      }

      """
  }
}
