/// Where a Swift sample's code goes in the generated test source.
public enum SamplePlacement: String, Sendable, Hashable {
  /// At file scope: the block declares types, functions or globals used by later samples.
  case declarations
  /// In the body of a test function, which runs it.
  case statements
}

/// Decides whether a Swift sample is declarations or statements.
///
/// The rule, documented in CONTRIBUTING.md: a sample goes at file scope when every
/// top-level statement in it is a declaration (`struct`, `enum`, `class`, `actor`,
/// `protocol`, `extension`, `func`, `typealias`, `let`, `var`, `import`, operator
/// and precedence group declarations, with any attributes and modifiers in front)
/// and no top-level `let`/`var` uses `try` or `await`, which file scope cannot. Conditional
/// compilation lines (`#if canImport(FoundationNetworking)`, `#endif`) do not count.
/// Anything else runs in a test. The fence's `decl` or `test` flag overrides the rule.
public enum SampleClassifier {
  static let declarationKeywords: Set<String> = [
    "struct", "enum", "class", "actor", "protocol", "extension", "func", "typealias", "let", "var", "import",
    "precedencegroup", "operator", "infix", "prefix", "postfix", "macro",
  ]
  static let modifiers: Set<String> = [
    "public", "package", "internal", "fileprivate", "private", "final", "indirect", "nonisolated", "static",
    "open", "convenience", "required", "override", "lazy", "weak", "unowned", "mutating", "nonmutating",
  ]

  /// The placement of a sample whose lines are `lines`.
  public static func placement(of lines: [String]) -> SamplePlacement {
    for statement in topLevelStatements(in: lines) where !statement.isConditionalCompilation {
      let words = statement.words
      guard let keyword = words.first(where: { !$0.hasPrefix("@") && !modifiers.contains($0) }) else { continue }
      guard declarationKeywords.contains(keyword) else { return .statements }
      if keyword == "let" || keyword == "var", words.contains("try") || words.contains("await") {
        return .statements
      }
    }
    return .declarations
  }

  /// A statement that starts at the top level of a sample, as the words of its top-level code.
  struct Statement {
    var words: [String]
    /// Whether the statement is a `#if`, `#elseif`, `#else` or `#endif` line, which is
    /// neither: the lines between them are classified on their own.
    var isConditionalCompilation = false
  }

  /// Splits `lines` into top-level statements: a line at nesting depth zero starts a new
  /// statement unless it continues the previous one (it starts with an operator or a dot,
  /// or the previous line ended with one, a comma, an opening bracket or `=`).
  static func topLevelStatements(in lines: [String]) -> [Statement] {
    var statements: [Statement] = []
    var previousEndsOpen = false
    for line in SwiftLineScanner.scan(lines) {
      let code = line.topLevelCode.trimmingWhitespace()
      if line.depthAtStart == 0, !code.isEmpty {
        let continues = previousEndsOpen || code.first.map(Self.startsContinuation) == true
        let directive = ["#if", "#elseif", "#else", "#endif"].contains { code.hasPrefix($0) }
        if continues, !directive, !statements.isEmpty {
          statements[statements.count - 1].words += words(in: code)
        } else {
          statements.append(Statement(words: words(in: code), isConditionalCompilation: directive))
        }
      }
      let lastCode = line.code.trimmingWhitespace()
      if !lastCode.isEmpty { previousEndsOpen = endsOpen(lastCode) }
    }
    return statements
  }

  static let operatorCharacters: Set<Character> = Set("=-+!*%<>&|^~?/.")

  private static func startsContinuation(_ character: Character) -> Bool {
    operatorCharacters.contains(character)
  }

  /// Whether a line ending with `code` leaves its statement open on the next line.
  private static func endsOpen(_ code: String) -> Bool {
    guard let last = code.last else { return false }
    if last == "," || last == "(" || last == "[" || last == ":" { return true }
    let run = code.reversed().prefix { operatorCharacters.contains($0) }
    // A run of only `?`, `!` and `>` ends a type (`String?`, `Decoded<User>`), not an expression.
    return !run.isEmpty && run.contains { $0 != "?" && $0 != "!" && $0 != ">" }
  }

  private static func words(in code: String) -> [String] {
    var words: [String] = []
    var current = ""
    for character in code {
      if character.isLetter || character.isNumber || character == "_" || (character == "@" && current.isEmpty) {
        current.append(character)
      } else {
        if !current.isEmpty { words.append(current) }
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }
}

extension String {
  func trimmingWhitespace() -> String {
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
    return start < end ? String(self[start..<end]) : ""
  }
}
