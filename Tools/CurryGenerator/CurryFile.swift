/// Sources/Curry/Curry.swift: `curry` for every arity, thoughtbot's Curry API.
enum CurryFile {
  /// Where the file lives in the repository.
  static let path = "Sources/Curry/Curry.swift"

  /// The file's Swift text (unformatted) for `arities`.
  static func text(arities: ClosedRange<Int>, unavailable: ClosedRange<Int>) -> String {
    var text = GeneratedFile.header
    text += """

      import Decoding

      // Up to 8 arguments, `curry` returns the curried function, `(A) -> (B) -> R`, made of
      // nested closures, as thoughtbot's does; from 5 arguments on, each closure captures
      // one cell holding its argument and the cell before (CurriedArguments.swift), so
      // that no argument is copied into every later closure. Past 8 it returns
      // `Curried<A, (B) -> … -> R>`: in a generic signature, a function type whose result
      // is a function type costs compile time that doubles with each level of nesting,
      // while inside a generic type's arguments it costs one level (Curried.swift and
      // Docs/Performance.md, "Compile time"). The closures behind it are made by Decoding's
      // shapes (CurriedShape.swift), 8 arguments per shape. Every function is `@inlinable`,
      // so a decoder's `curry(User.init)` is specialized for `User` in the caller's module:
      // each partial application allocates one closure context or cell, and no argument is
      // copied through generic code.

      """
    for count in arities {
      text += "\n" + function(Arity(count))
    }
    text += "\n// MARK: - Past \(arities.upperBound) arguments\n\n" + unavailableComment
    for count in unavailable {
      text += "\n" + unavailableFunction(Arity(count), limit: arities.upperBound)
    }
    text += "\n// MARK: - Shapes\n\n" + shapesComment + "\n" + nominalStep
    return text
  }

  /// `curry` for one arity.
  static func function(_ arity: Arity) -> String {
    let body =
      arity.count <= Arity.chunk
      ? arity.nestedClosures(calling: "function")
      : "\(arity.shapeType).curried(\(arity.chunkedClosures(calling: "function")))"
    return """
      /// Curries a function of \(arity.count) \(arity.argumentsNoun): \(example(arity)).
      @inlinable
      public func curry<\(arity.genericParameters)>(_ function: @escaping \(arity.uncurriedType)) -> \
      \(arity.curryResultType) {
        \(body)
      }

      """
  }

  /// What the file says before the unavailable overloads.
  static let unavailableComment = """
    // A function of more parameters matches one of these, so that the first error says what
    // to do (CurryGenerator/WidthLimit.swift says how).

    """

  /// The unavailable `curry` for one arity past the limit.
  static func unavailableFunction(_ arity: Arity, limit: Int) -> String {
    """
    \(WidthLimit.attributes("curry", arity, limit: limit, oneCall: "`Decoded(T.init, json <| …, …)`"))
    public func curry<\(arity.genericParameters)>(_ function: @escaping \(arity.uncurriedType)) -> \
    \(arity.curryResultType) {
      fatalError("unavailable")
    }

    """
  }

  /// "`curry(f)(a)(b)` is `f(a, b)`", elided in the middle for long argument lists.
  static func example(_ arity: Arity) -> String {
    let values = arity.values
    guard values.count > 3 else {
      return "`curry(f)\(values.map { "(\($0))" }.joined())` is `f(\(arity.argumentList))`"
    }
    return "`curry(f)(a)(b)…(\(values.last!))` is `f(a, b, …, \(values.last!))`"
  }

  /// What the file says where its shapes would be.
  static let shapesComment = """
    // The shapes are Decoding's (Sources/Decoding/Decodable/CurriedShape.swift), shared with the
    // pipeline's starts; `package` access keeps them out of an app's names. Here is only what
    // makes a `Curried`, which Decoding does not know.

    """

  /// The step that makes the `Curried` value `curry` returns past 8 arguments.
  static var nominalStep: String {
    let rest = Arity(Arity.chunk).types.dropFirst().map { "(\($0)) -> " }.joined()
    return """
      extension CurriedStep\(Arity.chunk) {
        /// `function` curried, its first argument taken by a `Curried`: made here, where the
        /// rest is `Tail`'s opaque function, so that no function lowers the whole curried type.
        @inlinable
        static func curried(_ function: @escaping Uncurried) -> Curried<A, \(rest)Tail.CurriedFunction> {
          Curried(Self.curry(function))
        }
      }

      """
  }
}
