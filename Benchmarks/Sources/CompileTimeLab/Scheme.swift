/// Other ways to write `curry` and `decode(f)` than the generated ones, kept so that the
/// comparison in Benchmarks/NOTES.md ("Why the curry limit is 20") can be measured again
/// (`swift run --package-path Benchmarks compile-time-lab scheme NAME LOW HIGH`, `Benchmarks/Scripts/compile-time.sh --schemes`).
enum Scheme: String, CaseIterable {
  /// `curry` with nested closures whose types are spelled out, as thoughtbot's Curry writes it.
  case nestedCurry = "nested-curry"
  /// `curry` for arity n through `curry` for arity n - 1: `{ a in curry { b, c in f(a, b, c) } }`.
  case recursiveCurry = "recursive-curry"
  /// The `curry` signatures Curry had before `Curried`, each returning the curried function
  /// type, with `fatalError()` bodies: what those signatures alone cost.
  case signaturesOnlyCurry = "signatures-only-curry"
  /// `decode(f)` building the curried function with nested closures: `.success({ a in { b in f(a, b) } })`.
  /// Compiles against the Decoding module.
  case nestedStarts = "nested-starts"

  /// The Swift text of this scheme for `arities` (unformatted).
  func text(arities: ClosedRange<Int>) -> String {
    let imports = self == .nestedStarts ? "import Decoding\n\n" : ""
    switch self {
    case .recursiveCurry:
      // Each arity calls the one below it, so the file always starts at arity 1.
      return (1...arities.upperBound).map { function(Arity($0)) }.joined(separator: "\n")
    default: return imports + arities.map { function(Arity($0)) }.joined(separator: "\n")
    }
  }

  private func function(_ arity: Arity) -> String {
    let currySignature =
      "public func curry<\(arity.genericParameters)>(_ function: @escaping \(arity.uncurriedType)) -> \(arity.curriedType)"
    switch self {
    case .nestedCurry:
      return "\(currySignature) {\n  \(nestedClosures(arity, calling: "function", typed: true))\n}\n"
    case .recursiveCurry:
      guard arity.count > 1 else { return "\(currySignature) {\n  { (a: A) -> R in function(a) }\n}\n" }
      let rest = Array(zip(arity.values, arity.types).dropFirst())
      let restParameters = rest.map { "\($0.0): \($0.1)" }.joined(separator: ", ")
      let restCurried = rest.map { "(\($0.1)) -> " }.joined() + "R"
      return """
        \(currySignature) {
          { (a: A) -> \(restCurried) in curry { (\(restParameters)) -> R in function(\(arity.argumentList)) } }
        }

        """
    case .signaturesOnlyCurry:
      return "\(currySignature) {\n  fatalError()\n}\n"
    case .nestedStarts:
      return """
        public func decode<\(arity.genericParameters)>(
          _ make: @escaping @Sendable \(arity.uncurriedType)
        ) -> DecodeFunction<\(arity.curriedType)> {
          { _ in .success(\(nestedClosures(arity, calling: "make", typed: false))) }
        }

        """
    }
  }

  /// `{ (a: A) -> (B) -> R in { (b: B) -> R in f(a, b) } }`, or without the types.
  private func nestedClosures(_ arity: Arity, calling function: String, typed: Bool) -> String {
    var body = "\(function)(\(arity.argumentList))"
    for index in arity.values.indices.reversed() {
      let rest = arity.types.dropFirst(index + 1).map { "(\($0)) -> " }.joined() + "R"
      let head = typed ? "(\(arity.values[index]): \(arity.types[index])) -> \(rest)" : arity.values[index]
      body = "{ \(head) in \(body) }"
    }
    return body
  }
}
