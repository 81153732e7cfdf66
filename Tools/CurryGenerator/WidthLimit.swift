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
    @available(*, unavailable, message: \
    "\(name) takes a function of at most \(limit) parameters, and this one has \(arity.count): \
    decode all its fields in one call, \(oneCall), with `import DecodingWide` (see \(guide))")
    """
  }
}
