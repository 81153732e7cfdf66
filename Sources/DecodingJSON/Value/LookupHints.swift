import Synchronization

/// Where the last key lookups of a few recently read objects found their key, so that the
/// next lookup in the same object starts after it.
///
/// Decoders read an object's members in about the order the document writes them, so a
/// lookup that starts after the previous find usually succeeds at once instead of scanning
/// from the first member. Nested objects are read in between (a status, then its user, then
/// the status again), so each of eight entries remembers one object, chosen by its first
/// child. A hint is only where a scan starts (the scan wraps around to the beginning), so a
/// stale or overwritten hint costs time, never a wrong result; entries are atomics, so
/// documents shared across threads stay free of data races (hence `@unchecked Sendable`:
/// the pointer to the hints never changes).
///
/// When the member after the last find is not the one wanted, the scan is what costs:
/// ``LookupMisses`` remembers where such a lookup found its key, for every document.
///
/// A noncopyable value held by its document rather than an object of its own, its entries
/// in the last words of the document's block of slots: for a small document, each
/// allocation saved is a measurable share of the whole decode.
struct LookupHints: ~Copyable, @unchecked Sendable {
  /// How many objects' hints are kept, each in one word.
  static let entryCount = 8
  /// Per entry: the object's first child in the high 32 bits, the next member to try in the low 32.
  private let entries: UnsafeMutablePointer<Atomic<UInt64>>

  /// Hints in `storage`, ``entryCount`` words that the caller owns and frees (after the
  /// hints are gone), none remembered yet. Atomics need no deinitialization, so the hints
  /// have no `deinit` and the storage may be freed as soon as they are no longer read.
  init(storage: UnsafeMutableRawPointer) {
    entries = storage.bindMemory(to: Atomic<UInt64>.self, capacity: Self.entryCount)
    for index in 0..<Self.entryCount { (entries + index).initialize(to: Atomic(UInt64.max)) }
  }

  /// The member to start a lookup in the object whose first child is `firstChild` with.
  @inline(__always)
  func start(for firstChild: Int, count: Int) -> Int {
    let entry = entries[firstChild & (Self.entryCount - 1)].load(ordering: .relaxed)
    guard entry &>> 32 == UInt64(truncatingIfNeeded: firstChild) & 0xFFFF_FFFF else { return 0 }
    let next = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF)
    return next < count ? next : 0
  }

  /// Remembers that a lookup found `member` in the object whose first child is `firstChild`.
  @inline(__always)
  func remember(_ member: Int, for firstChild: Int) {
    let entry = (UInt64(truncatingIfNeeded: firstChild) & 0xFFFF_FFFF) &<< 32 | UInt64(member + 1)
    entries[firstChild & (Self.entryCount - 1)].store(entry, ordering: .relaxed)
  }
}
