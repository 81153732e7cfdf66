import Testing

@testable import DocSamplesKit

@Test func pairsSamplesWithTheirOutputAndFlags() throws {
  let markdown = """
    ```swift decl
    struct Point { let x: Int }
    ```
    ```swift test
    print(Point(x: 1).x)
    ```
    It prints:
    ```text output
    1
    ```
    ```swift continued
    print(2)
    ```
    ```swift decl
    let origin = Point(x: 0)
    ```
    ```sh
    swift test
    ```
    """
  let document = try DocumentSamples(path: "Docs/X.md", markdown: markdown)
  #expect(document.samples.map(\.placement) == [.declarations, .statements, .statements, .declarations])
  #expect(document.samples.map(\.continuesPrevious) == [false, false, true, false])
  #expect(document.samples.map { $0.expectedOutput?.lines } == [nil, ["1"], nil, nil])
}

private let oneFlag =
  "a ```swift block needs exactly one flag: `decl` (declarations at file scope), `test` (runs in a test) "
  + "or `continued` (runs in the previous test)"

@Test(arguments: [
  (
    "```swift tset\nprint(1)\n```",
    "Docs/X.md:1: unknown flag `tset` on a ```swift block (known: decl, test, continued)"
  ),
  ("```text\nx\n```\n```text output\n1\n```", "Docs/X.md:4: an `output` block must follow a ```swift block"),
  (
    "```swift decl\nstruct A {}\n```\n```text output\n1\n```",
    "Docs/X.md:4: the ```swift block before this `output` block is declarations only, so it prints nothing; "
      + "mark it ```swift test to run it"
  ),
  ("```swift continued\nprint(1)\n```", "Docs/X.md:1: `continued` needs a test sample before it"),
  ("```swift decl test\nprint(1)\n```", "Docs/X.md:1: \(oneFlag)"),
  ("```swift\nprint(1)\n```", "Docs/X.md:1: \(oneFlag)"),
  ("```swift test test\nprint(1)\n```", "Docs/X.md:1: \(oneFlag)"),
])
func rejectsMisusedFlags(markdown: String, message: String) {
  #expect(throws: DocSampleError.self) { try DocumentSamples(path: "Docs/X.md", markdown: markdown) }
  do {
    _ = try DocumentSamples(path: "Docs/X.md", markdown: markdown)
  } catch {
    #expect(error.description == message)
  }
}
