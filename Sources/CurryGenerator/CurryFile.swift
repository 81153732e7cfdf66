/// Sources/Curry/Curry.swift: `curry` for every arity, thoughtbot's Curry API.
enum CurryFile {
  /// Where the file lives in the repository.
  static let path = "Sources/Curry/Curry.swift"

  /// The file's Swift text (unformatted) for `arities`.
  static func text(arities: ClosedRange<Int>) -> String {
    var text = GeneratedFile.header
    text += """

      // Up to 8 arguments, `curry` is plain nested closures, as thoughtbot's. Longer ones go
      // through the shapes at the end of this file, 8 arguments per shape, so that no
      // closure nests deeper than 8: nesting costs compile time exponential in its depth
      // (figures in Docs/Performance.md, "Compile time"). Every function is `@inlinable`,
      // so a decoder's `curry(User.init)` is specialized for `User` in the caller's module:
      // each partial application allocates one closure context, and no argument is copied
      // through generic code (figures in Docs/Performance.md, "Decoding").

      """
    for count in arities {
      text += "\n" + function(Arity(count))
    }
    text += "\n// MARK: - Shapes\n\n" + Shapes.declarations
    return text
  }

  /// `curry` for one arity.
  static func function(_ arity: Arity) -> String {
    let body =
      arity.count <= Arity.chunk
      ? arity.nestedClosures(calling: "function(\(arity.argumentList))")
      : "\(arity.shapeType).curry(\(arity.chunkedClosures(calling: "function")))"
    return """
      /// Curries a function of \(arity.count) \(arity.argumentsNoun): \(example(arity)).
      @inlinable
      public func curry<\(arity.genericParameters)>(_ function: @escaping \(arity.uncurriedType)) -> \(arity.curriedType) {
        \(body)
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
}
