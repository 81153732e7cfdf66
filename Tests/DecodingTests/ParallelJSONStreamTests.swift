import Foundation
import Synchronization
import Testing

@testable import Decoding

/// The parallel mode against the sequential one: the same records, errors (record, line and
/// byte numbers included), skipped records and progress, on inputs cut into chunks of every
/// size, so that records, CRLFs, blank lines and over-size records straddle chunk boundaries.
@Suite struct ParallelJSONStreamTests {
  static let one = streamRecordText(1)
  static let two = streamRecordText(2)
  /// A record of 115 bytes, over a maximum record size of 60.
  static let long = #"{"id": 9, "note": "a \"}] {[ b", "user": {"email": "\#(String(repeating: "x", count: 60))"}}"#

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let format: JSONStreamFormat
    let bytes: [UInt8]
    var maximumRecordSize = 16 << 20
    var testDescription: String { name }

    init(_ name: String, _ format: JSONStreamFormat, _ text: String, maximumRecordSize: Int = 16 << 20) {
      self.init(name, format, Array(text.utf8), maximumRecordSize: maximumRecordSize)
    }

    init(_ name: String, _ format: JSONStreamFormat, _ bytes: [UInt8], maximumRecordSize: Int = 16 << 20) {
      self.name = name
      self.format = format
      self.bytes = bytes
      self.maximumRecordSize = maximumRecordSize
    }
  }

  /// 300 records, with a record that does not decode and one that is not JSON far in.
  static let many: String = {
    var lines = (0..<300).map(streamRecordText)
    lines[170] = #"{"id": 170, "user": {"email": 42}}"#
    lines[230] = #"{"id": 230,, }"#
    return lines.joined(separator: "\n") + "\n"
  }()

  static let cases: [Case] = [
    Case("many records, a bad one in a later chunk", .lines, many),
    Case("many records, detected", .detect, many),
    Case("CRLF", .lines, (0..<40).map(streamRecordText).joined(separator: "\r\n") + "\r\n"),
    Case(
      "blank lines, CRs and spaces", .lines,
      "\n\r\n\(one)\r\n\n   \n\t\r\n\(two)\n\n\n{\"id\": 3}\r\n\r\n\(one)\n \n"),
    Case("no final newline", .lines, "\(one)\n\(two)"),
    Case("a last record cut inside a string", .lines, "\(one)\n\(two)\n{\"id\": 2, \"user\": {\"email\": \"u2@ex"),
    Case("a byte order mark", .lines, "\u{FEFF}\(one)\n\(two)\n"),
    Case("a byte order mark, detected", .detect, "\u{FEFF}\(one)\n\(two)\n"),
    Case("empty", .lines, ""),
    Case("blank only", .lines, "\n \r\n\n"),
    Case(
      "invalid UTF-8 and a NUL byte", .lines,
      Array("\(one)\n{\"id\": 2, \"user\": {\"email\": \"".utf8) + [0xFF] + Array("\"}}\n".utf8) + [0]
        + Array("\(two)\n\(one)\n".utf8)),
    Case(
      "over-size records", .lines, "\(one)\n\(long)\n\(two)\n\(long)\r\n\(long)\n\n\(one)\n\(long)",
      maximumRecordSize: 60),
    Case(
      "an over-size record between blank lines", .lines, "\n\n\(one)\n\n\(long)\n\n\n\(two)\n",
      maximumRecordSize: 60),
    Case(
      "a text sequence", .textSequence,
      "\u{1E}\u{1E}\(one)\n\u{1E}\(two)\n\u{1E}\n\u{1E}{\"id\": 3}\n\u{1E}\(one)\n\u{1E}\(long)\n\u{1E}\(two)"),
    Case(
      "a text sequence with over-size texts", .textSequence,
      "\u{1E}\(one)\n\u{1E}\(long)\n\u{1E}\(two)\n\u{1E}\(long)", maximumRecordSize: 60),
    Case(
      "an array", .array, "[" + (0..<60).map(streamRecordText).joined(separator: ",\n") + ", {\"id\": 1}, \(long)]",
      maximumRecordSize: 100),
    Case("an array cut after an element", .array, "[" + (0..<60).map(streamRecordText).joined(separator: ",") + ",\n"),
    Case(
      "an array without a separator far in", .array,
      "[" + (0..<40).map(streamRecordText).joined(separator: ",") + " \(one), \(two)]"),
    Case(
      "an array cut inside an element", .array,
      "[" + (0..<40).map(streamRecordText).joined(separator: ",") + ", {\"id\": 2"),
    Case("concatenated values", .concatenated, (0..<60).map(streamRecordText).joined(separator: " ") + " {\"id\""),
  ]

  /// What a pass yields, and what its progress says at the end.
  struct Pass: Equatable, CustomStringConvertible {
    var outcome: [String]
    var skipped: [String]
    var decoded: Int
    var skippedCount: Int
    var bytesRead: Int
    var isFinished: Bool

    /// A pass by `for`, or by `forEachRecord` when `lending`, which the parallel mode serves
    /// differently.
    init(_ records: JSONRecords<StreamRecord>, lending: Bool = false) {
      if lending {
        var lent: [String] = []
        do {
          try records.forEachRecord { lent.append("\($0.id)") }
        } catch {
          lent.append("\(error)")
        }
        outcome = lent
      } else {
        outcome = DecodingTests.outcome(records)
      }
      skipped = records.progress.skipped.map(\.description)
      decoded = records.progress.recordsDecoded
      skippedCount = records.progress.recordsSkipped
      bytesRead = records.progress.bytesRead
      isFinished = records.progress.isFinished
    }

    var description: String { "\(outcome) skipped \(skipped)" }
  }

  static func pass(_ test: Case, _ options: JSONStreamOptions, lending: Bool = false) -> Pass {
    Pass(JSONStream(test.bytes, options: options).records(of: StreamRecord.self), lending: lending)
  }

  @Test(arguments: cases) func theParallelModeGivesTheSequentialResultsAndErrors(_ test: Case) {
    for policy in [JSONStreamOptions.FailurePolicy.stop, .skip] {
      for readSize in [1, 7, 64, 1 << 20] {
        var options = JSONStreamOptions(
          format: test.format, failurePolicy: policy, maximumRecordSize: test.maximumRecordSize, chunkSize: readSize)
        let sequential = Self.pass(test, options)
        options.isParallel = true
        for chunkSize in [1, 2, 5, 50, 200, 2 << 20] {
          options.parallelChunkSize = chunkSize
          var parallel = Self.pass(test, options)
          // The parallel mode reads ahead, so with the stop policy it may have read more.
          if policy == .stop { parallel.bytesRead = sequential.bytesRead }
          #expect(parallel == sequential, "\(policy), read by \(readSize), chunks of \(chunkSize)")
          var lent = Self.pass(test, options, lending: true)
          if policy == .stop { lent.bytesRead = sequential.bytesRead }
          #expect(lent == sequential, "lent, \(policy), read by \(readSize), chunks of \(chunkSize)")
        }
      }
    }
  }

  @Test func anErrorInALaterChunkNamesItsRecordLineAndByte() {
    var options = JSONStreamOptions(format: .lines, isParallel: true)
    options.parallelChunkSize = 1000
    let records = JSONStream(Array(Self.many.utf8), options: options).records(of: StreamRecord.self)
    let outcome = DecodingTests.outcome(records)
    #expect(outcome.count == 171)
    #expect(outcome.last == "record 170 (line 171, byte 8,450): user.email: expected String, found 42")
  }

  @Test func anOverSizeRecordWithoutItsNewlineIsDroppedAsItArrives() {
    // A 4 MiB line with a maximum of 4 KiB: cut into chunks of 1 KiB, it is never held whole.
    let huge = "{\"s\": \"" + String(repeating: "y", count: 4 << 20) + "\"}"
    let text = "\(Self.one)\n\(huge)\n\(Self.two)\n"
    var options = JSONStreamOptions(
      format: .lines, failurePolicy: .skip, maximumRecordSize: 4096, chunkSize: 1024, isParallel: true)
    options.parallelChunkSize = 1024
    let records = JSONStream(Array(text.utf8), options: options).records(of: StreamRecord.self)
    #expect(DecodingTests.outcome(records) == ["1", "2"])
    #expect(
      records.progress.skipped.map(\.description) == [
        "record 1 (line 2, byte 47): the record is longer than the maximum record size, 4,096 bytes"
      ])
  }

  @Test func aStreamLeftEarlyStopsItsChunks() {
    var options = JSONStreamOptions(format: .lines, isParallel: true)
    options.parallelChunkSize = 100
    let text = (0..<2000).map(streamRecordText).joined(separator: "\n")
    let records = JSONStream(Array(text.utf8), options: options).records(of: StreamRecord.self)
    #expect(records.prefix(3).map { (try? $0.get().id) ?? -1 } == [0, 1, 2])
  }

  @Test(arguments: [1, 7, 300]) func anAsyncStreamGivesTheSameResultsInParallel(size: Int) async {
    var options = JSONStreamOptions(failurePolicy: .skip, maximumRecordSize: 100)
    let text = Self.many + "\(Self.long)\n\(Self.one)"
    let sequential = AsyncJSONStream(chunks: AsyncJSONStreamTests.chunks(text, size: size), options: options)
      .records(of: StreamRecord.self)
    let expected = await AsyncJSONStreamTests.outcome(sequential)
    options.isParallel = true
    options.parallelChunkSize = 500
    let parallel = AsyncJSONStream(chunks: AsyncJSONStreamTests.chunks(text, size: size), options: options)
      .records(of: StreamRecord.self)
    #expect(await AsyncJSONStreamTests.outcome(parallel) == expected)
    #expect(parallel.progress.skipped == sequential.progress.skipped)
    #expect(parallel.progress.recordsDecoded == 299)
    #expect(sequential.progress.recordsDecoded == 299)
  }

  /// Counts the models alive: each record decoded holds one.
  final class LiveModels: Sendable {
    final class Model: Sendable {
      let owner: LiveModels
      init(_ owner: LiveModels) {
        self.owner = owner
        owner.count.add(1, ordering: .relaxed)
      }
      deinit { owner.count.subtract(1, ordering: .relaxed) }
    }

    let count = Atomic(0)

    /// Decodes a record's `id` into a model counted here.
    var decode: DecodeFunction<(id: Int, model: Model)> {
      { json in (json <| "id").map { (id: $0, model: Model(self)) } }
    }
  }

  /// 6,000 records of 46 to 53 bytes, in chunks of 300 to 600 bytes.
  static func lendingStream(policy: JSONStreamOptions.FailurePolicy = .stop) -> JSONStream {
    var options = JSONStreamOptions(format: .lines, failurePolicy: policy, chunkSize: 300, isParallel: true)
    options.parallelChunkSize = 300
    let text = (0..<6000).map(streamRecordText).joined(separator: "\n")
    return JSONStream(Array(text.utf8), options: options)
  }

  @Test(arguments: [true, false]) func modelsHandedOutAreFreedAsTheStreamGoesAndAllByItsEnd(lending: Bool) throws {
    let live = LiveModels()
    let records = Self.lendingStream().records(decodedBy: live.decode)
    var ids: [Int] = []
    var mostAlive = 0
    func take(_ record: (id: Int, model: LiveModels.Model)) {
      ids.append(record.id)
      mostAlive = max(mostAlive, live.count.load(ordering: .relaxed))
    }
    if lending {
      try records.forEachRecord(take)
    } else {
      for result in records { take(try result.get()) }
    }
    #expect(ids == Array(0..<6000))
    // At most every chunk in flight, every chunk handed out and kept for its thread, and the
    // chunk being handed out, each of at most 15 records (600 bytes).
    let chunkLimit = max(2, ProcessInfo.processInfo.activeProcessorCount * 2)
    let bound = (2 * chunkLimit + 2) * 15
    try #require(bound < 6000)
    #expect(mostAlive <= bound)
    #expect(live.count.load(ordering: .relaxed) == 0)
  }

  struct Enough: Error {}

  @Test func whatTheBodyThrowsEndsALendingStream() {
    let live = LiveModels()
    var seen = 0
    #expect(throws: Enough.self) {
      try Self.lendingStream().records(decodedBy: live.decode).forEachRecord { record in
        guard record.id < 2500 else { throw Enough() }
        seen += 1
      }
    }
    #expect(seen == 2500)
    #expect(live.count.load(ordering: .relaxed) == 0)
  }

  @Test func aStreamLeftEarlyLeavesNoModelsBehind() {
    let live = LiveModels()
    let records = Self.lendingStream().records(decodedBy: live.decode)
    #expect(records.prefix(1000).map { (try? $0.get().id) ?? -1 } == Array(0..<1000))
    #expect(live.count.load(ordering: .relaxed) == 0)
  }
}
