import Foundation

/// Where the repository is, found from this file's location so tests run from any directory.
enum TestPaths {
  /// The repository root.
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // DecodingHTTPTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The contents of the fenced code blocks of `markdown` in `language`, each ending with a newline.
  static func fencedBlocks(in markdown: String, language: String) -> [String] {
    var blocks: [String] = []
    var current: String?
    for line in markdown.components(separatedBy: "\n") {
      if let block = current {
        if line == "```" {
          blocks.append(block)
          current = nil
        } else {
          current = block + line + "\n"
        }
      } else if line == "```" + language {
        current = ""
      }
    }
    return blocks
  }
}
