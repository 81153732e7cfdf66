import Foundation
import Testing

@testable import Decoding

/// Shared helpers for the test suite: locating `../shared/data` and loading fixtures.
enum TestSupport {
  /// The repository root, found from this file's location so tests run from any directory.
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // DecodingTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// `../shared/data` beside the repository.
  static let sharedData = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/data")

  /// The bytes of a file under `../shared/data`, e.g. `data("argo-fixtures/types.json")`.
  static func data(_ relativePath: String) throws -> Data {
    try Data(contentsOf: sharedData.appendingPathComponent(relativePath))
  }

  /// A parsed document from `../shared/data/argo-fixtures`, named without `.json`.
  static func fixture(_ name: String) throws -> JSON {
    try JSON(parsing: data("argo-fixtures/\(name).json"))
  }

  /// The same document as `JSONSerialization` gives it, for Argo's `decode(_ object: Any)` entry points.
  static func foundationObject(_ name: String) throws -> Any {
    try JSONSerialization.jsonObject(with: data("argo-fixtures/\(name).json"))
  }
}
