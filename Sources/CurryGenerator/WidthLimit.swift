/// The unavailable overloads past the supported width: a function of 21 or more parameters
/// matches one of them, so the compiler's first error is its message, which names the limit
/// and the fix, instead of a conversion to `Curried<…>` followed by an error per field.
///
/// Swift skips unavailable overloads while it type-checks code that compiles, so they cost
/// correct code nothing; only when no solution exists does it consider them, and then one
/// that fits every step of the expression wins.
enum WidthLimit {
  /// The guide section that shows the fix.
  static let guide = "Docs/Operators.md#wide-models-at-most-20-fields-an-expression"

  /// The attributes and doc comment of the unavailable `name` for `arity`, hidden from the
  /// documentation site.
  static func attributes(_ name: String, _ arity: Arity, limit: Int) -> String {
    """
    /// Unavailable: `\(name)` takes a function of at most \(limit) parameters, and this is \(arity.count).
    @_documentation(visibility: private)
    @available(*, unavailable, message: \
    "\(name) takes a function of at most \(limit) parameters, and this one has \(arity.count): \
    decode the model in parts of at most \(limit) fields, combined by an initializer (see \(guide))")
    """
  }
}
