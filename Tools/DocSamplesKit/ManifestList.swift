/// A list of folder names that `Package.swift` spells out between two marker comments,
/// which a generator writes and checks.
///
/// A manifest must not list directories itself: `Context.packageDirectory` is not reliable
/// when the package is a dependency (SwiftPM issue #5610), so the generator that makes the
/// folders also writes the list, and `--check` fails when the list and the folders disagree.
///
/// ```text
/// // BEGIN doc-samples: written by `swift run doc-samples`
/// let documentationSampleFolders: [String] = [
///   "Codable",
/// ]
/// // END doc-samples
/// ```
public struct ManifestList: Equatable, Sendable {
  /// The name in the marker comments, `doc-samples`.
  public var name: String
  /// The command that writes the list, named in its opening marker.
  public var writer: String
  /// The Swift constant the list is bound to.
  public var constant: String

  /// A list named `name` in the markers, bound to `constant`, written by `writer`.
  public init(name: String, writer: String, constant: String) {
    self.name = name
    self.writer = writer
    self.constant = constant
  }

  /// The line that opens the list.
  public var beginMarker: String { "// BEGIN \(name): written by `\(writer)`" }

  /// The line that closes the list.
  public var endMarker: String { "// END \(name)" }

  /// What goes between the markers for `entries`, one quoted entry a line.
  public func declaration(of entries: [String]) -> String {
    (["let \(constant): [String] = ["] + entries.map { "  \"\($0)\"," } + ["]"]).joined(separator: "\n")
  }

  /// The entries the manifest lists now, in order.
  public func entries(in manifest: String) throws -> [String] {
    let lines = try listLines(in: manifest)
    return manifest.split(separator: "\n", omittingEmptySubsequences: false)[lines].flatMap(Self.quotedStrings)
  }

  /// `manifest` with the list replaced by `entries`.
  public func replacingEntries(in manifest: String, with entries: [String]) throws -> String {
    let lines = try listLines(in: manifest)
    var all = manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    all.replaceSubrange(lines, with: declaration(of: entries).split(separator: "\n").map(String.init))
    return all.joined(separator: "\n")
  }

  /// What is wrong with `listed` when the folders are `expected`: one sentence per missing or
  /// extra entry, naming it; empty when they agree.
  public func disagreements(listed: [String], expected: [String], folder: (String) -> String) -> [String] {
    let missing = expected.filter { !listed.contains($0) }.map {
      "Package.swift's \(name) list lacks \"\($0)\", the folder \(folder($0))"
    }
    let extra = listed.filter { !expected.contains($0) }.map {
      "Package.swift's \(name) list has \"\($0)\", but \(writer) makes no folder \(folder($0))"
    }
    var seen: Set<String> = []
    let repeated = listed.filter { !seen.insert($0).inserted }.map {
      "Package.swift's \(name) list has \"\($0)\" more than once"
    }
    return missing + extra + repeated
  }

  /// The lines strictly between the markers.
  private func listLines(in manifest: String) throws -> Range<Int> {
    let lines = manifest.split(separator: "\n", omittingEmptySubsequences: false)
    let trimmed = lines.map { $0.drop { $0 == " " } }
    guard let begin = trimmed.firstIndex(where: { $0.hasPrefix("// BEGIN \(name)") }) else {
      throw DocSampleError(path: "Package.swift", line: 1, "has no line `\(beginMarker)`")
    }
    guard let end = trimmed[(begin + 1)...].firstIndex(where: { $0.hasPrefix(endMarker) }) else {
      throw DocSampleError(path: "Package.swift", line: begin + 1, "has no line `\(endMarker)` after `\(beginMarker)`")
    }
    return (begin + 1)..<end
  }

  /// The string literals of one line, `"Codable",` gives `["Codable"]`.
  private static func quotedStrings(_ line: Substring) -> [String] {
    let code = line.drop { $0 == " " }
    guard !code.hasPrefix("//") else { return [] }
    return code.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }
}
