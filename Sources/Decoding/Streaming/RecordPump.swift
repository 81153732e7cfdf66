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

  // Parallel mode: records are copied into a batch, which is decoded on every core in the
  // background while the next batch is gathered; the decoded batch's results are handed out
  // in order.
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
    scanner = JSONRecordScanner(
      format: options.format, maximumRecordSize: options.maximumRecordSize,
      initialCapacity: min(options.chunkSize, 1 << 20) * 2)
    self.decode = decode
    self.options = options
    self.progress = progress
    progress.reset()
  }

  /// Parses and decodes one record's bytes.
  static func decodeRecord(
    _ bytes: UnsafeBufferPointer<UInt8>, _ record: JSONRecordScanner.Record, options: JSONParsingOptions,
    decode: DecodeFunction<Element>
  ) -> Result<Element, JSONStreamError> {
    let json: JSON
    do {
      json = try JSON.parse(bytes, options: options)
    } catch {
      let reason: JSONStreamError.Reason =
        !record.isTerminated && error.offset >= bytes.count ? .truncated(error) : .syntax(error)
      return .failure(JSONStreamError(record: record.index, line: record.line, offset: record.offset, reason: reason))
    }
    switch decode(json) {
    case .success(let value): return .success(value)
    case .failure(let error):
      return .failure(
        JSONStreamError(record: record.index, line: record.line, offset: record.offset, reason: .decoding(error)))
    }
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
        switch Self.decodeRecord(
          scanner.bytes(of: record), record, options: options.parsingOptions, decode: decode)
        {
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
    finish()
    return error
  }

  private func parallelStep() throws -> Step {
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
