import Dispatch
import Foundation
import Synchronization
import Testing

@testable import Decoding
@testable import DecodingJSON

/// Lent chunks are destroyed on the thread that decoded them, or sooner when too many wait
/// or the stream ends; never while the stream's thread may still read them.
@Suite struct HandedOutChunksTests {
  /// A thread of its own that runs closures one at a time, as a background decoder would,
  /// until the worker is gone.
  final class Worker: Sendable {
    private final class Queue: Sendable {
      let jobs = Mutex<[(@Sendable () -> Void)?]>([])
      let ready = DispatchSemaphore(value: 0)
      let done = DispatchSemaphore(value: 0)
    }

    private let queue = Queue()

    init() {
      let queue = queue
      Thread {
        while true {
          queue.ready.wait()
          guard let job = queue.jobs.withLock({ $0.removeFirst() }) else { return }
          job()
          queue.done.signal()
        }
      }.start()
    }

    deinit {
      queue.jobs.withLock { $0.append(nil) }
      queue.ready.signal()
    }

    /// Runs `job` on the worker's thread and waits for it.
    func run(_ job: @escaping @Sendable () -> Void) {
      queue.jobs.withLock { $0.append(job) }
      queue.ready.signal()
      queue.done.wait()
    }
  }

  /// A chunk of `count` records, decoded into models counted by `live`, on `worker`'s thread
  /// or on this one.
  static func decodedChunk(
    _ count: Int, live: ParallelJSONStreamTests.LiveModels, on worker: Worker?
  ) throws -> RecordChunk<(id: Int, model: ParallelJSONStreamTests.LiveModels.Model)> {
    let scanner = JSONRecordScanner(format: .lines, maximumRecordSize: 4096)
    let text = (0..<count).map(streamRecordText).joined(separator: "\n") + "\n"
    Array(text.utf8).withUnsafeBytes { scanner.append($0) }
    _ = try scanner.determineFormat()
    guard case .chunk(let bytes) = scanner.nextChunk(minimum: 1) else {
      throw JSONStreamError(record: 0, line: nil, offset: 0, reason: .unreadable(path: "test", message: "no chunk"))
    }
    let chunk = RecordChunk<(id: Int, model: ParallelJSONStreamTests.LiveModels.Model)>(
      bytes, format: .lines, maximumRecordSize: 4096, expectedRecords: count)
    let decode = live.decode
    if let worker {
      worker.run { _ = chunk.runHere(decode: decode, options: .default) }
    } else {
      _ = chunk.runHere(decode: decode, options: .default)
    }
    var ids: [Int] = []
    chunk.lendResults(recordBase: 0, lineBase: 0, success: { ids.append($0.id) }, failure: { _ in })
    #expect(ids == Array(0..<count))
    return chunk
  }

  @Test func aChunkWaitsForTheThreadThatDecodedIt() throws {
    let live = ParallelJSONStreamTests.LiveModels()
    let worker = Worker()
    let lent = HandedOutChunks<(id: Int, model: ParallelJSONStreamTests.LiveModels.Model)>(limit: 4)
    lent.release(try Self.decodedChunk(5, live: live, on: worker))
    #expect(live.count.load(ordering: .relaxed) == 5)
    // Another thread destroys nothing of it.
    lent.releaseChunksOfCurrentThread()
    Worker().run { lent.releaseChunksOfCurrentThread() }
    #expect(live.count.load(ordering: .relaxed) == 5)
    worker.run { lent.releaseChunksOfCurrentThread() }
    #expect(live.count.load(ordering: .relaxed) == 0)
  }

  @Test func aChunkDecodedOnTheStreamsThreadIsDestroyedAtOnce() throws {
    let live = ParallelJSONStreamTests.LiveModels()
    let lent = HandedOutChunks<(id: Int, model: ParallelJSONStreamTests.LiveModels.Model)>(limit: 4)
    lent.release(try Self.decodedChunk(7, live: live, on: nil))
    #expect(live.count.load(ordering: .relaxed) == 0)
  }

  @Test func pastTheLimitTheOldestIsDestroyedHere() throws {
    let live = ParallelJSONStreamTests.LiveModels()
    let worker = Worker()
    let lent = HandedOutChunks<(id: Int, model: ParallelJSONStreamTests.LiveModels.Model)>(limit: 2)
    for count in [1, 10, 100] { lent.release(try Self.decodedChunk(count, live: live, on: worker)) }
    #expect(live.count.load(ordering: .relaxed) == 110)
    lent.release(try Self.decodedChunk(1000, live: live, on: worker))
    #expect(live.count.load(ordering: .relaxed) == 1100)
  }

  @Test func theStreamsEndDestroysEveryWaitingChunk() throws {
    let live = ParallelJSONStreamTests.LiveModels()
    let lent = HandedOutChunks<(id: Int, model: ParallelJSONStreamTests.LiveModels.Model)>(limit: 8)
    for count in [3, 4] { lent.release(try Self.decodedChunk(count, live: live, on: Worker())) }
    #expect(live.count.load(ordering: .relaxed) == 7)
    lent.releaseAll()
    #expect(live.count.load(ordering: .relaxed) == 0)
  }
}
