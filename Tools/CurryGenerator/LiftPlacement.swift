/// Which module holds which arities of the one-call families.
///
/// Up to the curried forms' limit they live in the libraries each style already imports. The
/// wider ones live in DecodingWide, a product of their own: the compiler type-checks and
/// serializes every overload's body when it builds the module that declares it, and 80 bodies
/// of 21 to 100 fields more than doubled the clean build of Decoding and DecodingPipeline.
enum LiftPlacement {
  /// The arities in Decoding (`Decoded(…)`) and DecodingPipeline (`decode(…)`, `codec(…)`).
  static let narrow = 1...20

  /// The arities in DecodingWide.
  static let wide = 21...100

  /// What each generated file says about it.
  static let comment = """
    Up to \(narrow.upperBound) fields these live in Decoding and DecodingPipeline; \(wide.lowerBound) to \
    \(wide.upperBound) fields in DecodingWide,
    // which only a file with a wide model imports, so that no other build compiles their bodies
    // (Docs/Performance.md, "Wide models without currying").
    """
}
