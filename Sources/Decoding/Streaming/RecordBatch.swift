import Dispatch
import Foundation

/// Records gathered for the parallel mode and decoded on every core, in the background, while
/// the stream gathers the next batch: reading and decoding overlap, so a second core is not
/// left waiting while one thread scans and copies.
final class RecordBatch<Element>: @unchecked Sendable {
  /// The records' bytes, one after another.
  private(set) var bytes: [UInt8]
  /// The records in order: where each one's bytes are in `bytes`, or `nil` for a record too
  /// long to be read, whose error is in `failures`.
  private let records: [(record: JSONRecordScanner.Record, range: Range<Int>)?]
  private let failures: [Int: JSONStreamError]
  /// What each record decoded to, in stream order, once ``wait()`` returns.
  private(set) var results: [Result<Element, JSONStreamError>] = []
  private let done = DispatchGroup()

  init(
    bytes: [UInt8], records: [(record: JSONRecordScanner.Record, range: Range<Int>)?],
    failures: [Int: JSONStreamError]
  ) {
    self.bytes = bytes
    self.records = records
    self.failures = failures
  }

  /// Starts decoding every record with `decode` on the other threads, and returns at once.
  func start(decode: @escaping DecodeFunction<Element>, options: JSONParsingOptions) {
    done.enter()
    DispatchQueue.global().async {
      self.decodeAll(decode: decode, options: options)
      self.done.leave()
    }
  }

  /// Waits until every record is decoded; then `results` holds them.
  func wait() {
    done.wait()
  }

  /// Hands back the byte buffer, emptied, for the next batch to fill.
  func takeBytes() -> [UInt8] {
    var taken: [UInt8] = []
    swap(&taken, &bytes)
    taken.removeAll(keepingCapacity: true)
    return taken
  }

  private func decodeAll(decode: DecodeFunction<Element>, options: JSONParsingOptions) {
    let count = records.count
    guard count > 0 else { return }
    let slots = UnsafeMutableBufferPointer<Result<Element, JSONStreamError>>.allocate(capacity: count)
    defer { slots.deallocate() }
    // Many more shares than cores, taken by whichever core is free: a core that another
    // process holds up slows its current share only, not half of the batch.
    let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
    let shares = cores == 1 ? 1 : min(count, cores * 16)
    let records = records
    let failures = failures
    // Each share writes only its own contiguous range of the slots.
    nonisolated(unsafe) let shared = slots
    bytes.withUnsafeBufferPointer { all in
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
            to: record.decode(recordBytes, options: options, with: decode))
        }
      }
    }
    results = Array(slots)
    _ = slots.deinitialize()
  }
}
