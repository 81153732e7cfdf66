#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The bytes a document was parsed from: a copy of its own, made once as parsing starts.
///
/// A document reads its input on every key lookup and every string it makes, long after
/// the call that parsed it has returned, so it needs a pointer that stays valid as long
/// as it lives. The language gives one only for memory the document owns: a pointer lent
/// by `withUnsafeBytes` or `withUnsafeBufferPointer` is valid inside the closure alone,
/// however `Data`, `Array` or `String` happen to store their bytes today (and on Apple
/// platforms a `Data` or `String` may be bridged). Reading through the owner's scoped
/// accessor at every access instead costs about 210 instructions per read for `Data`
/// (`Benchmarks/Scripts/decode-instructions.sh`; Benchmarks/NOTES.md), so the input is copied, in one move,
/// into memory the document owns: a block of its own, or for a large input the block a
/// finished document gave back (``RecycledBlocks``), which it gives back in turn.
///
/// The copy also makes the document independent of its source: a caller may mutate or
/// drop their value, and a memory-mapped `Data` whose file changes or shrinks after
/// parsing changes nothing the document reads.
///
/// A noncopyable value that the parser hands to its document, which holds it inline: an
/// object of its own cost a small document's parse an allocation, and every read of the
/// input one more pointer to follow. Its bytes never change once made, and are freed with
/// the value (hence `@unchecked Sendable`).
///
/// The copy ends with ``padding`` zero bytes past `bytes.count`, so that the parser's scans
/// may read sixteen bytes at any offset up to the end without checking the end: a zero byte
/// stops every scan (it is neither plain string text, nor whitespace, nor a digit).
struct JSONInput: ~Copyable, @unchecked Sendable {
  /// The copy's bytes, valid as long as the input is, followed by ``padding`` zero bytes.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The size of the block the copy is in, at least `bytes.count + padding`.
  private let blockSize: Int

  /// How many zero bytes follow the input's bytes: enough for one sixteen-byte load at the
  /// last byte's offset or the end's.
  static let padding = 16

  /// A copy of `data`'s bytes.
  init(_ data: Data) {
    let (storage, blockSize) = Self.allocate(data.count)
    self.blockSize = blockSize
    // Through `withUnsafeBytes` rather than `copyBytes(to:)`, whose generic path cost twice
    // the instructions for a small document (`Benchmarks/Scripts/decode-instructions.sh response_300b`).
    let copied = data.withUnsafeBytes { source in
      guard let start = source.baseAddress, !source.isEmpty else { return 0 }
      storage.baseAddress!.initialize(from: start.assumingMemoryBound(to: UInt8.self), count: source.count)
      return source.count
    }
    bytes = Self.padded(storage, count: copied)
  }

  /// A copy of the bytes of `collection`: an array's, a slice's or a string's UTF-8 in one
  /// move, any other collection's element by element.
  init(_ collection: some Collection<UInt8>) {
    let (storage, blockSize) = Self.allocate(collection.count)
    self.blockSize = blockSize
    let copied = UnsafeMutableBufferPointer(rebasing: storage[..<collection.count]).initialize(
      fromContentsOf: collection)
    bytes = Self.padded(storage, count: copied)
  }

  /// A copy of the UTF-8 of `text`.
  init(_ text: some StringProtocol) {
    self.init(text.utf8)
  }

  deinit {
    let block = UnsafeMutableRawPointer(mutating: bytes.baseAddress!)
    if RecycledBlocks.keeps(blockSize) {
      RecycledBlocks.inputs.give(block, bytes: blockSize)
    } else {
      block.assumingMemoryBound(to: UInt8.self).freeMallocated()
    }
  }

  /// Memory for `count` bytes and the padding after them, and the size of its block: the
  /// block a finished document gave back when one is kept of up to twice the size needed.
  private static func allocate(_ count: Int) -> (UnsafeMutableBufferPointer<UInt8>, Int) {
    let size = count + padding
    if RecycledBlocks.mayKeep(atLeast: size, atMost: 2 * size),
      let (block, blockSize) = RecycledBlocks.inputs.take(atLeast: size, atMost: 2 * size)
    {
      return (UnsafeMutableBufferPointer(start: block.assumingMemoryBound(to: UInt8.self), count: size), blockSize)
    }
    return (UnsafeMutableBufferPointer(start: .mallocated(capacity: size), count: size), size)
  }

  /// The first `count` bytes of `storage`, with the padding after them zeroed.
  private static func padded(_ storage: UnsafeMutableBufferPointer<UInt8>, count: Int) -> UnsafeBufferPointer<UInt8> {
    (storage.baseAddress! + count).initialize(repeating: 0, count: padding)
    return UnsafeBufferPointer(start: storage.baseAddress, count: count)
  }
}
