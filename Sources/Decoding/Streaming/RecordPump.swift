import Foundation

/// Turns a scanner's records into decoded values, one by one or in parallel batches: the
/// part of a stream's iterator that does not depend on how its bytes arrive.
final class RecordPump<Element> {
  /// What ``step()`` produced.
  enum Step {
    case value(Element)
    case needsInput
    case end
  }

  let scanner: JSONRecordScanner
  private let decode: DecodeFunction<Element>
  private let options: JSONStreamOptions
  let progress: JSONStreamProgress
  private var finished = false
  private var scannerEnded = false

  // Parallel mode, JSON Lines and text sequences: this thread only cuts the input into chunks
  // of whole records, and each chunk's records are found and decoded in place on whichever
  // core takes the chunk first (RecordChunk); the results are handed out in order. A fixed
  // number of chunks is in flight, so memory stays bounded.
  private var chunks: [RecordChunk<Element>] = []
  /// The chunk whose results are being handed out, no longer in `chunks`.
  private var delivering: RecordChunk<Element>?
  private var chunkedInputEnded = false
  /// The records and line feeds of the chunks already handed out.
  private var recordBase = 0
  private var lineBase = 0
  /// The bytes per record so far, to size the next chunk's results.
  private var bytesChunked = 0
  private var recordsChunked = 0
  private let chunkLimit: Int
  private let chunkSize: Int
  /// Whether the format is known, so that the parallel mode can choose how to work.
  private var formatKnown = false

  // Parallel mode, concatenated values and array elements: the records this thread finds are
  // copied into a batch, which is decoded on every core in the background while the next
  // batch is gathered; the decoded batch's results are handed out in order.
  private var batchBytes: [UInt8] = []
  /// The batch's records, in order: where each one's bytes are in `batchBytes`, or, for a
  /// record too long to be read, its error.
  private var batchRecords: [(record: JSONRecordScanner.Record, range: Range<Int>)?] = []
  private var batchFailures: [Int: JSONStreamError] = [:]
  /// Whether the batch being gathered is complete: full, or the scanner ended or failed.
  private var batchComplete = false
  private var inFlight: RecordBatch<Element>?
  private var results: [Result<Element, JSONStreamError>] = []
  private var resultIndex = 0
  private var pendingFailure: JSONStreamError?

  /// The most bytes a parallel batch holds before it is decoded.
  static var batchByteLimit: Int { 4 << 20 }

  init(options: JSONStreamOptions, decode: @escaping DecodeFunction<Element>, progress: JSONStreamProgress) {
    chunkSize = max(options.parallelChunkSize, 1)
    let readSize = min(max(options.chunkSize, 1), 1 << 20)
    scanner = JSONRecordScanner(
      format: options.format, maximumRecordSize: options.maximumRecordSize,
      initialCapacity: options.isParallel ? min(chunkSize, 16 << 20) + readSize * 2 : readSize * 2)
    chunkLimit = max(2, ProcessInfo.processInfo.activeProcessorCount * 2)
    self.decode = decode
    self.options = options
    self.progress = progress
    progress.reset()
  }

  deinit {
    // No decoder runs after the stream is gone.
    for chunk in chunks { chunk.cancel() }
    inFlight?.wait()
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
        let error = JSONStreamError(failure)
        if options.failurePolicy == .skip {
          progress.recordSkipped(error)
        } else {
          throw end(with: error)
        }
      case .record(let record):
        switch record.decode(scanner.bytes(of: record), options: options.parsingOptions, with: decode) {
        case .success(let value):
          progress.recordDecoded()
          return .value(value)
        case .failure(let error):
          if options.failurePolicy == .skip {
            progress.recordSkipped(error)
          } else {
            throw end(with: error)
          }
        }
      }
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

  private func end(with error: JSONStreamError) -> JSONStreamError {
    // A batch still decoding in the background finishes before the stream ends, so that no
    // decoder runs after the caller has seen the end.
    inFlight?.wait()
    inFlight = nil
    for chunk in chunks { chunk.cancel() }
    chunks = []
    delivering = nil
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
    switch scanner.format {
    case .lines, .textSequence: return try chunkStep()
    default: return try batchStep()
    }
  }

  /// The parallel mode for JSON Lines and text sequences.
  private func chunkStep() throws -> Step {
    while true {
      // The results of the chunk being handed out, in order.
      if let chunk = delivering {
        switch chunk.nextResult(recordBase: recordBase, lineBase: lineBase) {
        case .success(let value)?:
          progress.recordDecoded()
          return .value(value)
        case .failure(let error)?:
          guard options.failurePolicy == .skip else { throw end(with: error) }
          progress.recordSkipped(error)
          continue
        case nil:
          break
        }
        recordBase += chunk.recordCount
        lineBase += chunk.lineCount
        if let bytes = chunk.takeBytes() {
          bytesChunked += bytes.range.count
          recordsChunked += chunk.recordCount
          scanner.recycle(bytes)
        }
        delivering = nil
      }
      // Keep the cores busy: cut the input into chunks, up to the limit in flight.
      if !chunkedInputEnded && chunks.count < chunkLimit {
        switch scanner.nextChunk(minimum: chunkSize) {
        case .chunk(let bytes):
          let expected = recordsChunked == 0 ? 64 : bytes.range.count * recordsChunked / bytesChunked + 16
          let chunk = RecordChunk<Element>(
            bytes, format: scanner.format, maximumRecordSize: options.maximumRecordSize, expectedRecords: expected)
          chunk.start(decode: decode, options: options.parsingOptions)
          chunks.append(chunk)
          continue
        case .tooLong(let failure):
          chunks.append(RecordChunk(tooLong: failure))
          continue
        case .needsInput:
          return .needsInput
        case .end:
          chunkedInputEnded = true
          continue
        }
      }
      guard !chunks.isEmpty else {
        finish()
        return .end
      }
      // Nothing more to cut now. Hand out the oldest chunk's results once it has run;
      // until then, decode a chunk no thread has taken yet rather than wait.
      if !chunks[0].isDone, let waiting = chunks.first(where: \.isWaiting) {
        _ = waiting.runHere(decode: decode, options: options.parsingOptions)
        continue
      }
      let oldest = chunks.removeFirst()
      oldest.finish(decode: decode, options: options.parsingOptions)
      delivering = oldest
    }
  }

  /// The parallel mode for concatenated values and array elements.
  private func batchStep() throws -> Step {
    while true {
      while resultIndex < results.count {
        let result = results[resultIndex]
        resultIndex += 1
        switch result {
        case .success(let value):
          progress.recordDecoded()
          return .value(value)
        case .failure(let error):
          if options.failurePolicy == .skip {
            progress.recordSkipped(error)
          } else {
            results = []
            throw end(with: error)
          }
        }
      }
      let gatheringOver = batchComplete || scannerEnded || pendingFailure != nil
      if let batch = inFlight {
        // The decoded batch comes first; gathering goes on while it decodes.
        if gatheringOver {
          batch.wait()
          results = batch.results
          resultIndex = 0
          inFlight = nil
          // The gathered batch decodes while this one's results are handed out.
          if !batchRecords.isEmpty { startBatch() }
          if batchBytes.isEmpty { batchBytes = batch.takeBytes() }
          continue
        }
      } else if gatheringOver && !batchRecords.isEmpty {
        startBatch()
        continue
      } else if gatheringOver {
        if let failure = pendingFailure {
          pendingFailure = nil
          throw end(with: failure)
        }
        if scannerEnded {
          finish()
          return .end
        }
        batchComplete = false
      }
      // Gather the next batch.
      let event: JSONRecordScanner.Event
      do {
        event = try scanner.next()
      } catch {
        pendingFailure = JSONStreamError(error)
        continue
      }
      switch event {
      case .needsInput:
        if batchBytes.count >= Self.batchByteLimit {
          batchComplete = true
        } else {
          return .needsInput
        }
      case .end:
        scannerEnded = true
      case .tooLong(let failure):
        batchFailures[batchRecords.count] = JSONStreamError(failure)
        batchRecords.append(nil)
      case .record(let record):
        let bytes = scanner.bytes(of: record)
        let start = batchBytes.count
        batchBytes.append(contentsOf: bytes)
        batchRecords.append((record, start..<batchBytes.count))
        if batchBytes.count >= Self.batchByteLimit { batchComplete = true }
      }
    }
  }

  /// Starts decoding the gathered batch in the background, and starts a new one.
  private func startBatch() {
    let batch = RecordBatch<Element>(bytes: batchBytes, records: batchRecords, failures: batchFailures)
    batch.start(decode: decode, options: options.parsingOptions)
    inFlight = batch
    batchBytes = []
    batchRecords.removeAll(keepingCapacity: true)
    batchFailures.removeAll()
    batchComplete = false
  }
}
