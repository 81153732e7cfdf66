import BenchmarkSupport
import Foundation
import Testing

@Suite struct BenchmarkFileTests {
  static let benchDirectory = BenchmarkFile.documentsPath(fromSourceFile: #filePath)

  @Test func findsTheDocumentsInThePackage() {
    #expect(Self.benchDirectory.hasSuffix("/Benchmarks/Documents"))
    #expect(FileManager.default.fileExists(atPath: Self.benchDirectory + "/twitter.json"))
  }

  @Test func expandsDirectoriesToTheirJSONFilesInOrder() throws {
    let paths = try BenchmarkFile.paths(expanding: [Self.benchDirectory, Self.benchDirectory + "/canada.json"])
    #expect(
      paths.map { URL(fileURLWithPath: $0).lastPathComponent } == [
        "canada.json", "citm_catalog.json", "twitter.json", "canada.json",
      ])
    #expect(throws: (any Error).self) { try BenchmarkFile.paths(expanding: ["/no/such/file.json"]) }
  }

  @Test func loadsAFile() throws {
    let file = try BenchmarkFile(path: Self.benchDirectory + "/twitter.json")
    #expect(file.name == "twitter.json")
    #expect(file.data.count == 631_514)
  }
}
