import Foundation
import Testing

@testable import DocSamplesKit

/// A throwaway package directory with a README, a guide without Swift and one with Swift.
private func makePackage() throws -> URL {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("doc-samples-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: root.appendingPathComponent("Docs"), withIntermediateDirectories: true)
  try "# R\n```swift test\nprint(1)\n```\n".write(
    to: root.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
  try "```sh\nls\n```\n".write(to: root.appendingPathComponent("Docs/Shell.md"), atomically: true, encoding: .utf8)
  try "```swift decl\nstruct A {}\n```\n".write(
    to: root.appendingPathComponent("Docs/Getting-Started.md"),
    atomically: true,
    encoding: .utf8
  )
  return root
}

@Test func writesOneTargetFolderPerDocumentWithSamples() throws {
  let root = try makePackage()
  defer { try? FileManager.default.removeItem(at: root) }
  let generator = DocSampleGenerator(root: root)
  #expect(try generator.documents() == ["Docs/Getting-Started.md", "Docs/Shell.md", "README.md"])
  #expect(
    try generator.staleFiles() == [
      "Tests/DocSamples/GettingStarted/GettingStartedSamples.swift", "Tests/DocSamples/README/READMESamples.swift",
    ]
  )
  try generator.write()
  #expect(try generator.staleFiles().isEmpty)
  // Without a manifest (this package has none) there is no list to write.
  #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path))
  #expect(try generator.manifestDisagreements().isEmpty)
}

@Test func writesASwift5TargetForTheGuidesOfDecodersAndEncoders() throws {
  let root = try makePackage()
  defer { try? FileManager.default.removeItem(at: root) }
  try "```swift test\nprint(2)\n```\n".write(
    to: root.appendingPathComponent("Docs/Streaming.md"), atomically: true, encoding: .utf8)
  let generator = DocSampleGenerator(root: root)
  #expect(try generator.expectedFolders() == ["GettingStarted", "README", "Streaming", "StreamingSwift5"])
  let files = try generator.expectedFiles()
  let swift5 = try #require(files["Tests/DocSamples/StreamingSwift5/StreamingSwift5Samples.swift"])
  #expect(swift5.contains("@Test(\"Docs/Streaming.md:1 in Swift 5\") func sampleAtLine1()"))
  #expect(swift5.contains("// Built in the Swift 5 language mode, with warnings as errors"))
  let swift6 = try #require(files["Tests/DocSamples/Streaming/StreamingSamples.swift"])
  #expect(swift6.contains("@Test(\"Docs/Streaming.md:1\") func sampleAtLine1()"))
  #expect(!swift6.contains("Swift 5"))
}

/// A manifest whose sample list has `entries`.
private func manifest(listing entries: [String]) -> String {
  "let package = 1\n// BEGIN doc-samples: written by `swift run doc-samples`\n"
    + DocSampleGenerator.manifestList.declaration(of: entries) + "\n// END doc-samples\nlet after = 2\n"
}

@Test func writesTheManifestsListOfSampleFoldersAndNamesWhatItLacksOrHasTooMany() throws {
  let root = try makePackage()
  defer { try? FileManager.default.removeItem(at: root) }
  let manifestURL = root.appendingPathComponent("Package.swift")
  try manifest(listing: ["README", "Gone"]).write(to: manifestURL, atomically: true, encoding: .utf8)
  let generator = DocSampleGenerator(root: root)
  #expect(try generator.expectedFolders() == ["GettingStarted", "README"])
  #expect(
    try generator.manifestDisagreements() == [
      "Package.swift's doc-samples list lacks \"GettingStarted\", the folder Tests/DocSamples/GettingStarted",
      "Package.swift's doc-samples list has \"Gone\", but swift run doc-samples makes no folder Tests/DocSamples/Gone",
    ]
  )
  #expect(try generator.write().last == "Package.swift")
  #expect(try String(contentsOf: manifestURL, encoding: .utf8) == manifest(listing: ["GettingStarted", "README"]))
  #expect(try generator.manifestDisagreements().isEmpty)
  // Nothing to change: the manifest is not rewritten.
  #expect(try generator.write().isEmpty)
}

@Test func findsEditedDocumentsAndRemovesTargetsOfDocumentsWithoutSamples() throws {
  let root = try makePackage()
  defer { try? FileManager.default.removeItem(at: root) }
  let generator = DocSampleGenerator(root: root)
  try generator.write()
  try "no samples any more\n".write(to: root.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
  #expect(try generator.staleFiles() == ["Tests/DocSamples/README/READMESamples.swift"])
  try generator.write()
  #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Tests/DocSamples/README").path))
  #expect(try generator.staleFiles().isEmpty)
}

@Test(arguments: [
  ("README.md", "README"),
  ("Docs/Getting-Started.md", "GettingStarted"),
  ("Docs/Pipeline-vs-Operators.md", "PipelineVsOperators"),
  ("Sources/Decoding/Decoding.docc/Errors.md", "DocCErrors"),
])
func namesTargetsAfterDocuments(path: String, name: String) {
  #expect(DocSampleGenerator.targetName(for: path) == name)
}

@Test func writesNoCopyOfTheGuidesAndDeletesOneACheckoutStillHas() throws {
  let root = try makePackage()
  defer { try? FileManager.default.removeItem(at: root) }
  let former = root.appendingPathComponent(DocSampleGenerator.formerGuidesDirectory)
  try FileManager.default.createDirectory(at: former, withIntermediateDirectories: true)
  try "# Getting Started\n```swift test\nprint(2)\n```\n".write(
    to: former.appendingPathComponent("Getting-Started.md"), atomically: true, encoding: .utf8)
  let generator = DocSampleGenerator(root: root)
  // The copy's samples are not compiled: Docs/ is their one source.
  #expect(try generator.documents() == ["Docs/Getting-Started.md", "Docs/Shell.md", "README.md"])
  #expect(
    try generator.staleFiles() == [
      "\(DocSampleGenerator.formerGuidesDirectory)/Getting-Started.md",
      "Tests/DocSamples/GettingStarted/GettingStartedSamples.swift", "Tests/DocSamples/README/READMESamples.swift",
    ]
  )
  try generator.write()
  #expect(try generator.staleFiles().isEmpty)
  #expect(!FileManager.default.fileExists(atPath: former.path))
}
