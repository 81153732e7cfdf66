import Testing

@testable import Decoding

@Suite struct DecodeErrorTests {
  private static let syntax = JSONSyntaxError(
    offset: 20, line: 3, column: 1, message: "expected a string key, found '}'")

  @Test(
    "Argo's constructors and their messages",
    arguments: [
      (DecodeError.typeMismatch(expected: "String", actual: "42"), "expected String, found 42"),
      (.missingKey("email"), "email: missing key"),
      (.custom("unknown role \"owner\""), "unknown role \"owner\""),
      (.multiple([.missingKey("id"), .custom("too short")]), "id: missing key\ntoo short"),
      (
        .multiple([.multiple([.missingKey("a"), .missingKey("b")]), .missingKey("c")]),
        "a: missing key\nb: missing key\nc: missing key"
      ),
      (.syntax(syntax), "invalid JSON: line 3, column 1: expected a string key, found '}'"),
    ]
  )
  func constructors(error: DecodeError, description: String) {
    #expect(error.description == description)
  }

  @Test func constructorsRecordReasonAndPath() {
    #expect(DecodeError.missingKey("email").failures == [.init(path: ["email"], reason: .missingKey("email"))])
    #expect(
      DecodeError.typeMismatch(expected: "Int", actual: "\"1\"").failures == [
        .init(path: .root, reason: .typeMismatch(expected: "Int", actual: "\"1\""))
      ])
    #expect(DecodeError.custom("x").failures == [.init(path: .root, reason: .custom("x"))])
  }

  @Test func anEmptyListOfFailuresStillSaysDecodingFailed() {
    #expect(DecodeError(failures: []).description == "decoding failed")
    #expect(DecodeError.multiple([]).failures.count == 1)
  }

  @Test func syntaxErrorIsFoundAmongTheFailures() {
    #expect(DecodeError.syntax(Self.syntax).syntaxError == Self.syntax)
    #expect(DecodeError.missingKey("a").syntaxError == nil)
    #expect(DecodeError.multiple([.missingKey("a"), .syntax(Self.syntax)]).syntaxError?.line == 3)
  }

  @Test func prefixingPutsTheOuterStepsFirst() {
    let inner = DecodeError.multiple([.missingKey("email"), .typeMismatch(expected: "Int", actual: "\"x\"")])
    let located = inner.prefixed(with: .key("author")).prefixed(with: .index(2)).prefixed(with: .key("posts"))
    #expect(
      located.description == """
        posts[2].author.email: missing key
        posts[2].author: expected Int, found "x"
        """)
    #expect(inner.prefixed(with: ["posts", 2, "author"]) == located)
    #expect(inner.prefixed(with: JSONPath.root) == inner)
  }

  @Test func mergingKeepsBothInOrder() {
    let merged = DecodeError.missingKey("b").merged(with: .missingKey("a"))
    #expect(merged.description == "b: missing key\na: missing key")
  }

  @Test func mergingDropsAFailureThatIsAlreadyListed() {
    // Two fields read from the same non-object both say so; the message says it once.
    let notAnObject = DecodeError.typeMismatch(expected: "object", actual: "\"x\"")
    let merged = notAnObject.merged(with: notAnObject).merged(with: .missingKey("id")).merged(with: notAnObject)
    #expect(merged.description == "expected object, found \"x\"\nid: missing key")
  }

  @Test func mergingManyFailuresStaysLinear() {
    // Large enough to take seconds if merging were quadratic.
    DecodeError.$failureLimit.withValue(50_000) {
      let many = DecodeError(failures: (0..<20_000).map { .init(path: [.index($0)], reason: .missingKey("id")) })
      let others = DecodeError(
        failures: (0..<20_000).map { .init(path: [.index($0), "id"], reason: .missingKey("id")) })
      let merged = many.merged(with: others).merged(with: many)
      #expect(merged.failures.count == 40_000)
    }
  }

  @Test func descriptionSummarisesBeyondTheLimit() {
    let count = DecodeError.describedFailureLimit + 2
    let error = DecodeError.multiple((0..<count).map { DecodeError.missingKey("k\($0)") })
    let lines: [String] = error.description.components(separatedBy: "\n")
    #expect(lines.count == DecodeError.describedFailureLimit + 1)
    #expect(lines.first == "k0: missing key")
    #expect(lines.dropLast().last == "k49: missing key")
    #expect(lines.last == "… and 2 more failures")
  }

  @Test func errorsAreThrowableAndComparable() {
    #expect(throws: DecodeError.missingKey("id")) { throw DecodeError.missingKey("id") }
    #expect(DecodeError.missingKey("id") != .missingKey("uuid"))
    let distinct: Set<DecodeError> = [.custom("a"), .custom("a"), .custom("b")]
    #expect(distinct.count == 2)
  }
}
