import Dispatch
import Synchronization

/// A chunk of whole records for the parallel mode, found and decoded in place by whichever
/// thread takes it first: a background thread, or the stream's own thread when it needs the
/// results before a background thread has started them. Its models are lent to
/// `forEachRecord` where they are, or handed to a `for` loop as copies, and then destroyed by
/// the thread that decoded them (``HandedOutChunks``).
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
    case waiting, running, done
  }

  private let state = Atomic<Int>(State.waiting.rawValue)
  private let finished = DispatchSemaphore(value: 0)
  /// Whether this thread knows the chunk has run (it ran it, or saw the background thread's
  /// signal), so that the signal is waited for once.
  private var isJoined = false

  private var bytes: JSONRecordScanner.Chunk?
  private let format: JSONStreamFormat
  private let maximumRecordSize: Int
  /// For concatenated values and array elements, the records the stream's thread found in
  /// `bytes` (numbered from the stream's start), and the errors of those too long, in order;
  /// `nil` for the separated formats, whose records the chunk finds itself.
  private let found: [Result<JSONRecordScanner.Record, JSONStreamError>]?

  // The results, in stream order, written by the thread that runs the chunk, handed out one
  // by one by the stream's thread (lent or copied) and destroyed by `releaseResults()`.
  private var results: UnsafeMutablePointer<Result<Element, JSONStreamError>>
  private var capacity: Int
  private var count = 0
  /// The results handed out so far, lent or copied.
  private var handedOut = 0
  /// Whether the results are destroyed.
  private var isReleased = false
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
    capacity = max(expectedRecords, 4)
    results = .allocate(capacity: capacity)
  }

  /// A chunk of records already found, to decode from `bytes` (`nil` when every one of them
  /// was too long); their numbers count from the stream's start.
  init(_ bytes: JSONRecordScanner.Chunk?, found: [Result<JSONRecordScanner.Record, JSONStreamError>]) {
    self.bytes = bytes
    format = .array
    maximumRecordSize = 0
    self.found = found
    capacity = max(found.count, 1)
    results = .allocate(capacity: capacity)
  }

  /// A chunk that is one record too long to read: its error, already known.
  init(tooLong failure: JSONRecordScanner.Failure) {
    format = .lines
    maximumRecordSize = 0
    capacity = 1
    results = .allocate(capacity: 1)
    results.initialize(to: .failure(JSONStreamError(failure)))
    found = nil
    count = 1
    recordCount = 1
    lineCount = 1
    state.store(State.done.rawValue, ordering: .relaxed)
    isJoined = true
  }

  deinit {
    releaseResults()
    results.deallocate()
    bytes?.storage.deallocate()
  }

  /// Starts the chunk on a background thread, unless another thread takes it first; that
  /// thread first destroys the handed-out chunks it decoded before.
  func start(
    decode: @escaping DecodeFunction<Element>, options: JSONParsingOptions, handedOutChunks: HandedOutChunks<Element>
  ) {
    DispatchQueue.global().async {
      handedOutChunks.releaseChunksOfCurrentThread()
      guard self.take() else { return }
      self.run(decode: decode, options: options)
      self.state.store(State.done.rawValue, ordering: .releasing)
      self.finished.signal()
    }
  }

  /// Runs the chunk on this thread if no thread has taken it; returns whether it did.
  func runHere(decode: DecodeFunction<Element>, options: JSONParsingOptions) -> Bool {
    guard take() else { return false }
    isJoined = true
    run(decode: decode, options: options)
    state.store(State.done.rawValue, ordering: .releasing)
    return true
  }

  /// Waits until the chunk has run: on this thread when no thread has taken it yet.
  func finish(decode: DecodeFunction<Element>, options: JSONParsingOptions) {
    if !runHere(decode: decode, options: options) && !isJoined {
      finished.wait()
      isJoined = true
    }
  }

  /// Makes sure the chunk is not decoded, or waits until it is, when the stream ends early.
  func cancel() {
    if take() {
      isJoined = true
      state.store(State.done.rawValue, ordering: .releasing)
    } else if !isJoined {
      finished.wait()
      isJoined = true
    }
  }

  /// The next result in order, its record and line numbers counted from the stream's start
  /// given the counts before the chunk; `nil` after the last. Only after
  /// ``finish(decode:options:)``.
  ///
  /// A copy: the chunk keeps its own until ``releaseResults()``, so that a model's storage is
  /// freed by the thread that made it, whenever the caller drops its copy.
  func nextResult(recordBase: Int, lineBase: Int) -> Result<Element, JSONStreamError>? {
    guard handedOut < count else { return nil }
    handedOut += 1
    return (results + handedOut - 1).pointee.mapError {
      Self.numbered($0, recordBase: recordBase, lineBase: lineBase)
    }
  }

  /// Calls `success` or `failure` with each result not handed out yet, in order, lent where
  /// it is rather than copied, its numbers counted as in
  /// ``nextResult(recordBase:lineBase:)``. Only after ``finish(decode:options:)``.
  func lendResults(
    recordBase: Int, lineBase: Int, success: (Element) throws -> Void, failure: (JSONStreamError) throws -> Void
  ) rethrows {
    while handedOut < count {
      let result = results + handedOut
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
    guard !isReleased else { return }
    results.deinitialize(count: count)
    isReleased = true
  }

  /// Takes back the chunk's buffer, for a later chunk.
  func takeBytes() -> JSONRecordScanner.Chunk? {
    defer { bytes = nil }
    return bytes
  }

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
    if count == capacity {
      let grown = UnsafeMutablePointer<Result<Element, JSONStreamError>>.allocate(capacity: capacity * 2)
      grown.moveInitialize(from: results, count: count)
      results.deallocate()
      results = grown
      capacity *= 2
    }
    (results + count).initialize(to: result)
    count += 1
  }
}
