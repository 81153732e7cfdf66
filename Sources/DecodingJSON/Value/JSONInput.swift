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
/// (Docs/Performance.md has the measurement), so the input is copied, in one move,
/// into memory the document allocates and frees.
///
/// The copy also makes the document independent of its source: a caller may mutate or
/// drop their value, and a memory-mapped `Data` whose file changes or shrinks after
/// parsing changes nothing the document reads.
///
/// A noncopyable value that the parser hands to its document, which holds it inline: an
/// object of its own cost a small document's parse an allocation, and every read of the
/// input one more pointer to follow. Its bytes never change once made, and are freed with
/// the value (hence `@unchecked Sendable`).
struct JSONInput: ~Copyable, @unchecked Sendable {
  /// The copy's bytes, valid as long as the input is.
  let bytes: UnsafeBufferPointer<UInt8>

  /// A copy of `data`'s bytes.
  init(_ data: Data) {
    // One byte at least, so that an empty input still has a base address.
    let storage = Self.allocate(max(data.count, 1))
    // Through `withUnsafeBytes` rather than `copyBytes(to:)`, whose generic path cost twice
    // the instructions for a small document.
    let copied = data.withUnsafeBytes { source in
      guard let start = source.baseAddress, !source.isEmpty else { return 0 }
      storage.baseAddress!.initialize(from: start.assumingMemoryBound(to: UInt8.self), count: source.count)
      return source.count
    }
    bytes = UnsafeBufferPointer(start: storage.baseAddress, count: copied)
  }

  /// A copy of the bytes of `collection`: an array's, a slice's or a string's UTF-8 in one
  /// move, any other collection's element by element.
  init(_ collection: some Collection<UInt8>) {
    let storage = Self.allocate(max(collection.count, 1))
    let copied = storage.initialize(fromContentsOf: collection)
    bytes = UnsafeBufferPointer(start: storage.baseAddress, count: copied)
  }

  /// A copy of the UTF-8 of `text`.
  init(_ text: some StringProtocol) {
    self.init(text.utf8)
  }

  deinit {
    UnsafeMutablePointer(mutating: bytes.baseAddress!).freeMallocated()
  }

  private static func allocate(_ count: Int) -> UnsafeMutableBufferPointer<UInt8> {
    UnsafeMutableBufferPointer(start: .mallocated(capacity: count), count: count)
  }
}
