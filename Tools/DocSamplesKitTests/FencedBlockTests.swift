import Testing

@testable import DocSamplesKit

@Test func findsFencesWithLanguageFlagsAndLines() {
  let markdown = """
    # Title

    ```swift test
    let a = 1
      print(a)
    ```

    Some text.

    ~~~~text output
    1
    ```
    still inside
    ~~~~
    """
  let blocks = FencedBlock.blocks(in: markdown)
  #expect(
    blocks == [
      FencedBlock(language: "swift", flags: ["test"], lines: ["let a = 1", "  print(a)"], fenceLine: 3),
      FencedBlock(language: "text", flags: ["output"], lines: ["1", "```", "still inside"], fenceLine: 10),
    ]
  )
}

@Test func removesTheOpeningFencesIndentationFromLines() {
  let markdown = "1. Step\n\n   ```sh\n   swift test\n     indented\n   ```\n"
  #expect(
    FencedBlock.blocks(in: markdown) == [
      FencedBlock(language: "sh", flags: [], lines: ["swift test", "  indented"], fenceLine: 3)
    ]
  )
}

@Test func anUnclosedFenceRunsToTheEnd() {
  let blocks = FencedBlock.blocks(in: "```\nx\n")
  #expect(blocks == [FencedBlock(language: "", flags: [], lines: ["x", ""], fenceLine: 1)])
}

@Test func inlineBackticksAreNotFences() {
  #expect(FencedBlock.blocks(in: "``` a `b` ```\ntext").isEmpty)
}
