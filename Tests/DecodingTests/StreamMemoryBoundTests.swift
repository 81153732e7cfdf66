import Foundation
import Testing

@testable import Decoding

/// Proves the memory bound: a 100 MB stream, generated on the fly and never stored, is
/// decoded while the process's peak resident memory grows by less than 64 MB.
@Suite(.serialized) struct StreamMemoryBoundTests {
  /// The process's peak resident set (VmHWM), in bytes.
  static func peakResidentBytes() throws -> Int {
    let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
    let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") })
    let kilobytes = try #require(Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]))
    return kilobytes * 1024
  }

  @Test func aHundredMegabyteStreamDecodesInBoundedMemory() async throws {
    // One 64 KiB block of records, yielded again and again: the stream exists only as it is read.
    var block = ""
    var id = 0
    while block.utf8.count < 64 << 10 {
      block += streamRecordText(id) + "\n"
      id += 1
    }
    let chunk = Array(block.utf8)
    let blocks = (100 << 20) / chunk.count + 1
    let perBlock = id
    let source = AsyncStream<[UInt8]> { continuation in
      for _ in 0..<blocks { continuation.yield(chunk) }
      continuation.finish()
    }
    let before = try Self.peakResidentBytes()
    let records = AsyncJSONStream(chunks: source).records(of: StreamRecord.self)
    var count = 0
    for try await _ in records { count += 1 }
    let growth = try Self.peakResidentBytes() - before
    #expect(count == blocks * perBlock)
    #expect(records.progress.bytesRead >= 100 << 20)
    #expect(growth < 64 << 20, "peak RSS grew by \(growth) bytes")
  }
}
