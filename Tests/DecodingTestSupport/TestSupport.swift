import DecodingJSON
import Foundation

/// Shared helpers for the test suite: locating the fixtures and loading them.
package enum TestSupport {
  /// The repository root, found from this file's location so tests run from any directory.
  package static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // DecodingTestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// `Tests/Fixtures`: JSONTestSuite and Argo's fixtures, with their licences.
  package static let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures")

  /// `Benchmarks/Documents`: twitter.json, citm_catalog.json and canada.json.
  package static let benchmarkDocuments = repositoryRoot.appendingPathComponent("Benchmarks/Documents")

  /// The bytes of a file under `Tests/Fixtures`, e.g. `data("Argo/types.json")`.
  package static func data(_ relativePath: String) throws -> Data {
    try read(fixtures.appendingPathComponent(relativePath))
  }

  /// The bytes of a benchmark document, e.g. `benchmarkDocument("canada.json")`.
  package static func benchmarkDocument(_ name: String) throws -> Data {
    try read(benchmarkDocuments.appendingPathComponent(name))
  }

  /// The names of the files in a folder under `Tests/Fixtures`, sorted.
  package static func fileNames(in relativePath: String) throws -> [String] {
    let folder = fixtures.appendingPathComponent(relativePath)
    do {
      return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    } catch {
      throw MissingFixture(path: folder.path, reason: error.localizedDescription)
    }
  }

  /// A parsed document from `Tests/Fixtures/Argo`, named without `.json`.
  package static func fixture(_ name: String) throws -> JSON {
    try JSON(parsing: data("Argo/\(name).json"))
  }

  /// The same document as `JSONSerialization` gives it, for Argo's `decode(_ object: Any)` entry points.
  package static func foundationObject(_ name: String) throws -> Any {
    try JSONSerialization.jsonObject(with: data("Argo/\(name).json"))
  }

  private static func read(_ url: URL) throws -> Data {
    do {
      return try Data(contentsOf: url)
    } catch {
      throw MissingFixture(path: url.path, reason: error.localizedDescription)
    }
  }
}

/// A fixture that could not be read; the failing test's message names the file.
package struct MissingFixture: Error, CustomStringConvertible {
  package let path: String
  package let reason: String

  package var description: String { "cannot read the fixture \(path): \(reason)" }
}
