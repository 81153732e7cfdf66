import Testing

@testable import DocSamplesKit

@Test func tracksDepthAndBlanksStringsAndComments() {
  let lines = SwiftLineScanner.scan([
    "let a = f(\"(\", x) // (",
    "struct S {",
    "  let s = #\"\\(\"#",
    "}",
    "let t = \"\\(g(\"}\"))\"",
  ])
  #expect(lines.map(\.depthAtStart) == [0, 0, 1, 1, 0])
  #expect(lines[0].code == "let a = f(\"\", x) ")
  #expect(lines[0].topLevelCode == "let a = f() ")
  #expect(lines[4].topLevelCode == "let t = \"\"")
}
