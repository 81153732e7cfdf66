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
/// the pointer to the hints never changes, and the one to the misses below is published
/// once, by an atomic compare-and-exchange).
///
/// When the member after the last find is not the one wanted, the scan is what costs:
/// a model that reads `id` before `created_at` from objects that write them the other way
/// round misses at the same place in every such object. So a miss also remembers where it
/// found its key, by a signature of the key (its length, first and last eight bytes), the
/// object's member count and where the scan started; the next miss with the same signature
/// compares that one member first. A signature is a guess that the caller verifies.
///
/// A noncopyable value held by its document rather than an object of its own: for a small
/// document, one allocation fewer is a measurable share of the whole decode.
struct LookupHints: ~Copyable, @unchecked Sendable {
  private static let entryCount = 8
  /// The most misses remembered, for a large document.
  static let maximumMissCount = 256
  /// Misses remembered: a power of two, fewer for a small document, whose 2 KB table was
  /// about 4% of a 300-byte response's decode.
  let missCount: Int
  /// Per entry: the object's first child in the high 32 bits, the next member to try in the low 32.
  private let entries: UnsafeMutablePointer<Atomic<UInt64>>
  /// Per remembered miss: its signature's high 48 bits and the member found. Allocated by the
  /// first miss, so that a small document, read without misses, does not pay for it.
  private let misses = Atomic<UnsafeMutablePointer<Atomic<UInt64>>?>(nil)

  /// Hints for a document of `slotCount` slots.
  init(slotCount: Int = .max) {
    missCount = Self.missCount(forSlotCount: slotCount)
    entries = Self.allocateEntries(Self.entryCount)
  }

  /// One remembered miss per four slots, rounded up to a power of two, from 16 to
  /// ``maximumMissCount``: an object's members take two slots each, and a model misses at
  /// most once per member it reads out of order.
  static func missCount(forSlotCount slotCount: Int) -> Int {
    let wanted = min(max(slotCount / 4, 16), maximumMissCount)
    return 1 << (Int.bitWidth - (wanted - 1).leadingZeroBitCount)
  }

  deinit {
    entries.deinitialize(count: Self.entryCount)
    entries.freeMallocated()
    if let table = misses.load(ordering: .acquiring) {
      table.deinitialize(count: missCount)
      table.freeMallocated()
    }
  }

  private static func allocateEntries(_ count: Int) -> UnsafeMutablePointer<Atomic<UInt64>> {
    let entries = UnsafeMutablePointer<Atomic<UInt64>>.mallocated(capacity: count)
    for index in 0..<count { (entries + index).initialize(to: Atomic(UInt64.max)) }
    return entries
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

  // MARK: - Misses

  /// The signature of a lookup that missed its hint: the wanted key's length and its first
  /// and last eight bytes (zero-padded), the object's member count and the scan's start.
  @inline(__always)
  static func missSignature(length: Int, head: UInt64, tail: UInt64, count: Int, start: Int) -> UInt64 {
    var mixed = head &* 0x9E37_79B9_7F4A_7C15
    mixed ^= (tail ^ UInt64(truncatingIfNeeded: length) &<< 48) &* 0xC2B2_AE3D_27D4_EB4F
    mixed ^= UInt64(truncatingIfNeeded: count) &<< 32 ^ UInt64(truncatingIfNeeded: start)
    mixed = (mixed ^ mixed &>> 31) &* 0x94D0_49BB_1331_11EB
    return mixed ^ mixed &>> 29
  }

  /// The member the last miss with `signature` found, if it is remembered.
  @inline(__always)
  func member(forMiss signature: UInt64) -> Int? {
    guard let table = misses.load(ordering: .acquiring) else { return nil }
    let entry = table[Int(truncatingIfNeeded: signature & UInt64(missCount - 1))].load(ordering: .relaxed)
    guard entry & ~0xFFFF == signature & ~0xFFFF else { return nil }
    return Int(truncatingIfNeeded: entry & 0xFFFF)
  }

  /// Remembers that the miss with `signature` found `member` (members past 65,534 are not remembered).
  func remember(_ member: Int, forMiss signature: UInt64) {
    guard member < 0xFFFF else { return }
    let table = misses.load(ordering: .acquiring) ?? publishMissTable()
    table[Int(truncatingIfNeeded: signature & UInt64(missCount - 1))]
      .store(signature & ~0xFFFF | UInt64(member), ordering: .relaxed)
  }

  /// Allocates the table of misses, or returns the one another thread published first.
  private func publishMissTable() -> UnsafeMutablePointer<Atomic<UInt64>> {
    let table = Self.allocateEntries(missCount)
    let (published, current) = misses.compareExchange(expected: nil, desired: table, ordering: .acquiringAndReleasing)
    if published { return table }
    table.deinitialize(count: missCount)
    table.freeMallocated()
    return current!
  }
}
