import Foundation

/// An input file of a benchmark, loaded into memory.
public struct BenchmarkFile: Sendable {
  /// The file name, e.g. `twitter.json`.
  public let name: String
  /// The full path.
  public let path: String
  /// The file's bytes.
  public let data: Data

  /// Loads the file at `path`.
  public init(path: String) throws {
    self.path = path
    name = URL(fileURLWithPath: path).lastPathComponent
    data = try Data(contentsOf: URL(fileURLWithPath: path))
  }

  /// The files named by `paths`: a directory stands for its `.json` files (sorted by
  /// name), anything else for itself.
  public static func paths(expanding paths: [String]) throws -> [String] {
    var files: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path])
      }
      if isDirectory.boolValue {
        let names = try FileManager.default.contentsOfDirectory(atPath: path)
        files += names.filter { $0.hasSuffix(".json") }.sorted().map { path + "/" + $0 }
      } else {
        files.append(path)
      }
    }
    return files
  }

  /// The folder of the benchmark documents, `Benchmarks/Documents`, found from the location
  /// of a source file of this package (pass `#filePath` from a file in `Sources/<Target>/`
  /// or `Tests/<Target>/`), so that a benchmark runs from any directory.
  public static func documentsPath(fromSourceFile sourceFilePath: String) -> String {
    URL(fileURLWithPath: sourceFilePath)
      .deletingLastPathComponent()  // <Target>
      .deletingLastPathComponent()  // Sources or Tests
      .deletingLastPathComponent()  // Benchmarks
      .appendingPathComponent("Documents").path
  }
}
