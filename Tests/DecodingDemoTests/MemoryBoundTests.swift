import Foundation
import Testing

/// The streaming memory bound, proved in a child process so the rest of the suite, running
/// in parallel, does not count: `decoding-demo --lines - --peak-memory` decodes 100 MiB of
/// JSON Lines written into its standard input as they are generated (never stored), and
/// reports how much its peak resident memory grew.
@Suite struct MemoryBoundTests {
  /// Records of exactly 1,024 bytes: `{"id":"00000001","text":"xx…x"}` and a line feed.
  static let recordSize = 1024
  static let recordCount = 100 * 1024

  /// The demo built beside the test bundle (or in `.build/debug`).
  static func demoExecutable() -> URL? {
    var candidates: [URL] = []
    if let executable = Bundle.main.executableURL {
      candidates.append(executable.deletingLastPathComponent().appending(path: "decoding-demo"))
    }
    let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    candidates.append(root.appending(path: ".build/debug/decoding-demo"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Writes the records into `handle` a block at a time, each block generated as it goes.
  static func writeRecords(to handle: FileHandle) {
    let prefix = Array(#"{"id":""#.utf8)
    let suffix = Array(#"","text":""#.utf8)
    let fill = recordSize - prefix.count - 8 - suffix.count - 3
    var record = prefix + Array(repeating: UInt8(ascii: "0"), count: 8) + suffix
    record += Array(repeating: UInt8(ascii: "x"), count: fill) + Array("\"}\n".utf8)
    let perBlock = 64
    var block: [UInt8] = []
    block.reserveCapacity(perBlock * recordSize)
    for id in 0..<recordCount {
      var digits = id
      for position in stride(from: prefix.count + 7, through: prefix.count, by: -1) {
        record[position] = UInt8(ascii: "0") + UInt8(digits % 10)
        digits /= 10
      }
      block += record
      if block.count == perBlock * recordSize || id == recordCount - 1 {
        do { try handle.write(contentsOf: block) } catch { return }
        block.removeAll(keepingCapacity: true)
      }
    }
    try? handle.close()
  }

  @Test func decodingAHundredMebibytesGrowsPeakMemoryByLessThan32MiB() throws {
    let demo = try #require(Self.demoExecutable(), "decoding-demo is not built: run swift build --build-tests")
    let process = Process()
    process.executableURL = demo
    process.arguments = ["--lines", "-", "--peak-memory"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    // A child that exits early closes the pipe: the write then fails rather than killing the tests.
    signal(SIGPIPE, SIG_IGN)
    try process.run()
    let writer = Thread { Self.writeRecords(to: input.fileHandleForWriting) }
    writer.start()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let lines = text.split(separator: "\n")
    #expect(lines.first == "standard input: 104,857,600 bytes read, 102,400 records decoded, 0 skipped")
    let memory = try #require(lines.last)
    let growth = try #require(
      memory.split(separator: "(growth ").last?.split(separator: " ").first.flatMap { Int($0.filter(\.isNumber)) },
      "no growth in \(memory)")
    #expect(growth < 32 * 1024, "\(memory)")
  }
}
