// `swift run doc-samples` regenerates the test targets that compile and run the Swift
// samples of README.md, CONTRIBUTING.md, Docs/*.md and the DocC articles.
// `swift run doc-samples --check` changes nothing and exits 1 when they are stale (CI).
// `swift run doc-samples --guides DIRECTORY` writes the guides of Docs/ as DocC articles into
// DIRECTORY (GuideArticles.swift): Scripts/build-docs.sh runs it on its copy of the catalog.
import DocSamplesKit
import Foundation

let usage = "usage: doc-samples [--check] | doc-samples --guides DIRECTORY"
let arguments = Array(CommandLine.arguments.dropFirst())
let checkOnly = arguments == ["--check"]
let guidesDirectory = arguments.count == 2 && arguments[0] == "--guides" ? arguments[1] : nil
if !arguments.isEmpty, !checkOnly, guidesDirectory == nil {
  FileHandle.standardError.write(Data("doc-samples: unexpected arguments \(arguments); \(usage)\n".utf8))
  exit(2)
}

// The package root, from this file's place in it, so the tool works from any directory.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()
let generator = DocSampleGenerator(root: root)
do {
  if let guidesDirectory {
    let directory = URL(fileURLWithPath: guidesDirectory)
    let written = try GuideArticles.write(guidesIn: root.appendingPathComponent("Docs"), to: directory)
    print("doc-samples: wrote \(written.count) articles and images of Docs/ into \(directory.path)")
  } else if checkOnly {
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
