import Foundation
import Synchronization
import Testing

@testable import Decoding

/// The parallel mode of an ``AsyncJSONStream``: the sequential results and errors, its
/// models freed, and its chunks decoded by tasks that leave the tasks' pool to other tasks.
@Suite struct AsyncParallelJSONStreamTests {
  typealias LiveModels = ParallelJSONStreamTests.LiveModels

  /// `bytes` in chunks of `size`, as a download would arrive.
  static func chunks(_ bytes: [UInt8], size: Int) -> AsyncStream<[UInt8]> {
    AsyncStream { continuation in
      for start in stride(from: 0, to: bytes.count, by: size) {
        continuation.yield(Array(bytes[start..<min(start + size, bytes.count)]))
      }
      continuation.finish()
    }
  }

  /// What a pass yields (the ids, then the error that ended it) and what its progress says.
  static func pass(_ test: ParallelJSONStreamTests.Case, _ options: JSONStreamOptions, readSize: Int) async -> [String]
  {
    let records = AsyncJSONStream(chunks: chunks(test.bytes, size: readSize), options: options)
      .records(of: StreamRecord.self)
    var outcome = await AsyncJSONStreamTests.outcome(records)
    outcome += records.progress.skipped.map(\.description)
    outcome.append(
      "decoded \(records.progress.recordsDecoded), skipped \(records.progress.recordsSkipped), "
        + "finished \(records.progress.isFinished)")
    return outcome
  }

  @Test(arguments: ParallelJSONStreamTests.cases)
  func theParallelModeGivesTheSequentialResultsAndErrors(_ test: ParallelJSONStreamTests.Case) async {
    for policy in [JSONStreamOptions.FailurePolicy.stop, .skip] {
      for readSize in [7, 64, 1 << 20] {
        var options = JSONStreamOptions(
          format: test.format, failurePolicy: policy, maximumRecordSize: test.maximumRecordSize, chunkSize: readSize)
        let sequential = await Self.pass(test, options, readSize: readSize)
        options.isParallel = true
        for chunkSize in [1, 50, 2 << 20] {
          options.parallelChunkSize = chunkSize
          let parallel = await Self.pass(test, options, readSize: readSize)
          #expect(parallel == sequential, "\(policy), read by \(readSize), chunks of \(chunkSize)")
        }
      }
    }
  }

  /// 6,000 records of 46 to 53 bytes, in chunks of 300 bytes, cut into chunks of 300 to 600.
  static func liveStream(_ live: LiveModels, policy: JSONStreamOptions.FailurePolicy = .stop, badRecord: Int? = nil)
    -> AsyncJSONRecords<AsyncStream<[UInt8]>, (id: Int, model: LiveModels.Model)>
  {
    var options = JSONStreamOptions(format: .lines, failurePolicy: policy, chunkSize: 300, isParallel: true)
    options.parallelChunkSize = 300
    var lines = (0..<6000).map(streamRecordText)
    if let badRecord { lines[badRecord] = #"{"x": 1}"# }
    return AsyncJSONStream(chunks: chunks(Array(lines.joined(separator: "\n").utf8), size: 300), options: options)
      .records(decodedBy: live.decode)
  }

  @Test func modelsAreFreedAsTheStreamGoesAndAllByItsEnd() async throws {
    let live = LiveModels()
    var ids: [Int] = []
    var mostAlive = 0
    for try await record in Self.liveStream(live) {
      ids.append(record.id)
      mostAlive = max(mostAlive, live.count.load(ordering: .relaxed))
    }
    #expect(ids == Array(0..<6000))
    // As for a JSONStream: every chunk in flight and handed out, and the one being handed
    // out, each of at most 15 records, and the copy held here.
    let chunkLimit = max(2, ProcessInfo.processInfo.activeProcessorCount * 2)
    let bound = (2 * chunkLimit + 2) * 15 + 1
    try #require(bound < 6000)
    #expect(mostAlive <= bound)
    #expect(live.count.load(ordering: .relaxed) == 0)
  }

  @Test func aBadRecordEndsTheStreamWithNoChunkLeft() async {
    let live = LiveModels()
    var seen = 0
    do {
      for try await _ in Self.liveStream(live, badRecord: 2500) { seen += 1 }
      Issue.record("the stream did not fail")
    } catch {
      #expect("\(error)" == "record 2,500 (line 2,501, byte 130,280): id: missing key")
    }
    #expect(seen == 2500)
    // The chunks decoding when it failed were awaited: none is left to free its models later.
    #expect(live.count.load(ordering: .relaxed) == 0)
  }

  struct SourceFailure: Error {}

  /// The chunks of a stream's bytes, and then a failure.
  struct FailingSource: AsyncSequence, Sendable {
    let bytes: [UInt8]

    struct AsyncIterator: AsyncIteratorProtocol {
      var rest: ArraySlice<UInt8>

      mutating func next() async throws -> [UInt8]? {
        guard !rest.isEmpty else { throw SourceFailure() }
        defer { rest = rest.dropFirst(300) }
        return Array(rest.prefix(300))
      }
    }

    func makeAsyncIterator() -> AsyncIterator {
      AsyncIterator(rest: bytes[...])
    }
  }

  @Test func theSourcesFailureEndsTheStreamWithNoChunkLeft() async {
    let live = LiveModels()
    var options = JSONStreamOptions(format: .lines, chunkSize: 300, isParallel: true)
    options.parallelChunkSize = 300
    let text = (0..<3000).map(streamRecordText).joined(separator: "\n") + "\n"
    let records = AsyncJSONStream(chunks: FailingSource(bytes: Array(text.utf8)), options: options)
      .records(decodedBy: live.decode)
    var iterator = records.makeAsyncIterator()
    var ids: [Int] = []
    do {
      while let record = try await iterator.next() { ids.append(record.id) }
      Issue.record("the stream did not fail")
    } catch {
      #expect(error is SourceFailure)
    }
    #expect(ids == Array(0..<ids.count))
    #expect(live.count.load(ordering: .relaxed) == 0)
    // After its error the stream is over.
    #expect((try? await iterator.next()).map { $0?.id } == .some(nil))
  }

  @Test func aStreamLeftEarlyFreesItsModelsWithoutWaiting() async throws {
    let live = LiveModels()
    var seen = 0
    for try await record in Self.liveStream(live) {
      seen += 1
      if record.id == 999 { break }
    }
    #expect(seen == 1000)
    // Dropped, the iterator waits for no task: those still decoding free their chunks when
    // done. Polled, with a generous deadline rather than a timing assertion.
    let deadline = ContinuousClock.now + .seconds(60)
    while live.count.load(ordering: .relaxed) > 0 && ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(live.count.load(ordering: .relaxed) == 0)
  }

  /// The ticks of tasks that wake up now and then, until stopped, and the longest any waited
  /// for a thread.
  final class Ticks: Sendable {
    private let state = Mutex((count: 0, longest: Duration.zero, isStopped: false))

    /// Records a tick `lateness` after it was due; returns whether to go on.
    func record(lateness: Duration) -> Bool {
      state.withLock {
        $0.count += 1
        $0.longest = max($0.longest, lateness)
        return !$0.isStopped
      }
    }

    func stop() { state.withLock { $0.isStopped = true } }

    var recorded: (count: Int, longest: Duration) { state.withLock { ($0.count, $0.longest) } }
  }

  /// Parallel streams beside tasks that each need a thread every 5 ms: a stream that blocked
  /// a thread of the tasks' pool while it waited for a chunk would hold back every other
  /// task. The pool has one thread per core, so on a machine of two cores (as on CI) two
  /// streams waiting that way leave none, and a ticking task waits most of the time the
  /// streams take. Streams that await their chunks let it run within a few chunks' time, a
  /// few percent of theirs. The limit, a third of the streams' time, is a guard against
  /// starvation that holds
  /// however loaded the machine, not a measure of speed; on a machine of many cores the pool
  /// is wider, and the test weaker.
  ///
  /// Consumers that `await` now and then hand their thread over anyway; eager ones, which
  /// never do, are the case where only the stream's own waiting can.
  @Test(.timeLimit(.minutes(5)), arguments: [false, true])
  func parallelStreamsLeaveThePoolToOtherTasks(slowConsumers: Bool) async throws {
    let text = Array((0..<5000).map(streamRecordText).joined(separator: "\n").utf8)
    var parallel = JSONStreamOptions(format: .lines, chunkSize: 4000, isParallel: true)
    parallel.parallelChunkSize = 4000
    let options = parallel
    let clock = ContinuousClock()
    let ticks = Ticks()
    let (records, streamsTime) = try await withThrowingTaskGroup(of: Void.self) { tickers in
      for _ in 0..<4 {
        tickers.addTask {
          while true {
            let due = clock.now + .milliseconds(5)
            try await Task.sleep(until: due)
            guard ticks.record(lateness: clock.now - due) else { return }
          }
        }
      }
      let start = clock.now
      let records = try await withThrowingTaskGroup(of: Int.self) { streams in
        for _ in 0..<8 {
          streams.addTask {
            var count = 0
            let stream = AsyncJSONStream(chunks: Self.chunks(text, size: 4000), options: options)
            for try await _ in stream.records(of: StreamRecord.self) {
              count += 1
              if slowConsumers && count % 50 == 0 { try await Task.sleep(for: .milliseconds(1)) }
            }
            return count
          }
        }
        return try await streams.reduce(0, +)
      }
      let streamsTime = clock.now - start
      ticks.stop()
      try await tickers.waitForAll()
      return (records, streamsTime)
    }
    #expect(records == 8 * 5000)
    let (count, longestWait) = ticks.recorded
    #expect(count >= 4)
    #expect(
      longestWait < streamsTime / 3, "a ticking task waited \(longestWait) for a thread, in \(streamsTime)")
  }
}
