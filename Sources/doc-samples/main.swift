// `swift run doc-samples` regenerates the test targets that compile and run the Swift
// samples of README.md, CONTRIBUTING.md, Docs/*.md and the DocC articles, and writes the guides of
// Docs/ into Decoding.docc/Guides as articles (GuideArticles.swift).
// `swift run doc-samples --check` changes nothing and exits 1 when they are stale (CI).
import DocSamplesKit
import Foundation

let arguments = CommandLine.arguments.dropFirst()
let checkOnly = arguments.contains("--check")
if let unknown = arguments.first(where: { $0 != "--check" }) {
  FileHandle.standardError.write(Data("doc-samples: unknown argument \(unknown); usage: doc-samples [--check]\n".utf8))
  exit(2)
}

// The package root, from this file's place in it, so the tool works from any directory.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()
let generator = DocSampleGenerator(root: root)
do {
  if checkOnly {
    let stale = try generator.staleFiles()
    let disagreements = try generator.manifestDisagreements()
    if !stale.isEmpty {
      print("doc-samples: stale generated files (run `swift run doc-samples` and commit the result):")
      for path in stale { print("  \(path)") }
    }
    for disagreement in disagreements {
      print("doc-samples: \(disagreement) (run `swift run doc-samples` and commit the result)")
    }
    guard stale.isEmpty, disagreements.isEmpty else { exit(1) }
    print("doc-samples: generated samples and Package.swift's list of them are current")
  } else {
    let changed = try generator.write()
    print(
      changed.isEmpty ? "doc-samples: nothing to change" : "doc-samples: updated \(changed.joined(separator: ", "))")
  }
} catch {
  FileHandle.standardError.write(Data("doc-samples: \(error)\n".utf8))
  exit(1)
}
