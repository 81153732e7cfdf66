import Foundation
import Testing

@testable import DocSamplesKit

/// Checks that tie the documentation to the repository: README's commands are the ones
/// CI and the package really have, and relative links lead to files that exist.
private let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent()  // DocSamplesKitTests
  .deletingLastPathComponent()  // Tools
  .deletingLastPathComponent()

private func read(_ path: String) throws -> String {
  try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
}

/// The commands of the shell block in README's "Try it" section, without their comments:
/// what `.ci/run` runs in a fresh clone.
private func readmeCommands() throws -> [String] {
  let readme = try read("README.md")
  let section = try #require(readme.range(of: "\n## Try it\n"), "README.md has no \"Try it\" section")
  let block = try #require(FencedBlock.blocks(in: String(readme[section.upperBound...])).first { $0.language == "sh" })
  return block.lines.map { line in
    String(line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]).trimmingWhitespace()
  }.filter { !$0.isEmpty }
}

@Test func ciRunsReadmesCommandsAndTheTestCommandIsAmongThem() throws {
  #expect(try readmeCommands().contains("swift test"))
  let ci = try read(".ci/run")
  // CI reads the commands from that section, so README and CI cannot drift apart.
  #expect(ci.contains("/^## Try it/"), ".ci/run does not read README's Try it section")
  // Any other `swift test` in CI is the benchmarks' package, never a second spelling of README's.
  let otherTests = ci.split(separator: "\n").map { String($0).trimmingWhitespace() }
    .filter {
      !$0.hasPrefix("#") && !$0.hasPrefix("step") && !$0.hasPrefix("echo") && $0.contains("swift test")
        && !$0.contains("grep")
    }
  #expect(otherTests.allSatisfy { $0.contains("--package-path Benchmarks") }, "\(otherTests)")
}

@Test func readmesDemoCommandNamesAnExecutableOfThePackage() throws {
  let demoCommand = try #require(try readmeCommands().first { $0.hasPrefix("swift run") })
  let executable = try #require(demoCommand.split(separator: " ").last.map(String.init))
  #expect(try read("Package.swift").contains(".executable(name: \"\(executable)\""))
}

/// The documents whose links are checked.
private let linkedDocuments: [String] = {
  let docs =
    (try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Docs").path))
    ?? []
  return ["README.md", "CONTRIBUTING.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/\($0)" }
}()

@Test(arguments: linkedDocuments)
func relativeLinksLeadToFilesThatExist(document: String) throws {
  let markdown = try read(document)
  let directory = repositoryRoot.appendingPathComponent(document).deletingLastPathComponent()
  var missing: [String] = []
  var rest = Substring(markdown)
  while let start = rest.range(of: "](") {
    rest = rest[start.upperBound...]
    let target = String(rest.prefix { $0 != ")" && $0 != " " })
    let file = String(target.split(separator: "#", omittingEmptySubsequences: false)[0])
    guard !file.isEmpty, !target.contains("://"), !target.hasPrefix("mailto:") else { continue }
    if !FileManager.default.fileExists(atPath: directory.appendingPathComponent(file).path) {
      missing.append(target)
    }
  }
  #expect(missing.isEmpty, "\(document) links to missing files: \(missing)")
}

/// The manifest block of README's "Install" section.
private func readmeInstallManifest() throws -> [String] {
  let readme = try read("README.md")
  let start = try #require(readme.range(of: "\n## Install\n"), "README.md has no \"Install\" section")
  let section = readme[start.upperBound...]
  let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
  let blocks = FencedBlock.blocks(in: String(section[..<end]))
  return try #require(blocks.first { $0.lines.contains { $0.contains(".package(") } }, "Install shows no manifest")
    .lines
}

/// README's Install works for a clone today: it depends by path under the package's own
/// name, as the benchmarks' manifest does (CI builds that one), with no placeholder address.
@Test func readmesInstallDependsOnTheCloneAsTheBenchmarksDo() throws {
  let manifest = try readmeInstallManifest().joined(separator: "\n")
  let dependency = #".package(name: "Decoding", path: "#
  #expect(manifest.contains(dependency))
  #expect(try read("Benchmarks/Package.swift").contains(dependency))
  #expect(try read("Package.swift").contains(#"  name: "Decoding","#))
  #expect(!manifest.contains("YOUR-ORG"))
}

@Test func readmesInstallNamesOnlyProductsOfThePackage() throws {
  let products = try readmeInstallManifest().compactMap { line -> String? in
    guard let start = line.range(of: ".product(name: \"") else { return nil }
    return String(line[start.upperBound...].prefix { $0 != "\"" })
  }
  #expect(products == ["Decoding", "DecodingPipeline", "Curry", "DecodingHTTP", "DecodingWide"])
  let manifest = try read("Package.swift")
  for product in products {
    #expect(manifest.contains(".library(name: \"\(product)\""), "Package.swift has no product \(product)")
  }
}
