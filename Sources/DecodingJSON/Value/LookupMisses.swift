import Synchronization

/// Where key lookups that missed their hint found their key, remembered for every document
/// the process reads (``shared``), so that the next document of the same shape is read
/// without scanning.
///
/// A model reads its fields in its own order, and an object that writes them in another
/// order makes a lookup miss its hint (``LookupHints``) at the same place in every such
/// object: in every status of one document, and in every response of an API that a client
/// decodes again and again. A miss is remembered by a signature of the wanted key (its
/// length, first and last eight bytes), the object's member count and where the scan
/// started; the next miss with the same signature compares that one member first. A
/// signature is a guess that the caller verifies, so a collision or another document's entry
/// costs a scan, never a wrong result. Entries are atomics, written only when they change,
/// so that threads decoding the same shapes share them without writing the same cache lines
/// back and forth (hence `@unchecked Sendable`: the pointer itself never changes).
final class LookupMisses: @unchecked Sendable {
  /// The table every document uses: 4,096 misses in 32 KB, mapped once, a page of it in
  /// memory once an entry in it is written.
  static let shared = LookupMisses(count: 4_096)

  /// How many misses the table holds, a power of two.
  var count: Int { entries.count }
  /// Per remembered miss, its bits inverted: its signature's high 48 bits and the member
  /// found. An entry of all ones is empty (its member, 65,535, is never stored, and never
  /// returned), so that inverted, zero bits are empty, and the pages of entries never
  /// written take no memory.
  private let entries: ZeroedPages<Atomic<UInt64>>

  /// A table of `count` misses, rounded up to a power of two.
  init(count: Int) {
    let wanted = max(count, 1)
    entries = ZeroedPages(count: 1 << (Int.bitWidth - (wanted - 1).leadingZeroBitCount))
  }

  /// Forgets every remembered miss. Safe while other threads read documents: a lookup that
  /// finds an entry gone, or another's, scans as for any miss.
  func clear() {
    for index in 0..<count where entries[index].load(ordering: .relaxed) != 0 {
      entries[index].store(0, ordering: .relaxed)
    }
  }

  /// How many misses are remembered now.
  var rememberedCount: Int {
    (0..<count).count { entries[$0].load(ordering: .relaxed) != 0 }
  }

  /// The signature of a lookup that missed its hint: the wanted key's length and its first
  /// and last eight bytes (zero-padded), the object's member count and the scan's start.
  @inline(__always)
  static func signature(length: Int, head: UInt64, tail: UInt64, count: Int, start: Int) -> UInt64 {
    var mixed = head &* 0x9E37_79B9_7F4A_7C15
    mixed ^= (tail ^ UInt64(truncatingIfNeeded: length) &<< 48) &* 0xC2B2_AE3D_27D4_EB4F
    mixed ^= UInt64(truncatingIfNeeded: count) &<< 32 ^ UInt64(truncatingIfNeeded: start)
    mixed = (mixed ^ mixed &>> 31) &* 0x94D0_49BB_1331_11EB
    return mixed ^ mixed &>> 29
  }

  /// The member the last miss with `signature` found, if it is remembered.
  @inline(__always)
  func member(forMiss signature: UInt64) -> Int? {
    let entry = ~entries[Int(truncatingIfNeeded: signature & UInt64(count - 1))].load(ordering: .relaxed)
    guard entry & ~0xFFFF == signature & ~0xFFFF, entry & 0xFFFF != 0xFFFF else { return nil }
    return Int(truncatingIfNeeded: entry & 0xFFFF)
  }

  /// Remembers that the miss with `signature` found `member` (members past 65,534 are not remembered).
  @inline(__always)
  func remember(_ member: Int, forMiss signature: UInt64) {
    guard member < 0xFFFF else { return }
    let entry = Int(truncatingIfNeeded: signature & UInt64(count - 1))
    let remembered = ~(signature & ~0xFFFF | UInt64(member))
    if entries[entry].load(ordering: .relaxed) != remembered { entries[entry].store(remembered, ordering: .relaxed) }
  }
}
