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
  @exclusivity(unchecked) private var storage: HeapBuffer<UInt8>

  /// An empty buffer with room for `capacity` bytes.
  package init(capacity: Int = 256) {
    storage = HeapBuffer(capacity: max(capacity, 16))
  }

  /// How many bytes were written.
  package var count: Int { storage.count }

  /// Appends one byte.
  package func append(_ byte: UInt8) {
    storage.append(byte)
  }

  /// Appends `count` bytes from `bytes`.
  package func append(bytes: UnsafePointer<UInt8>, count added: Int) {
    storage.append(copying: bytes, count: added)
  }

  /// Appends the bytes of `buffer`.
  package func append(_ buffer: UnsafeBufferPointer<UInt8>) {
    guard let base = buffer.baseAddress else { return }
    storage.append(copying: base, count: buffer.count)
  }

  /// Forgets the bytes written, keeping the memory for the next ones.
  package func removeAll() {
    storage.removeAll()
  }

  /// Gives `body` the bytes written, to change in place; valid only inside `body`.
  package func withMutableBytes<R>(_ body: (UnsafeMutableBufferPointer<UInt8>) throws -> R) rethrows -> R {
    try body(storage.elements)
  }

  /// Drops the bytes after the first `newCount`.
  package func truncate(to newCount: Int) {
    storage.removeLast(storage.count - min(max(newCount, 0), storage.count))
  }

  /// The bytes written, valid until the next append.
  package var bytes: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(storage.elements)
  }

  /// A copy of the bytes written.
  package var array: [UInt8] { Array(bytes) }

  /// The bytes written as `Data`, without a copy: the `Data` keeps this buffer alive, and
  /// nothing may be appended afterwards.
  package var data: Data {
    Data(
      bytesNoCopy: storage.base, count: storage.count, deallocator: .custom { _, _ in withExtendedLifetime(self) {} })
  }
}
