import Foundation

/// Turns the Swift samples of a package's documents into test targets and keeps them current.
///
/// Documents are `README.md`, `CONTRIBUTING.md`, every `.md` under `Docs/`, and every
/// article in a DocC catalog under `Sources/` (the guides of `Docs/` become articles only in
/// the copy of the catalog that the documentation build makes: ``GuideArticles``). Each
/// document with Swift samples gets its own test target,
/// `Tests/DocSamples/<Name>/<Name>Samples.swift`, so that two documents may both declare a
/// `User`. `Package.swift` makes a target of every folder
/// listed in its ``manifestList``, which the generator writes too.
public struct DocSampleGenerator {
  /// The package root.
  public var root: URL

  /// Where the generated test targets live, relative to the root.
  public static let samplesDirectory = "Tests/DocSamples"

  /// The documents whose samples are compiled a second time, as a Swift 5 app compiles them:
  /// the guides of the APIs that take decoders and encoders, where that language mode sees other
  /// declarations than Swift 6 does. Each gets a folder `<Name>Swift5`, which `Package.swift`
  /// builds in the Swift 5 language mode with warnings as errors.
  public static let swift5Documents: Set<String> = ["Docs/Encoding.md", "Docs/HTTP.md", "Docs/Streaming.md"]

  /// The suffix of a Swift 5 folder's name, `StreamingSwift5`.
  public static let swift5Suffix = "Swift5"

  /// The list of sample folders in `Package.swift`, one test target each.
  public static let manifestList = ManifestList(
    name: "doc-samples", writer: "swift run doc-samples", constant: "documentationSampleFolders")

  /// Where a copy of the guides was once committed, relative to the root. Nothing made from
  /// `Docs/` is committed now, so a file there (brought back by a merge, say) is stale, and
  /// `write()` deletes it.
  static let formerGuidesDirectory = "Sources/Decoding/Decoding.docc/Guides"

  /// The manifest, relative to the root.
  static let manifestPath = "Package.swift"

  /// Creates a generator for the package at `root`.
  public init(root: URL) {
    self.root = root
  }

  /// The documents whose samples are compiled, relative to the root, sorted.
  public func documents() throws -> [String] {
    var paths: [String] = []
    for name in ["README.md", "CONTRIBUTING.md"] where exists(name) { paths.append(name) }
    paths += files(under: "Docs") { $0.hasSuffix(".md") }
    paths += files(under: "Sources") { path in
      path.hasSuffix(".md") && path.split(separator: "/").contains { $0.hasSuffix(".docc") }
        && !path.hasPrefix(Self.formerGuidesDirectory + "/")
    }
    return paths.sorted()
  }

  /// The test-target name for the document at `path`: `Docs/Getting-Started.md`
  /// gives `GettingStarted`, a DocC article `Decoding.docc/Errors.md` gives `DocCErrors`.
  public static func targetName(for path: String) -> String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    let stem = file.hasSuffix(".md") ? String(file.dropLast(3)) : file
    let words = stem.split { !($0.isLetter || $0.isNumber) }
    let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    let inCatalog = path.split(separator: "/").contains { $0.hasSuffix(".docc") }
    return (inCatalog ? "DocC" : "") + name
  }

  /// Every file the generator owns, relative path to contents: one test source per
  /// document with Swift samples, and a second for each of ``swift5Documents``.
  public func expectedFiles() throws -> [String: String] {
    var files: [String: String] = [:]
    var names: [String: String] = [:]
    for path in try documents() {
      let markdown = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      let document = try DocumentSamples(path: path, markdown: markdown)
      guard !document.samples.isEmpty else { continue }
      let name = Self.targetName(for: path)
      if let other = names[name] {
        throw DocSampleError(path: path, line: 1, "its test target name \(name) is also \(other)'s; rename one")
      }
      names[name] = path
      files["\(Self.samplesDirectory)/\(name)/\(name)Samples.swift"] = TestSourceRenderer.render(document)
      if Self.swift5Documents.contains(path) {
        let swift5 = name + Self.swift5Suffix
        files["\(Self.samplesDirectory)/\(swift5)/\(swift5)Samples.swift"] = TestSourceRenderer.render(
          document, swift5: true)
      }
    }
    return files
  }

  /// The folders under ``samplesDirectory`` the generator makes, one per document with samples, sorted.
  public func expectedFolders() throws -> [String] {
    try expectedFiles().keys
      .map { $0.dropFirst(Self.samplesDirectory.count + 1).prefix { $0 != "/" } }
      .map(String.init).sorted()
  }

  /// Where `Package.swift`'s sample list and the folders disagree: one sentence per missing or
  /// extra entry. Empty when they agree or when the package has no manifest (a test's).
  public func manifestDisagreements() throws -> [String] {
    guard let manifest = try currentManifest() else { return [] }
    return Self.manifestList.disagreements(
      listed: try Self.manifestList.entries(in: manifest), expected: try expectedFolders()
    ) { "\(Self.samplesDirectory)/\($0)" }
  }

  /// The files that differ from what the generator would write, and the stale ones
  /// it would delete, relative to the root.
  public func staleFiles() throws -> [String] {
    let expected = try expectedFiles()
    var stale = expected.compactMap { path, contents in
      (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) == contents ? nil : path
    }
    let owned =
      files(under: Self.samplesDirectory) { _ in true } + files(under: Self.formerGuidesDirectory) { _ in true }
    stale += owned.filter { expected[$0] == nil }
    return stale.sorted()
  }

  /// Writes every stale file, deletes generated files no document needs any more and
  /// writes `Package.swift`'s list of sample folders; returns the paths it changed.
  @discardableResult
  public func write() throws -> [String] {
    let expected = try expectedFiles()
    var stale = try staleFiles()
    for path in stale {
      let url = root.appendingPathComponent(path)
      if let contents = expected[path] {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
      } else {
        try FileManager.default.removeItem(at: url)
        let directory = url.deletingLastPathComponent()
        if (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.isEmpty == true {
          try FileManager.default.removeItem(at: directory)
        }
      }
    }
    let folders = try expectedFolders()
    if let manifest = try currentManifest(), try Self.manifestList.entries(in: manifest) != folders {
      let listed = try Self.manifestList.replacingEntries(in: manifest, with: folders)
      try listed.write(to: root.appendingPathComponent(Self.manifestPath), atomically: true, encoding: .utf8)
      stale.append(Self.manifestPath)
    }
    return stale
  }

  /// `Package.swift`, or `nil` when the package has none.
  private func currentManifest() throws -> String? {
    guard exists(Self.manifestPath) else { return nil }
    return try String(contentsOf: root.appendingPathComponent(Self.manifestPath), encoding: .utf8)
  }

  private func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
  }

  /// Regular files under `directory` (relative to the root) whose relative path passes `include`.
  private func files(under directory: String, where include: (String) -> Bool) -> [String] {
    let base = root.appendingPathComponent(directory)
    guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
    var found: [String] = []
    while let relative = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let path = "\(directory)/\(relative)"
      guard FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory),
        !isDirectory.boolValue, include(path)
      else { continue }
      found.append(path)
    }
    return found.sorted()
  }
}
