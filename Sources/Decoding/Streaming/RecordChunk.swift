import Dispatch
import Synchronization

/// A chunk of whole records for the parallel mode, found and decoded in place by whichever
/// thread takes it first: a background thread, or the stream's own thread when it needs the
/// results before a background thread has started them. Its models are lent to
/// `forEachRecord` where they are, or handed to a `for` loop as copies, and then destroyed by
/// the thread that decoded them (``HandedOutChunks``).
///
/// A ``JSONStream``'s chunks run on Dispatch's threads, which its own thread may wait for; an
/// ``AsyncJSONStream``'s run as tasks, which its iterator awaits and never waits for on a
/// thread: the tasks' pool has a thread per core, and a thread blocked there is a core lost
/// to every task of the process.
///
/// For JSON Lines and text sequences the stream's thread only cuts the input into chunks;
/// finding the records in a chunk and decoding them happen here, from the chunk's own bytes,
/// with no copy. Records are numbered from 0 and lines from 1 within the chunk, since where a
/// chunk starts in those counts is known only once the chunks before it are scanned:
/// ``nextResult(recordBase:lineBase:)`` adds the counts of the chunks before it as the
/// results are handed out, in order. For concatenated values and array elements the stream's
/// thread finds the records (their brackets and quotes leave no shortcut) and the chunk
/// decodes them where they are.
final class RecordChunk<Element>: @unchecked Sendable {
  private enum State: Int {
    /// Not taken by any thread yet.
    case waiting
    case running
    case done
    /// Still running when its async stream was dropped: whoever runs it destroys its results.
    case abandoned
  }

  /// How the chunk was started, and so how its end is waited for.
  private enum Launch {
    /// Never started: it ran on the stream's thread, or it is one error known in advance.
    case none
    /// On a Dispatch thread, which signals once it has run the chunk.
    case thread(DispatchSemaphore)
    /// As a task, which the stream's iterator awaits.
    case task(Task<Void, Never>)
  }

  private let state = Atomic<Int>(State.waiting.rawValue)
  private var launch = Launch.none

  private var bytes: JSONRecordScanner.Chunk?
  private let format: JSONStreamFormat
  private let maximumRecordSize: Int
  /// For concatenated values and array elements, the records the stream's thread found in
  /// `bytes` (numbered from the stream's start), and the errors of those too long, in order;
  /// `nil` for the separated formats, whose records the chunk finds itself.
  private let found: [Result<JSONRecordScanner.Record, JSONStreamError>]?

  // The results, in stream order, written by the thread that runs the chunk, handed out one
  // by one by the stream's thread (lent or copied) and destroyed by `releaseResults()`.
  private var results: HeapBuffer<Result<Element, JSONStreamError>>
  /// The results handed out so far, lent or copied.
  private var handedOut = 0
  /// The thread that decoded the chunk, once it has run; `nil` for a chunk of one error.
  private(set) var decodedBy: ThreadIdentity?
  /// The records in the chunk (those too long included), once it has run.
  private(set) var recordCount = 0
  /// The line feeds in the chunk (JSON Lines), once it has run.
  private(set) var lineCount = 0

  /// A chunk of records to find and decode; `expectedRecords` sizes its results.
  init(_ bytes: JSONRecordScanner.Chunk, format: JSONStreamFormat, maximumRecordSize: Int, expectedRecords: Int) {
    self.bytes = bytes
    self.format = format
    self.maximumRecordSize = maximumRecordSize
    found = nil
    results = HeapBuffer(capacity: max(expectedRecords, 4))
  }

  /// A chunk of records already found, to decode from `bytes` (`nil` when every one of them
  /// was too long); their numbers count from the stream's start.
  init(_ bytes: JSONRecordScanner.Chunk?, found: [Result<JSONRecordScanner.Record, JSONStreamError>]) {
    self.bytes = bytes
    format = .array
    maximumRecordSize = 0
    self.found = found
    results = HeapBuffer(capacity: found.count)
  }

  /// A chunk that is one record too long to read: its error, already known.
  init(tooLong failure: JSONRecordScanner.Failure) {
    format = .lines
    maximumRecordSize = 0
    results = HeapBuffer(capacity: 1)
    results.append(.failure(JSONStreamError(failure)))
    found = nil
    recordCount = 1
    lineCount = 1
    state.store(State.done.rawValue, ordering: .relaxed)
  }

  /// Whether the chunk has run, its results ready for this thread.
  var isDone: Bool {
    state.load(ordering: .acquiring) == State.done.rawValue
  }

  /// Starts the chunk on a Dispatch thread, unless another thread takes it first; that
  /// thread first destroys the handed-out chunks it decoded before. For a ``JSONStream``.
  func startOnThread(
    decode: @escaping DecodeFunction<Element>, options: JSONParsingOptions, handedOutChunks: HandedOutChunks<Element>
  ) {
    let finished = DispatchSemaphore(value: 0)
    launch = .thread(finished)
    DispatchQueue.global().async {
      handedOutChunks.releaseChunksOfCurrentThread()
      guard self.take() else { return }
      self.run(decode: decode, options: options)
      self.state.store(State.done.rawValue, ordering: .releasing)
      finished.signal()
    }
  }

  /// Starts the chunk as a task, at the current task's priority, unless it is cancelled
  /// first; the task first destroys the handed-out chunks its thread decoded before. For an
  /// ``AsyncJSONStream``, whose iterator awaits it (``finished()``).
  func startAsTask(
    decode: @escaping DecodeFunction<Element>, options: JSONParsingOptions, handedOutChunks: HandedOutChunks<Element>
  ) {
    // Detached: the chunk needs none of the caller's actor or task-local values, and decodes
    // on the tasks' pool wherever the caller runs.
    launch = .task(
      Task.detached(priority: Task.currentPriority) {
        handedOutChunks.releaseChunksOfCurrentThread()
        guard self.take() else { return }
        self.run(decode: decode, options: options)
        let ended = self.state.compareExchange(
          expected: State.running.rawValue, desired: State.done.rawValue, ordering: .acquiringAndReleasing)
        // Abandoned: its stream is gone, and nobody else will destroy the results.
        if !ended.exchanged { self.releaseResults() }
      })
  }

  /// Runs the chunk on this thread if no thread has taken it; returns whether it did.
  func runHere(decode: DecodeFunction<Element>, options: JSONParsingOptions) -> Bool {
    guard take() else { return false }
    run(decode: decode, options: options)
    state.store(State.done.rawValue, ordering: .releasing)
    return true
  }

  /// Blocks this thread until the Dispatch thread that took the chunk has run it: only for a
  /// chunk started by ``startOnThread(decode:options:handedOutChunks:)``.
  func waitOnThread() {
    guard !isDone, case .thread(let finished) = launch else { return }
    finished.wait()
  }

  /// Suspends until the chunk's task has ended, having run the chunk or found it cancelled:
  /// only for a chunk started by ``startAsTask(decode:options:handedOutChunks:)``.
  func finished() async {
    guard case .task(let task) = launch else { return }
    await task.value
  }

  /// Makes sure no thread starts the chunk; returns `false` when one already has, and then
  /// the caller waits for it (``waitOnThread()``, ``finished()``) or ``abandon()``s it.
  func cancel() -> Bool {
    guard take() else { return isDone }
    state.store(State.done.rawValue, ordering: .releasing)
    return true
  }

  /// Leaves a chunk that a task may still be running, when its async stream is dropped and
  /// cannot wait: that task destroys the results once done, or this thread does now if it is.
  func abandon() {
    let left = state.compareExchange(
      expected: State.running.rawValue, desired: State.abandoned.rawValue, ordering: .acquiringAndReleasing)
    if !left.exchanged { releaseResults() }
  }

  /// The next result in order, its record and line numbers counted from the stream's start
  /// given the counts before the chunk; `nil` after the last. Only once ``isDone``.
  ///
  /// A copy: the chunk keeps its own until ``releaseResults()``, so that a model's storage is
  /// freed by the thread that made it, whenever the caller drops its copy.
  func nextResult(recordBase: Int, lineBase: Int) -> Result<Element, JSONStreamError>? {
    guard handedOut < results.count else { return nil }
    handedOut += 1
    return results[handedOut - 1].mapError {
      Self.numbered($0, recordBase: recordBase, lineBase: lineBase)
    }
  }

  /// Calls `success` or `failure` with each result not handed out yet, in order, lent where
  /// it is rather than copied, its numbers counted as in
  /// ``nextResult(recordBase:lineBase:)``. Only once ``isDone``.
  func lendResults(
    recordBase: Int, lineBase: Int, success: (Element) throws -> Void, failure: (JSONStreamError) throws -> Void
  ) rethrows {
    while handedOut < results.count {
      let result = results.base + handedOut
      handedOut += 1
      switch result.pointee {
      case .success(let value): try success(value)
      case .failure(let error): try failure(Self.numbered(error, recordBase: recordBase, lineBase: lineBase))
      }
    }
  }

  /// An error with its record and line numbers counted from the stream's start.
  private static func numbered(_ error: JSONStreamError, recordBase: Int, lineBase: Int) -> JSONStreamError {
    var error = error
    error.record += recordBase
    if let line = error.line { error.line = line + lineBase }
    return error
  }

  /// Destroys the results, on the calling thread, once the stream's thread is done with them
  /// or the chunk is cancelled. A background thread that found the chunk taken may hold it
  /// for a while after the stream has gone, but not its models.
  func releaseResults() {
    results.removeAll()
  }

  /// Takes back the chunk's buffer, for a later chunk.
  func takeBytes() -> JSONRecordScanner.Chunk? {
    defer { bytes = nil }
    return bytes
  }

  /// Takes the chunk for this thread, to run it or to see that nobody does.
  private func take() -> Bool {
    state.compareExchange(
      expected: State.waiting.rawValue, desired: State.running.rawValue, ordering: .acquiringAndReleasing
    ).exchanged
  }

  private func run(decode: DecodeFunction<Element>, options: JSONParsingOptions) {
    decodedBy = .current
    if let found {
      for entry in found {
        switch entry {
        case .success(let record):
          let recordBytes = UnsafeBufferPointer(
            start: bytes!.storage + record.range.lowerBound, count: record.range.count)
          append(record.decode(recordBytes, options: options, with: decode))
        case .failure(let error):
          append(.failure(error))
        }
      }
      return
    }
    guard let bytes else { return }
    let scanner = JSONRecordScanner(
      format: format, maximumRecordSize: maximumRecordSize, borrowing: bytes.bytes, streamOffset: bytes.offset,
      isLast: bytes.isLast)
    scanning: while true {
      do {
        switch try scanner.next() {
        case .record(let record):
          append(record.decode(scanner.bytes(of: record), options: options, with: decode))
        case .tooLong(let failure):
          append(.failure(JSONStreamError(failure)))
        case .needsInput, .end:
          break scanning
        }
      } catch {
        // The separated formats have no fault between records; kept for completeness.
        append(.failure(JSONStreamError(error)))
        break scanning
      }
    }
    recordCount = scanner.recordsFound
    lineCount = scanner.linesPassed
  }

  private func append(_ result: consuming Result<Element, JSONStreamError>) {
    results.append(result)
  }
}
