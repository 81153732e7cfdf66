import Foundation
import Testing

@testable import DocSamplesKit

/// Two guides: `A` links, `B` has the headings it links to.
private let headings = "# B\n\nAbstract.\n\n## Custom errors\n\n## A failure after `>>-` has no path\n"

private func article(of line: String) throws -> String {
  let guides = GuideArticles(guides: ["A": "# A\n\n" + line + "\n", "B": headings])
  return try #require(try guides.articles()["A.md"])
}

@Test(arguments: [
  ("See [Errors](B.md).", "See [Errors](doc:B)."),
  ("See [below](B.md#custom-errors).", "See [below](doc:B#Custom-errors)."),
  ("A [heading with symbols](B.md#a-failure-after---has-no-path).", "A [heading with symbols](doc:B)."),
  ("Two: [one](B.md), [two](B.md#custom-errors).", "Two: [one](doc:B), [two](doc:B#Custom-errors)."),
  ("[CONTRIBUTING.md](../CONTRIBUTING.md) has the rules.", "CONTRIBUTING.md has the rules."),
  ("![A chart](performance.svg)", "![A chart](performance)"),
  ("[The suite](https://github.com/nst/JSONTestSuite)", "[The suite](https://github.com/nst/JSONTestSuite)"),
  ("```swift test\nlet link = \"[a](B.md)\"\n```", "```swift test\nlet link = \"[a](B.md)\"\n```"),
])
func linksBecomeDocCLinks(guideLine: String, articleLine: String) throws {
  #expect(try article(of: guideLine) == "# A\n\n\(articleLine)\n\(GuideArticles.generatedNote(for: "A"))\n")
}

@Test func aLinkToAHeadingOfTheSameGuideNamesTheGuide() throws {
  let guides = GuideArticles(guides: ["B": headings + "\n[Up](#custom-errors)\n"])
  #expect(try guides.articles()["B.md"]?.contains("[Up](doc:B#Custom-errors)") == true)
}

@Test(arguments: [
  ("[x](Gone.md)", "Docs/A.md:3: links to Gone.md, which is not a guide of Docs/"),
  ("[x](B.md#gone)", "Docs/A.md:3: links to B.md#gone, but Docs/B.md has no such heading"),
  ("[x](notes.txt)", "Docs/A.md:3: links to notes.txt, which is not a guide of Docs/"),
])
func aBrokenLinkNamesTheGuideAndLine(guideLine: String, message: String) throws {
  let error = #expect(throws: DocSampleError.self) { try article(of: guideLine) }
  #expect(error?.description == message)
}

@Test func writesTheArticlesAndImagesOfDocsIntoTheCatalogsFolder() throws {
  let base = FileManager.default.temporaryDirectory.appendingPathComponent("guide-articles-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: base) }
  let docs = base.appendingPathComponent("Docs")
  try FileManager.default.createDirectory(at: docs.appendingPathComponent("Notes"), withIntermediateDirectories: true)
  try "# A\n\nSee [B](B.md).\n".write(to: docs.appendingPathComponent("A.md"), atomically: true, encoding: .utf8)
  try headings.write(to: docs.appendingPathComponent("B.md"), atomically: true, encoding: .utf8)
  try "<svg/>".write(to: docs.appendingPathComponent("chart.svg"), atomically: true, encoding: .utf8)
  try "# Not a guide\n".write(
    to: docs.appendingPathComponent("Notes/C.md"), atomically: true, encoding: .utf8)
  let guides = base.appendingPathComponent("Catalog.docc/Guides")
  #expect(try GuideArticles.write(guidesIn: docs, to: guides) == ["A.md", "B.md", "chart.svg"])
  #expect(
    try String(contentsOf: guides.appendingPathComponent("A.md"), encoding: .utf8)
      == "# A\n\nSee [B](doc:B).\n\(GuideArticles.generatedNote(for: "A"))\n")
  #expect(try String(contentsOf: guides.appendingPathComponent("chart.svg"), encoding: .utf8) == "<svg/>")
  // Written again over the first copy, as a second build of the site does.
  #expect(try GuideArticles.write(guidesIn: docs, to: guides) == ["A.md", "B.md", "chart.svg"])
}
