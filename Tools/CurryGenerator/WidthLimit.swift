/// The unavailable overloads past the supported width: a function of 21 or more parameters
/// matches one of them, so the compiler's first error is its message, which names the limit
/// and the one-call form that takes any width, instead of a conversion to `Curried<…>`
/// followed by an error per field.
///
/// Swift skips unavailable overloads while it type-checks code that compiles, so they cost
/// correct code nothing; only when no solution exists does it consider them, and then one
/// that fits every step of the expression wins. That search for a fix is where a wide
/// pipeline spends seconds, and where a wide codec runs out of time before it gets there
/// (Benchmarks/NOTES.md, "How long a curried form past 20 takes to fail").
///
/// So in the Swift 6 language mode `decode(_:)` and `codec(_:)` past the limit have an
/// *available* overload too, whose last parameter's default is of a type whose conformance to
/// `Sendable` is unavailable. The ordinary solve takes it and the chain type-checks as a valid
/// one would; the checks that follow the solve report the unavailable conformance as an error,
/// with the message. The Swift 5 mode, where the conformance would only warn, does not see
/// these overloads. They are disfavoured, so that the solve of a valid model stops trying
/// them once it has its solution (Benchmarks/NOTES.md, "How long a curried form past 20 takes
/// to fail", has the figures).
enum WidthLimit {
  /// The guide section that shows the fix.
  static let guide = "Docs/Operators.md#wide-models"

  /// The attributes and doc comment of the unavailable `name` for `arity`, hidden from the
  /// documentation site; `oneCall` is the form to use instead, such as
  /// `Decoded(T.init, json <| "a", …)`.
  static func attributes(_ name: String, _ arity: Arity, limit: Int, oneCall: String) -> String {
    """
    /// Unavailable: `\(name)` takes a function of at most \(limit) parameters, and this is \(arity.count).
    @_documentation(visibility: private)
    @available(*, unavailable, message: "\(message(name, arity, limit: limit, oneCall: oneCall))")
    """
  }

  /// The namespace of the types whose unavailable `Sendable` conformance is the error.
  static let namespace = "CurriedWidthLimit"

  /// The message of the error for `name` and `arity`.
  static func message(_ name: String, _ arity: Arity, limit: Int, oneCall: String) -> String {
    "\(name) takes a function of at most \(limit) parameters, and this one has \(arity.count): "
      + "decode all its fields in one call, \(oneCall), with `import DecodingWide` (see \(guide))"
  }

  /// The type, nested in ``namespace``, of the default value of the Swift 6 overload of
  /// `start` (`Decode` or `Codec`) for `arity`.
  static func limitType(_ start: String, _ arity: Arity) -> String {
    "\(namespace).\(start)\(arity.count)"
  }

  /// The attributes and doc comment of the Swift 6 overload of `name` for `arity`.
  static func swift6Attributes(_ name: String, _ arity: Arity, limit: Int) -> String {
    """
    /// Fails to compile: `\(name)` takes a function of at most \(limit) parameters, and this is \(arity.count).
    @_documentation(visibility: private)
    @_disfavoredOverload
    @available(swift 6)
    """
  }

  /// What a generated start file says before its Swift 6 overloads past the limit.
  static let swift6Comment = """
    // The Swift 6 mode takes one of these instead, at once, and reports the unavailable
    // conformance of its last parameter's default (CurryGenerator/WidthLimit.swift says why).

    """
}
