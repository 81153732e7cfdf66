import Foundation

/// Runs the toolchain's swift-format with the repository's `.swift-format`, so generated
/// files are byte for byte what `Scripts/format.sh` would leave them as.
enum SwiftFormat {
  /// Why formatting failed.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// `text` formatted as the repository formats Swift.
  static func format(_ text: String, root: URL) throws -> String {
    guard let executable = findExecutable("swift-format") else {
      throw Failure(description: "swift-format was not found on PATH; it ships with the Swift toolchain")
    }
    let input = FileManager.default.temporaryDirectory
      .appendingPathComponent("curry-gen-\(UUID().uuidString).swift")
    try text.write(to: input, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: input) }

    let process = Process()
    process.executableURL = executable
    process.arguments = [
      "format", "--configuration", root.appendingPathComponent(".swift-format").path, input.path,
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let formatted = output.fileHandleForReading.readDataToEndOfFile()
    let messages = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let message = String(decoding: messages, as: UTF8.self)
      throw Failure(description: "swift-format failed (status \(process.terminationStatus)): \(message)")
    }
    return String(decoding: formatted, as: UTF8.self)
  }

  /// The first executable called `name` in the directories of `PATH`.
  private static func findExecutable(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}
