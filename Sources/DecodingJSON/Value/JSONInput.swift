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
///
/// One caller reads a document only while it holds the bytes the document was parsed from:
/// `CodableDecoder`, which decodes a whole model inside `Data.withUnsafeBytes`, as
/// `JSONDecoder` does. It parses the caller's bytes as they lie (``init(lending:)``), which
/// saves a copy the size of the input at the peak of the decode, and the document copies
/// them (``JSONDocument/ownInputIfLent()``) before any value of it can outlive the loan.
struct JSONInput: ~Copyable, @unchecked Sendable {
  /// The input's bytes: the copy's, followed by ``padding`` zero bytes, or the lent bytes.
  let bytes: UnsafeBufferPointer<UInt8>
  /// How many bytes from the start may be read: the padding's end for a copy, the last
  /// byte's for lent bytes.
  let readableCount: Int
  /// The block the copy is in, which a large input gives back to ``RecycledBlocks/inputs``.
  private let storage: HeapBuffer<UInt8>

  /// How many zero bytes follow the input's bytes: enough for one sixteen-byte load at the
  /// last byte's offset or the end's.
  static let padding = 16

  /// A copy of `data`'s bytes.
  init(_ data: Data) {
    var storage = Self.allocate(data.count)
    // Through `withUnsafeBytes` rather than `copyBytes(to:)`, whose generic path cost twice
    // the instructions for a small document (`Benchmarks/Scripts/decode-instructions.sh response_300b`).
    data.withUnsafeBytes { source in
      guard let start = source.baseAddress, !source.isEmpty else { return }
      storage.append(copying: start.assumingMemoryBound(to: UInt8.self), count: source.count)
    }
    bytes = Self.padded(&storage)
    readableCount = bytes.count + Self.padding
    self.storage = storage
  }

  /// The bytes of `lent` as they lie, for a document that copies them before the loan ends
  /// (``JSONDocument/ownInputIfLent()``); `lent` is not empty.
  init(lending lent: UnsafeRawBufferPointer) {
    bytes = UnsafeBufferPointer(start: lent.baseAddress!.assumingMemoryBound(to: UInt8.self), count: lent.count)
    readableCount = lent.count
    storage = HeapBuffer()
  }

  /// Whether the bytes are lent rather than the input's own.
  var isLent: Bool { readableCount == bytes.count }

  /// A copy of the bytes of `collection`: an array's, a slice's or a string's UTF-8 in one
  /// move, any other collection's element by element.
  init(_ collection: some Collection<UInt8>) {
    var storage = Self.allocate(collection.count)
    let copiedInOneMove = collection.withContiguousStorageIfAvailable { source in
      if let start = source.baseAddress { storage.append(copying: start, count: source.count) }
      return true
    }
    if copiedInOneMove == nil {
      for byte in collection { storage.append(byte) }
    }
    bytes = Self.padded(&storage)
    readableCount = bytes.count + Self.padding
    self.storage = storage
  }

  /// A copy of the UTF-8 of `text`.
  init(_ text: some StringProtocol) {
    self.init(text.utf8)
  }

  /// An empty buffer with room for `count` bytes and the padding after them: the block a
  /// finished document gave back when one is kept of up to twice the size needed.
  private static func allocate(_ count: Int) -> HeapBuffer<UInt8> {
    let size = count + padding
    var storage: HeapBuffer<UInt8>
    if RecycledBlocks.mayKeep(atLeast: size, atMost: 2 * size),
      let (block, blockSize) = RecycledBlocks.inputs.take(atLeast: size, atMost: 2 * size)
    {
      storage = HeapBuffer(adopting: block, bytes: blockSize)
    } else {
      storage = HeapBuffer(capacity: size)
    }
    if RecycledBlocks.keeps(storage.blockBytes) { storage.recycle(with: .inputs) }
    return storage
  }

  /// The bytes copied into `storage`, once the padding follows them there.
  private static func padded(_ storage: inout HeapBuffer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    let count = storage.count
    storage.append(repeating: 0, count: padding)
    return UnsafeBufferPointer(start: storage.base, count: count)
  }
}
