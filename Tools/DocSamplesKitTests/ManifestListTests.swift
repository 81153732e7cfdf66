import Testing

@testable import DocSamplesKit

private let list = ManifestList(name: "things", writer: "make-things", constant: "thingFolders")

private let manifest = """
  let package = Package()
  // BEGIN things: written by `make-things`
  let thingFolders: [String] = [
    "A",
    // "Commented",
    "B/C", "D",
  ]
  // END things
  package.targets += []

  """

@Test func readsTheEntriesBetweenTheMarkers() throws {
  #expect(try list.entries(in: manifest) == ["A", "B/C", "D"])
}

@Test func replacesOnlyTheLinesBetweenTheMarkers() throws {
  let replaced = try list.replacingEntries(in: manifest, with: ["E"])
  #expect(
    replaced == """
      let package = Package()
      // BEGIN things: written by `make-things`
      let thingFolders: [String] = [
        "E",
      ]
      // END things
      package.targets += []

      """
  )
  #expect(try list.entries(in: replaced) == ["E"])
}

@Test(arguments: [
  ("let package = 1\n", "Package.swift:1: has no line `// BEGIN things: written by `make-things``"),
  (
    "// BEGIN things: written by `make-things`\n\"A\",\n",
    "Package.swift:1: has no line `// END things` after `// BEGIN things: written by `make-things``"
  ),
])
func aManifestWithoutTheMarkersIsAnError(text: String, message: String) {
  #expect(throws: DocSampleError.self) { try list.entries(in: text) }
  do {
    _ = try list.entries(in: text)
  } catch {
    #expect("\(error)" == message)
  }
}

@Test(arguments: [
  (["A", "B"], ["A", "B"], [String]()),
  (["A"], ["A", "B"], ["Package.swift's things list lacks \"B\", the folder Things/B"]),
  (["A", "X"], ["A"], ["Package.swift's things list has \"X\", but make-things makes no folder Things/X"]),
  (["A", "A"], ["A"], ["Package.swift's things list has \"A\" more than once"]),
])
func namesEveryMissingExtraOrRepeatedEntry(listed: [String], expected: [String], messages: [String]) {
  #expect(list.disagreements(listed: listed, expected: expected) { "Things/\($0)" } == messages)
}
