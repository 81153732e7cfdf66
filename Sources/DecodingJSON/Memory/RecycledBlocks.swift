import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One large block of memory a finished document gave back, kept for the next parse.
///
/// A document of a few hundred kilobytes or more owns two large blocks: its input's copy
/// and its slots. Freed, `malloc` hands blocks that large back to the system (`munmap`, or
/// trimming the top of its heap), and the next parse's blocks come back as fresh pages, each
/// one zeroed by the kernel at its first touch, a page fault a page, which a client or a
/// server that parses one document after another paid on every parse (Docs/Performance.md,
/// "Kept blocks"). Kept here, the next parse of a document of about the same size writes
/// into pages that are already there.
///
/// At most one block of each kind is kept, of ``minimumBytes`` to ``maximumBytes``: smaller
/// blocks are what `malloc` recycles quickly by itself, and a larger one is not worth
/// holding while the process does something else, so a process that has parsed holds at
/// most 8 MB this way between parses. The block is handed over by one atomic exchange:
/// threads that parse at once each take the kept block or allocate their own, and the first
/// to give one back has it kept while the others free theirs. The kept block is the
/// recycler's own, freed with it (``inputs`` and ``slots`` live as long as the process).
final class RecycledBlocks: Sendable {
  /// The kept block for documents' input copies.
  static let inputs = RecycledBlocks()
  /// The kept block for documents' slots.
  static let slots = RecycledBlocks()

  /// The smallest block worth keeping: below it, `malloc` keeps freed memory itself.
  static let minimumBytes = 64 << 10
  /// The largest block kept.
  static let maximumBytes = 4 << 20

  /// Whether a block of `bytes` bytes is kept when given back. Callers ask before they read
  /// ``inputs`` or ``slots``, whose first-use check costs a small document's parse more
  /// than the rest of recycling does.
  @inline(__always)
  static func keeps(_ bytes: Int) -> Bool {
    bytes >= minimumBytes && bytes <= maximumBytes
  }

  /// Whether a kept block may be of `minimum` to `maximum` bytes: asked likewise before
  /// ``take(atLeast:atMost:)``.
  @inline(__always)
  static func mayKeep(atLeast minimum: Int, atMost maximum: Int) -> Bool {
    maximum >= minimumBytes && minimum <= maximumBytes
  }

  /// The address of the kept block, or 0. A kept block's first word holds its size.
  private let kept = Atomic<UInt>(0)

  /// A recycler of its own: ``inputs`` and ``slots`` are the ones parses use.
  init() {}

  deinit {
    empty()
  }

  /// Frees the kept block, if any: safe while other threads parse, as it takes the block
  /// by the same exchange a parse does.
  func empty() {
    if let block = UnsafeMutableRawPointer(bitPattern: kept.exchange(0, ordering: .acquiring)) { free(block) }
  }

  /// The size of the kept block, or 0: what the recycler holds now.
  var keptBytes: Int {
    guard let block = UnsafeRawPointer(bitPattern: kept.load(ordering: .acquiring)) else { return 0 }
    return block.load(as: Int.self)
  }

  /// The kept block and its size, if one is kept of `minimum` to `maximum` bytes. A kept
  /// block too small is freed; one too large stays kept, for a larger document.
  @inline(__always)
  func take(atLeast minimum: Int, atMost maximum: Int) -> (block: UnsafeMutableRawPointer, bytes: Int)? {
    guard Self.mayKeep(atLeast: minimum, atMost: maximum), kept.load(ordering: .relaxed) != 0 else {
      return nil
    }
    return takeKept(atLeast: minimum, atMost: maximum)
  }

  private func takeKept(atLeast minimum: Int, atMost maximum: Int) -> (block: UnsafeMutableRawPointer, bytes: Int)? {
    guard let block = UnsafeMutableRawPointer(bitPattern: kept.exchange(0, ordering: .acquiring)) else {
      return nil
    }
    let size = block.load(as: Int.self)
    if size < minimum {
      free(block)
      return nil
    }
    if size > maximum {
      keep(block, bytes: size)
      return nil
    }
    return (block, size)
  }

  /// Keeps `block`, of `bytes` bytes from `malloc`, for the next parse, or frees it.
  @inline(__always)
  func give(_ block: UnsafeMutableRawPointer, bytes: Int) {
    guard Self.keeps(bytes) else {
      free(block)
      return
    }
    keep(block, bytes: bytes)
  }

  private func keep(_ block: UnsafeMutableRawPointer, bytes: Int) {
    block.storeBytes(of: bytes, as: Int.self)
    let (exchanged, _) = kept.compareExchange(
      expected: 0, desired: UInt(bitPattern: block), successOrdering: .releasing, failureOrdering: .relaxed)
    if !exchanged { free(block) }
  }
}
