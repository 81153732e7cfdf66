import Foundation

/// Turns a scanner's records into decoded values, one by one or in parallel chunks: the part
/// of a stream's iterator that does not depend on how its bytes arrive.
///
/// ``step()`` never waits for a chunk that another thread decodes: it returns
/// ``Step/awaiting(_:)``, and the iterator waits as its kind allows (``Scheduling``). Only a
/// ``JSONStream``'s pump blocks, on its stream's thread, for the chunks running when the
/// stream ends or is dropped.
final class RecordPump<Element> {
  /// Where the parallel mode's chunks run, and how the iterator waits for them.
  enum Scheduling {
    /// On Dispatch's threads, which the stream's thread blocks on: a ``JSONStream``'s.
    case threads
    /// As tasks, which the iterator awaits: an ``AsyncJSONStream``'s, whose iterator runs on
    /// the tasks' pool of one thread per core, where no thread may block.
    case tasks
  }

  /// What ``step()`` produced.
  enum Step {
    case value(Element)
    /// A chunk of the parallel mode whose results are ready, in order: ``handOut(_:)`` has the
    /// following steps copy them out one by one, ``lend(_:to:)`` lends them to a closure.
    case chunk(RecordChunk<Element>)
    /// The oldest chunk of the parallel mode, which another thread is decoding: wait until it
    /// is done (``RecordChunk/waitOnThread()`` or ``RecordChunk/finished()``), then step again.
    case awaiting(RecordChunk<Element>)
    case needsInput
    case end
  }

  let scanner: JSONRecordScanner
  private let decode: DecodeFunction<Element>
  private let options: JSONStreamOptions
  private let scheduling: Scheduling
  let progress: JSONStreamProgress
  private var finished = false

  // Parallel mode: chunks of whole records, decoded on whichever core takes each first
  // (RecordChunk), their results handed out in order. For JSON Lines and text sequences this
  // thread only cuts the input after its last separator, and a chunk finds its own records;
  // for concatenated values and array elements this thread finds the records and hands over
  // the buffer they are in. Either way no record is copied, and a fixed number of chunks is
  // in flight, so memory stays bounded.
  private var chunks: [RecordChunk<Element>] = []
  /// Tasks: the chunks in flight when the stream ended, which the iterator awaits
  /// (``takeStoppedChunks()``) before it reports the end.
  private var stopped: [RecordChunk<Element>] = []
  /// The chunk whose results are being handed out, no longer in `chunks`.
  private var delivering: RecordChunk<Element>?
  /// Whether every chunk has been cut: the input has ended, or the stream failed.
  private var chunkingEnded = false
  /// A fault in the stream itself, thrown once the chunks before it are handed out.
  private var streamFailure: JSONStreamError?
  /// The records and line feeds of the chunks already handed out (JSON Lines, text sequences).
  private var recordBase = 0
  private var lineBase = 0
  /// The bytes per record so far, to size the next chunk's results.
  private var bytesChunked = 0
  private var recordsChunked = 0
  /// Concatenated values and array elements: the records found since the last chunk, and
  /// where the first of them starts in the scanner's buffer.
  private var found: [Result<JSONRecordScanner.Record, JSONStreamError>] = []
  private var foundStart: Int?
  private let chunkLimit: Int
  private let chunkSize: Int
  /// Whether the format is known, so that the parallel mode can choose how to cut.
  private var formatKnown = false
  /// The chunks handed out, until the threads that decoded them destroy their models.
  private let handedOutChunks: HandedOutChunks<Element>

  init(
    options: JSONStreamOptions, scheduling: Scheduling, decode: @escaping DecodeFunction<Element>,
    progress: JSONStreamProgress
  ) {
    chunkSize = max(options.parallelChunkSize, 1)
    let readSize = min(max(options.chunkSize, 1), 1 << 20)
    scanner = JSONRecordScanner(
      format: options.format, maximumRecordSize: options.maximumRecordSize,
      initialCapacity: options.isParallel ? min(chunkSize, 16 << 20) + readSize * 2 : readSize * 2)
    chunkLimit = max(2, ProcessInfo.processInfo.activeProcessorCount * 2)
    handedOutChunks = HandedOutChunks(limit: chunkLimit)
    self.decode = decode
    self.options = options
    self.scheduling = scheduling
    self.progress = progress
    progress.reset()
  }

  deinit {
    delivering?.releaseResults()
    switch scheduling {
    case .threads:
      // No decoder runs, and no model is left, after the stream is gone.
      stopChunks()
      handedOutChunks.releaseAll()
      handedOutChunks.waitForReleasing()
    case .tasks:
      // An async stream dropped before its end cannot wait: a chunk a task is decoding is
      // left to that task, which destroys its models when done.
      for chunk in chunks + stopped {
        if chunk.cancel() { chunk.releaseResults() } else { chunk.abandon() }
      }
      handedOutChunks.releaseAll()
    }
  }

  /// Makes sure no chunk in flight starts. On threads, waits for those running and destroys
  /// their results; as tasks, keeps them for the iterator to await (``takeStoppedChunks()``).
  private func stopChunks() {
    for chunk in chunks {
      let notStarted = chunk.cancel()
      switch scheduling {
      case .threads:
        if !notStarted { chunk.waitOnThread() }
        chunk.releaseResults()
      case .tasks:
        // Awaited even if cancelled, so that no task of the stream runs after its end.
        stopped.append(chunk)
      }
    }
    chunks = []
    delivering?.releaseResults()
    delivering = nil
  }

  /// The chunks in flight when the stream ended, for an async iterator to await
  /// (``RecordChunk/finished()``) before it reports the end, so that no decoder runs after
  /// the caller has seen it, and then to destroy.
  func takeStoppedChunks() -> [RecordChunk<Element>] {
    defer { stopped = [] }
    return stopped
  }

  /// Destroys the models of the chunks handed out, at the end of an async stream, once none
  /// of its tasks runs: its iterator may be kept after that.
  func releaseHandedOutChunks() {
    handedOutChunks.releaseAll()
  }

  /// Ends the stream when its source fails: no chunk starts after that, and those running
  /// are stopped as by ``step()``'s errors.
  func endWithSourceFailure() {
    stopChunks()
    finish()
  }

  /// The next value, or what the pump needs; throws the error that ends the stream.
  func step() throws -> Step {
    guard !finished else { return .end }
    if options.isParallel { return try parallelStep() }
    while true {
      let event: JSONRecordScanner.Event
      do {
        event = try scanner.next()
      } catch {
        throw end(with: JSONStreamError(error))
      }
      switch event {
      case .needsInput: return .needsInput
      case .end:
        finish()
        return .end
      case .tooLong(let failure):
        try skipOrEnd(JSONStreamError(failure))
      case .record(let record):
        switch record.decode(scanner.bytes(of: record), options: options.parsingOptions, with: decode) {
        case .success(let value):
          progress.recordDecoded()
          return .value(value)
        case .failure(let error):
          try skipOrEnd(error)
        }
      }
    }
  }

  /// Has the following steps hand out `chunk`'s results one by one, as copies.
  func handOut(_ chunk: RecordChunk<Element>) {
    delivering = chunk
  }

  /// Calls `body` with each of `chunk`'s values in order, lent where they are rather than
  /// copied, and then leaves them to the thread that decoded them to destroy
  /// (``HandedOutChunks``); throws what ends the stream or what `body` throws.
  func lend(_ chunk: RecordChunk<Element>, to body: (Element) throws -> Void) throws {
    do {
      try chunk.lendResults(
        recordBase: recordBase, lineBase: lineBase,
        success: { value in
          progress.recordDecoded()
          try body(value)
        },
        failure: { error in try skipOrEnd(error) })
    } catch {
      // The stream ends here, and the chunk's models with it, whoever still holds the chunk.
      chunk.releaseResults()
      throw error
    }
    retire(chunk)
    handedOutChunks.release(chunk)
  }

  /// Counts a chunk whose results are all handed out, and takes back its buffer.
  private func retire(_ chunk: RecordChunk<Element>) {
    recordBase += chunk.recordCount
    lineBase += chunk.lineCount
    if let bytes = chunk.takeBytes() {
      bytesChunked += bytes.range.count
      recordsChunked += chunk.recordCount
      scanner.recycle(bytes)
    }
  }

  /// Reports the bytes appended so far.
  func noteInput() {
    progress.update(bytesRead: scanner.bytesAppended)
  }

  private func finish() {
    finished = true
    progress.finish()
  }

  /// A record's failure: counted and passed over when the policy skips bad records, or the
  /// end of the stream.
  private func skipOrEnd(_ error: JSONStreamError) throws {
    guard options.failurePolicy == .skip else { throw end(with: error) }
    progress.recordSkipped(error)
  }

  private func end(with error: JSONStreamError) -> JSONStreamError {
    // A chunk still decoding in the background finishes before the stream ends, and one not
    // started never starts, so that no decoder runs after the caller has seen the end.
    stopChunks()
    finish()
    return error
  }

  private func parallelStep() throws -> Step {
    if !formatKnown {
      do {
        guard try scanner.determineFormat() else { return .needsInput }
      } catch {
        throw end(with: JSONStreamError(error))
      }
      formatKnown = true
    }
    let separated = scanner.format == .lines || scanner.format == .textSequence
    while true {
      // The results of the chunk being handed out, in order.
      if let chunk = delivering {
        switch chunk.nextResult(recordBase: recordBase, lineBase: lineBase) {
        case .success(let value)?:
          progress.recordDecoded()
          return .value(value)
        case .failure(let error)?:
          try skipOrEnd(error)
          continue
        case nil:
          break
        }
        retire(chunk)
        handedOutChunks.release(chunk)
        delivering = nil
      }
      // Keep the cores busy: cut the input into chunks, up to the limit in flight.
      if !chunkingEnded && chunks.count < chunkLimit {
        if separated ? cutSeparatedChunk() : gatherValues() { return .needsInput }
        continue
      }
      guard !chunks.isEmpty else {
        if let failure = streamFailure {
          streamFailure = nil
          throw end(with: failure)
        }
        finish()
        return .end
      }
      // Nothing more to cut now: hand out the oldest chunk's results once it has run.
      let oldest = chunks[0]
      switch scheduling {
      case .threads:
        // Run it here if no thread has taken it. This thread decodes no other chunk meanwhile:
        // as a third decoding thread on two cores it would only take turns with the other
        // two, and while it decoded a whole chunk it would cut none, so their cores would run
        // dry.
        guard oldest.isDone || oldest.runHere(decode: decode, options: options.parsingOptions) else {
          return .awaiting(oldest)
        }
      case .tasks:
        // Awaited, never run here: while the iterator is suspended its thread runs the pool's
        // next task, which is this chunk's if it has not started. So every task has done its
        // work before its chunk is handed out, and none is left running at the end.
        guard oldest.isDone else { return .awaiting(oldest) }
      }
      chunks.removeFirst()
      return .chunk(oldest)
    }
  }

  /// JSON Lines and text sequences: cuts the next chunk, if enough input is held; returns
  /// whether more input is needed.
  private func cutSeparatedChunk() -> Bool {
    switch scanner.nextChunk(minimum: chunkSize) {
    case .chunk(let bytes):
      let expected = recordsChunked == 0 ? 64 : bytes.range.count * recordsChunked / max(bytesChunked, 1) + 16
      start(
        RecordChunk(
          bytes, format: scanner.format, maximumRecordSize: options.maximumRecordSize, expectedRecords: expected))
    case .tooLong(let failure):
      chunks.append(RecordChunk(tooLong: failure))
    case .needsInput:
      return true
    case .end:
      chunkingEnded = true
    }
    return false
  }

  /// Concatenated values and array elements: finds the records in the input held, and makes
  /// them a chunk before more input is appended; returns whether more input is needed.
  private func gatherValues() -> Bool {
    while true {
      let event: JSONRecordScanner.Event
      do {
        event = try scanner.next()
      } catch {
        cutFoundRecords()
        streamFailure = JSONStreamError(error)
        chunkingEnded = true
        return false
      }
      switch event {
      case .record(let record):
        if foundStart == nil { foundStart = record.range.lowerBound }
        found.append(.success(record))
      case .tooLong(let failure):
        found.append(.failure(JSONStreamError(failure)))
      case .needsInput:
        cutFoundRecords()
        return true
      case .end:
        cutFoundRecords()
        chunkingEnded = true
        return false
      }
    }
  }

  /// Makes the records found so far a chunk, handing over the buffer they are in.
  private func cutFoundRecords() {
    guard !found.isEmpty else { return }
    let bytes = foundStart.map { scanner.cutReturnedRecords(from: $0) }
    start(RecordChunk(bytes, found: found))
    found.removeAll(keepingCapacity: true)
    foundStart = nil
  }

  private func start(_ chunk: RecordChunk<Element>) {
    switch scheduling {
    case .threads:
      chunk.startOnThread(decode: decode, options: options.parsingOptions, handedOutChunks: handedOutChunks)
    case .tasks:
      chunk.startAsTask(decode: decode, options: options.parsingOptions, handedOutChunks: handedOutChunks)
    }
    chunks.append(chunk)
  }
}
