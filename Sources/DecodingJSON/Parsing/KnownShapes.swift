import Synchronization

/// Objects' keys found free of repeats, remembered for every document the process parses
/// (``shared``), so that the next response of the same shape skips the repeated-key check.
///
/// ``RepeatedKeys`` remembers shapes within one document, where a list repeats the shape of
/// its objects. A client that decodes one small response after another meets the same
/// shapes in every response, and each parse paid the whole check again: a quarter of a
/// 3 KB response's parse. Here a shape is remembered once per process, keys and all, and an
/// object is taken as free of repeats only when its keys match a remembered shape's byte
/// for byte: an object whose keys are those of one without repeats has none either. A
/// collision in the table or an input's junk shapes cost a check, never a wrong result.
///
/// A shape is copied the second time it is met: the first sighting leaves a mark in its
/// entry (a hash of the object with the low bit set), so that a process whose objects never
/// repeat a shape pays a store per object, not a copy and its memory. Shapes are published
/// once and never replaced while a parse may read them, so a thread that reads one never
/// sees it change or go (hence `@unchecked Sendable`: an entry changes from empty or a mark
/// to an immutable shape, atomically, and only a mark is ever replaced). The memory they take is
/// capped by the table's byte budget; once it is spent, nothing more is remembered.
/// ``emptyShared()`` frees ``shared``'s shapes: parses take part through ``enterShared()``
/// and ``leaveShared()``, and the shapes go once no parse uses them (``users``).
///
/// A handle to memory that lives as long as the process, not an object: copying it into
/// every parse's checker costs no reference counting.
struct KnownShapes: @unchecked Sendable {
  /// The table every parse uses: 4,096 entries (32 KB, a page of it in memory once an entry
  /// in it is written), and shapes in at most 1 MB.
  static let shared = KnownShapes(count: 4_096, byteBudget: 1 << 20)

  /// A table that remembers nothing: for checkers that must not share what they learn.
  static let disabled = KnownShapes(count: 2, byteBudget: 0)

  /// The widest object remembered: wider ones are checked within their document.
  static let maximumMembers = 64
  /// The most key bytes one remembered shape may hold.
  static let maximumKeyBytes = 2_048

  /// How many entries the table has, a power of two, at least 2. A shape may sit in either
  /// of the two entries of its pair, so that a shape met early rarely shuts out another.
  let count: Int
  /// Per entry, the address of an immutable shape, or 0 for none.
  private let entries: UnsafeMutablePointer<Atomic<UInt>>
  /// Three words: the bytes still free for new shapes (below zero, nothing more is
  /// remembered); the table's users (``users``); and the budget the table started with.
  private let words: UnsafeMutablePointer<Atomic<Int>>

  /// The bytes still free for new shapes; below zero, nothing more is remembered.
  private var byteBudget: UnsafeMutablePointer<Atomic<Int>> { words }

  /// The parses using the table in the low bits, and ``pendingFlag`` and ``emptyingFlag``.
  private var users: UnsafeMutablePointer<Atomic<Int>> { words + 1 }

  /// Set while an emptying waits for the parses using the table to finish: parses that
  /// start meanwhile do without it, so that the wait ends.
  private static let pendingFlag = 1 << 62
  /// Set, with ``pendingFlag``, while the thread that empties the table frees its shapes.
  private static let emptyingFlag = 1 << 61

  /// A table of `count` shapes (rounded up to a power of two) taking at most `byteBudget` bytes.
  init(count: Int, byteBudget: Int) {
    let wanted = max(count, 2)
    self.count = 1 << (Int.bitWidth - (wanted - 1).leadingZeroBitCount)
    // Zero bits are empty entries: the pages of entries never written take no memory.
    entries = .zeroedPages(capacity: self.count)
    words = .mallocated(capacity: 3)
    words.initialize(to: Atomic(byteBudget))
    (words + 1).initialize(to: Atomic(0))
    (words + 2).initialize(to: Atomic(byteBudget))
  }

  /// Frees the table and every shape in it: only for a table that no thread uses any more,
  /// as a test's own table (``shared`` and ``disabled`` live as long as the process).
  func deallocate() {
    freeShapes()
    entries.freeZeroedPages(capacity: count)
    words.deinitialize(count: 3)
    words.freeMallocated()
  }

  /// Frees every shape and restores the budget: only while no thread reads the table.
  private func freeShapes() {
    for index in 0..<count {
      let held = entries[index].exchange(0, ordering: .relaxed)
      if held & 1 == 0, let shape = UnsafeMutableRawPointer(bitPattern: held) {
        shape.assumingMemoryBound(to: UInt8.self).freeMallocated()
      }
    }
    byteBudget.pointee.store(words[2].load(ordering: .relaxed), ordering: .relaxed)
  }

  /// The shapes remembered now and the bytes they take.
  var remembered: (shapes: Int, bytes: Int) {
    let shapes = (0..<count).count {
      entries[$0].load(ordering: .relaxed) & 1 == 0 && entries[$0].load(ordering: .relaxed) != 0
    }
    return (shapes, words[2].load(ordering: .relaxed) - byteBudget.pointee.load(ordering: .relaxed))
  }

  /// The table a parse that shares what it learns uses, until ``leaveShared()``: ``shared``,
  /// or ``disabled`` while an emptying of ``shared`` waits for the parses using it.
  @inline(__always)
  static func enterShared() -> KnownShapes {
    let table = shared
    let state = table.users.pointee.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue
    guard state & pendingFlag != 0 else { return table }
    table.leave()
    return disabled
  }

  /// Ends the use of `table`, which ``enterShared()`` gave; the last user of ``shared`` to
  /// leave while an emptying waits empties it.
  @inline(__always)
  static func leave(_ table: borrowing KnownShapes) {
    if table.entries == shared.entries { table.leave() }
  }

  /// One user fewer; empties the table if an emptying waited for that.
  @inline(__always)
  private func leave() {
    let state = users.pointee.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue
    if state == Self.pendingFlag { emptyIfUnused() }
  }

  /// Whether an emptying of ``shared`` waits for the parses using it to finish: until then,
  /// parses do without the table, and remember nothing.
  static var isEmptyingShared: Bool {
    shared.users.pointee.load(ordering: .acquiring) & pendingFlag != 0
  }

  /// Frees the shapes ``shared`` remembers and restores its budget: at once if no parse is
  /// using it, or else as the last of the parses using it finishes (parses that start
  /// meanwhile do without it). Safe to call from any thread at any time.
  static func emptyShared() {
    shared.empty()
  }

  /// Frees the shapes the table remembers and restores its budget, as ``emptyShared()``
  /// does for ``shared``.
  func empty() {
    let state = users.pointee.bitwiseOr(Self.pendingFlag, ordering: .acquiringAndReleasing).newValue
    if state == Self.pendingFlag { emptyIfUnused() }
  }

  /// Empties the table if an emptying is pending and no parse uses it: one thread wins.
  @inline(never)
  private func emptyIfUnused() {
    guard
      users.pointee.compareExchange(
        expected: Self.pendingFlag, desired: Self.pendingFlag | Self.emptyingFlag, ordering: .acquiringAndReleasing
      ).exchanged
    else { return }
    freeShapes()
    users.pointee.wrappingSubtract(Self.pendingFlag | Self.emptyingFlag, ordering: .releasing)
  }

  // A shape's layout, from one `malloc`: the member count (8 bytes); per key the high 32 bits
  // of its slot (kind, flags and length, all plain) and where its bytes start among the
  // shape's key bytes (4 bytes each); then the key bytes, and 8 bytes of zeros after them,
  // so that any key's first word can be read whole.

  /// Whether the keys of the object `members` (`count` members, key slot and value slot
  /// each), whose entry is `pair`, are those of a remembered shape, in order and byte for byte.
  @inline(__always)
  func contains(
    _ members: UnsafeMutablePointer<JSONSlot>, count: Int, in bytes: UnsafeBufferPointer<UInt8>, pair: Int
  ) -> Bool {
    matches(entries[pair].load(ordering: .acquiring), members, count: count, in: bytes)
      || matches(entries[pair ^ 1].load(ordering: .acquiring), members, count: count, in: bytes)
  }

  /// Whether the shape at `address`, if any, has the keys of the object `members`.
  @inline(__always)
  private func matches(
    _ address: UInt, _ members: UnsafeMutablePointer<JSONSlot>, count: Int, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    // Zero is no shape, and an odd value a sighting (``remember(_:count:in:pair:)``).
    guard address & 1 == 0, let shape = UnsafeRawPointer(bitPattern: address), shape.load(as: Int.self) == count
    else { return false }
    let heads = shape + 8
    let starts = heads + 4 * count
    let keyBytes = starts + 4 * count
    let base = bytes.baseAddress!
    for member in 0..<count {
      let key = members[2 * member]
      guard UInt32(truncatingIfNeeded: key.bits &>> 32) == heads.load(fromByteOffset: 4 * member, as: UInt32.self)
      else { return false }
      let start = Int(starts.load(fromByteOffset: 4 * member, as: UInt32.self))
      // A shape has eight readable bytes from any key's start.
      guard
        KeyBytes.equal(
          base + key.offset, keyBytes + start, length: Int(key.lengthField),
          wordReadable: key.offset + 8 <= bytes.count)
      else { return false }
    }
    return true
  }

  /// Remembers the keys of `members`, an object whose entry is `pair`, just found free of
  /// repeats, if its mark is there from a first sighting (or else leaves the mark), unless
  /// both entries of the pair hold shapes, a key is not plain (ASCII without escapes), the
  /// object is too wide, or the budget is spent.
  func remember(
    _ members: UnsafeMutablePointer<JSONSlot>, count: Int, in bytes: UnsafeBufferPointer<UInt8>, pair: Int
  ) {
    guard count <= Self.maximumMembers else { return }
    // A shape is copied the second time it is met: its first sighting leaves a mark, so that
    // a process whose objects never repeat a shape pays a store per object, not a copy.
    let sighting = Self.sighting(of: members, count: count, in: bytes)
    var slot = entries + pair
    var held = slot.pointee.load(ordering: .relaxed)
    if held != sighting {
      let other = entries + (pair ^ 1)
      let otherHeld = other.pointee.load(ordering: .relaxed)
      if otherHeld == sighting {
        slot = other
        held = otherHeld
      } else {
        // Met for the first time: the mark goes to an empty entry, or else takes the place
        // of a mark, never of a shape (two shapes that share a pair then both find room,
        // rather than each wiping out the other's mark).
        if held != 0 {
          if otherHeld == 0 || (held & 1 == 0 && otherHeld & 1 == 1) {
            slot = other
            held = otherHeld
          } else if held & 1 == 0 {
            return
          }
        }
        _ = slot.pointee.compareExchange(expected: held, desired: sighting, ordering: .relaxed)
        return
      }
    }
    var keyByteCount = 0
    for member in 0..<count {
      let key = members[2 * member]
      guard !key.has(JSONSlot.escapedFlag | JSONSlot.nonASCIIFlag), key.lengthField != JSONSlot.longLength else {
        return
      }
      keyByteCount += Int(key.lengthField)
    }
    guard keyByteCount <= Self.maximumKeyBytes else { return }
    let size = 8 + 8 * count + keyByteCount + 8
    guard byteBudget.pointee.subtract(size, ordering: .relaxed).newValue >= 0 else { return }

    let shape = UnsafeMutableRawPointer(UnsafeMutablePointer<UInt8>.mallocated(capacity: size))
    shape.storeBytes(of: count, as: Int.self)
    let keyBytes = shape + 8 + 8 * count
    var start = 0
    for member in 0..<count {
      let key = members[2 * member]
      shape.storeBytes(of: UInt32(truncatingIfNeeded: key.bits &>> 32), toByteOffset: 8 + 4 * member, as: UInt32.self)
      shape.storeBytes(of: UInt32(start), toByteOffset: 8 + 4 * count + 4 * member, as: UInt32.self)
      let length = Int(key.lengthField)
      (keyBytes + start).copyMemory(from: bytes.baseAddress! + key.offset, byteCount: length)
      start += length
    }
    (keyBytes + start).initializeMemory(as: UInt8.self, repeating: 0, count: 8)
    let (exchanged, _) = slot.pointee.compareExchange(
      expected: sighting, desired: UInt(bitPattern: shape), successOrdering: .releasing, failureOrdering: .relaxed)
    // Another thread published this entry first: this shape was never seen by anyone.
    if !exchanged { shape.assumingMemoryBound(to: UInt8.self).freeMallocated() }
  }

  /// The entry for an object (it and its pair, `entry ^ 1`, may hold its shape): by its member
  /// count, its first key's length and its first and last keys' first eight bytes. Which
  /// shapes share an entry matters only to speed.
  @inline(__always)
  func entry(for members: UnsafeMutablePointer<JSONSlot>, count: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    Int(truncatingIfNeeded: Self.hash(of: members, count: count, in: bytes) &>> 32) & (self.count - 1)
  }

  /// The mark an object met once leaves in its entry: the same hash as ``entry(for:count:in:)``,
  /// with the low bit set, which no shape's address has.
  private static func sighting(
    of members: UnsafeMutablePointer<JSONSlot>, count: Int, in bytes: UnsafeBufferPointer<UInt8>
  ) -> UInt {
    UInt(truncatingIfNeeded: hash(of: members, count: count, in: bytes)) | 1
  }

  /// A hash of an object's member count, its first key's length and its first and last keys'
  /// first eight bytes.
  @inline(__always)
  private static func hash(
    of members: UnsafeMutablePointer<JSONSlot>, count: Int, in bytes: UnsafeBufferPointer<UInt8>
  ) -> UInt64 {
    let first = members[0]
    let last = members[2 * (count - 1)]
    var mixed = (Self.firstWord(of: first, in: bytes) ^ UInt64(truncatingIfNeeded: count)) &* 0x9E37_79B9_7F4A_7C15
    mixed ^= (Self.firstWord(of: last, in: bytes) ^ (first.bits &>> 32) &<< 7) &* 0xC2B2_AE3D_27D4_EB4F
    return mixed ^ mixed &>> 31
  }

  /// Up to the first eight bytes of a key, zero-padded.
  @inline(__always)
  private static func firstWord(of key: JSONSlot, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    KeyBytes.firstWord(
      bytes.baseAddress! + key.offset, length: Int(key.lengthField), wordReadable: key.offset + 8 <= bytes.count)
  }
}
