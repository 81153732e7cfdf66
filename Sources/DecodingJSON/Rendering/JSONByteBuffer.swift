#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The growing byte buffer the writer and the encoder's tree write into.
///
/// `[UInt8]` costs some sixty instructions per `append(contentsOf:)` on top of the copy
/// (`decode-benchmark --profile` under callgrind), and
/// the writer appends many short runs (a key, a number, the text between two escapes): here
/// an append is a capacity check and a copy. It is a class, owned by one writer or tree:
/// nothing is copied on write, and it is never shared between threads.
package final class JSONByteBuffer: JSONByteSink {
  @exclusivity(unchecked) private var start: UnsafeMutablePointer<UInt8>
  @exclusivity(unchecked) private var capacity: Int
  /// How many bytes were written.
  @exclusivity(unchecked) package private(set) var count = 0

  /// An empty buffer with room for `capacity` bytes.
  package init(capacity: Int = 256) {
    self.capacity = max(capacity, 16)
    start = .mallocated(capacity: self.capacity)
  }

  deinit {
    start.freeMallocated()
  }

  /// Appends one byte.
  package func append(_ byte: UInt8) {
    if count == capacity { grow(toHold: 1) }
    start[count] = byte
    count &+= 1
  }

  /// Appends `count` bytes from `bytes`.
  package func append(bytes: UnsafePointer<UInt8>, count added: Int) {
    guard added > 0 else { return }
    if capacity &- count < added { grow(toHold: added) }
    (start + count).initialize(from: bytes, count: added)
    count &+= added
  }

  /// Appends the bytes of `buffer`.
  package func append(_ buffer: UnsafeBufferPointer<UInt8>) {
    guard let base = buffer.baseAddress else { return }
    append(bytes: base, count: buffer.count)
  }

  private func grow(toHold added: Int) {
    let newCapacity = max(capacity * 2, count + added)
    let newStart = UnsafeMutablePointer<UInt8>.mallocated(capacity: newCapacity)
    newStart.initialize(from: start, count: count)
    start.freeMallocated()
    start = newStart
    capacity = newCapacity
  }

  /// Forgets the bytes written, keeping the memory for the next ones.
  package func removeAll() {
    count = 0
  }

  /// Gives `body` the bytes written, to change in place; valid only inside `body`.
  package func withMutableBytes<R>(_ body: (UnsafeMutableBufferPointer<UInt8>) throws -> R) rethrows -> R {
    try body(UnsafeMutableBufferPointer(start: start, count: count))
  }

  /// Drops the bytes after the first `newCount`.
  package func truncate(to newCount: Int) {
    count = min(max(newCount, 0), count)
  }

  /// The bytes written, valid until the next append.
  package var bytes: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: start, count: count)
  }

  /// A copy of the bytes written.
  package var array: [UInt8] { Array(bytes) }

  /// The bytes written as `Data`, without a copy: the `Data` keeps this buffer alive, and
  /// nothing may be appended afterwards.
  package var data: Data {
    Data(bytesNoCopy: start, count: count, deallocator: .custom { _, _ in withExtendedLifetime(self) {} })
  }
}
