import Testing

@testable import curry_gen

/// Two spellings of the same code that a formatter could turn into each other.
private let sameCode: [(String, String)] = [
  ("func f(a: Int, b: Int) -> Int { a + b }", "func f(\n  a: Int,\n  b: Int\n) -> Int {\n  a + b\n}\n"),
  ("let x = [1, 2, 3]", "let x = [\n  1,\n  2,\n  3,\n]"),
  ("curry<A, B, R>(f)", "curry<\n  A, B, R,\n>(f)"),
  ("  // A comment,   with spaces.\nlet a = 1", "// A comment, with spaces.\n\n\nlet a = 1"),
  ("let s = \"a  b\"", "let s =\n  \"a  b\""),
]

/// Two texts that differ in what the code says, not in its layout.
private let differentCode: [(String, String)] = [
  ("func f(a: Int) -> Int", "func f(a: Int) -> Int?"),
  ("let x = [1, 2]", "let x = [1, 2, 3]"),
  ("// Curries a function.", "// Curries the function."),
  ("let s = \"a  b\"", "let s = \"a b\""),
  ("f(a, b)", "f(a b)"),
  ("ab", "a b"),
]

@Test(arguments: sameCode)
func layoutDoesNotCount(_ first: String, _ second: String) {
  #expect(LayoutFreeText(first).firstDifference(from: LayoutFreeText(second)) == nil)
  #expect(LayoutFreeText(first) == LayoutFreeText(second))
}

@Test(arguments: differentCode)
func contentCounts(_ first: String, _ second: String) {
  #expect(LayoutFreeText(first).firstDifference(from: LayoutFreeText(second)) != nil)
}

@Test func theFirstDifferenceNamesItsLineAndTokens() throws {
  let checkedIn = LayoutFreeText("let a = 1\n\nlet b: Int\n  = 2\n")
  let generated = LayoutFreeText("let a = 1\nlet b: Int = 3\n")
  let difference = try #require(checkedIn.firstDifference(from: generated))
  #expect(difference.line == 4)
  #expect(difference.otherLine == 2)
  #expect(difference.token == "2")
  #expect(difference.otherToken == "3")
}

@Test func aMissingEndIsADifference() throws {
  let difference = try #require(LayoutFreeText("f()").firstDifference(from: LayoutFreeText("f() }")))
  #expect(difference.token == "(end of file)")
  #expect(difference.otherToken == "}")
}

@Test(arguments: [
  CurryFile.text(arities: 1...20, unavailable: 21...40), StartFile.text(arities: 1...20, unavailable: 21...40),
  CodecStartFile.text(arities: 1...20, unavailable: 21...40),
])
func generatedTextSurvivesTheFormatter(_ text: String) throws {
  // What `curry-gen` writes must compare equal to what it generates, or `--check` would fail
  // right after a regeneration.
  let formatted = try SwiftFormat.format(text, root: repositoryRoot)
  #expect(LayoutFreeText(formatted).firstDifference(from: LayoutFreeText(text)) == nil)
}
