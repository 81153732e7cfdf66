import Foundation
import Testing

@testable import Decoding

@Suite struct AsyncJSONStreamTests {
  static let text = (1...5).map(streamRecordText).joined(separator: "\n") + "\n{\"id\": 6}\n"

  /// The bytes of `text`, one at a time.
  static func bytes(_ text: String) -> AsyncStream<UInt8> {
    AsyncStream { continuation in
      for byte in text.utf8 { continuation.yield(byte) }
      continuation.finish()
    }
  }

  /// The bytes of `text` in chunks of `size`.
  static func chunks(_ text: String, size: Int) -> AsyncStream<[UInt8]> {
    AsyncStream { continuation in
      let all = Array(text.utf8)
      for start in stride(from: 0, to: all.count, by: size) {
        continuation.yield(Array(all[start..<min(start + size, all.count)]))
      }
      continuation.finish()
    }
  }

  /// The ids decoded, then the description of the error that ended the stream.
  static func outcome<S: AsyncSequence>(_ records: S) async -> [String] where S.Element == StreamRecord {
    var lines: [String] = []
    do {
      for try await record in records { lines.append("\(record.id)") }
    } catch {
      lines.append("\(error)")
    }
    return lines
  }

  static let expected = ["1", "2", "3", "4", "5", "record 5 (line 6, byte 235): user: missing key"]

  @Test func anAsyncSequenceOfBytesYieldsTheRecords() async {
    let stream = AsyncJSONStream(Self.bytes(Self.text), options: JSONStreamOptions(chunkSize: 10))
    #expect(await Self.outcome(stream.records(of: StreamRecord.self)) == Self.expected)
  }

  @Test(arguments: [1, 5, 64, 4096]) func anAsyncSequenceOfChunksYieldsTheRecords(size: Int) async {
    let stream = AsyncJSONStream(chunks: Self.chunks(Self.text, size: size))
    #expect(await Self.outcome(stream.records(decodedBy: decodeStreamRecord)) == Self.expected)
  }

  @Test func codableTypesAndTheSkipPolicyWorkAsync() async {
    let stream = AsyncJSONStream(
      chunks: Self.chunks(Self.text, size: 7), options: JSONStreamOptions(failurePolicy: .skip))
    let records = stream.records(of: StreamRecord.self, decoder: CodableDecoder())
    #expect(await Self.outcome(records) == ["1", "2", "3", "4", "5"])
    #expect(records.progress.recordsSkipped == 1)
    #expect(records.progress.skipped.first?.record == 5)
    #expect(records.progress.bytesRead == Self.text.utf8.count)
  }
}
