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

  // Parallel mode: records copied into one batch, then decoded on every core.
  private var batchBytes: [UInt8] = []
  /// The batch's records, in order: where each one's bytes are in `batchBytes`, or, for a
  /// record too long to be read, its error.
  private var batchRecords: [(record: JSONRecordScanner.Record, range: Range<Int>)?] = []
  private var batchFailures: [Int: JSONStreamError] = [:]
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
      if let failure = pendingFailure {
        pendingFailure = nil
        throw end(with: failure)
      }
      if scannerEnded {
        finish()
        return .end
      }
      // Gather a batch, then decode it.
      var ready = false
      while !ready {
        let event: JSONRecordScanner.Event
        do {
          event = try scanner.next()
        } catch {
          pendingFailure = JSONStreamError(error)
          ready = true
          break
        }
        switch event {
        case .needsInput:
          if batchBytes.count >= Self.batchByteLimit {
            ready = true
          } else {
            return .needsInput
          }
        case .end:
          scannerEnded = true
          ready = true
        case .tooLong(let failure):
          batchFailures[batchRecords.count] = JSONStreamError(failure)
          batchRecords.append(nil)
        case .record(let record):
          let bytes = scanner.bytes(of: record)
          let start = batchBytes.count
          batchBytes.append(contentsOf: bytes)
          batchRecords.append((record, start..<batchBytes.count))
          if batchBytes.count >= Self.batchByteLimit { ready = true }
        }
      }
      decodeBatch()
    }
  }

  /// Decodes the gathered records on every core, into `results` in stream order.
  private func decodeBatch() {
    let records = batchRecords
    let count = records.count
    results = []
    resultIndex = 0
    guard count > 0 else { return }
    let slots = UnsafeMutableBufferPointer<Result<Element, JSONStreamError>>.allocate(capacity: count)
    defer { slots.deallocate() }
    // Many more shares than cores, taken by whichever core is free: a core that another
    // process holds up slows its current share only, not half of the batch.
    let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
    let shares = cores == 1 ? 1 : min(count, cores * 16)
    let decode = decode
    let parsing = options.parsingOptions
    let failures = batchFailures
    // Each share writes only its own contiguous range of the slots.
    nonisolated(unsafe) let shared = slots
    batchBytes.withUnsafeBufferPointer { all in
      nonisolated(unsafe) let bytes = all
      DispatchQueue.concurrentPerform(iterations: shares) { share in
        let lower = count * share / shares
        let upper = count * (share + 1) / shares
        for index in lower..<upper {
          guard let (record, range) = records[index] else {
            (shared.baseAddress! + index).initialize(to: .failure(failures[index]!))
            continue
          }
          let recordBytes = UnsafeBufferPointer(rebasing: bytes[range])
          (shared.baseAddress! + index).initialize(
            to: Self.decodeRecord(recordBytes, record, options: parsing, decode: decode))
        }
      }
    }
    results = Array(slots)
    _ = slots.deinitialize()
    batchBytes.removeAll(keepingCapacity: true)
    batchRecords.removeAll(keepingCapacity: true)
    batchFailures.removeAll()
  }
}
