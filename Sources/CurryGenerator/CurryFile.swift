/// Sources/Curry/Curry.swift: `curry` for every arity, thoughtbot's Curry API.
enum CurryFile {
  /// Where the file lives in the repository.
  static let path = "Sources/Curry/Curry.swift"

  /// The file's Swift text (unformatted) for `arities`.
  static func text(arities: ClosedRange<Int>) -> String {
    var text = GeneratedFile.header
    text += """

      // Each arity curries through the shapes in CurriedShape.swift instead of nesting
      // closures: the compiler's time for a nested generic function type grows
      // exponentially with its depth, and this keeps that cost down to the public
      // signatures themselves (figures in Docs/Performance.md, "Compile time").

      """
    for count in arities {
      text += "\n" + function(Arity(count))
    }
    text += "\n// MARK: - Shapes\n"
    for count in 1...arities.upperBound {
      text += "\n" + Arity(count).shapeDeclaration
    }
    return text
  }

  /// `curry` for one arity.
  static func function(_ arity: Arity) -> String {
    let call = "function(\(arity.argumentList))"
    return """
      /// Curries a function of \(arity.count) \(arity.argumentsNoun): \(example(arity)).
      public func curry<\(arity.genericParameters)>(_ function: @escaping \(arity.uncurriedType)) -> \(arity.curriedType) {
        \(arity.shape).curry { arguments in
          let \(arity.argumentsPattern) = arguments
          return \(call)
        }
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
