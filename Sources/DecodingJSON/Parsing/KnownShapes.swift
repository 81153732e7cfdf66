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
/// Entries are published once and never freed or replaced, so a thread that reads one never
/// sees it change or go (hence `@unchecked Sendable`: the pointers change only from empty
/// to an immutable shape, atomically). The memory they take is capped by ``byteBudget``;
/// once it is spent, nothing more is remembered.
///
/// A handle to memory that lives as long as the process, not an object: copying it into
/// every parse's checker costs no reference counting.
struct KnownShapes: @unchecked Sendable {
  /// The table every parse uses: 4,096 entries (32 KB), and shapes in at most 1 MB.
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
  /// The bytes still free for new shapes; below zero, nothing more is remembered.
  private let byteBudget: UnsafeMutablePointer<Atomic<Int>>

  /// A table of `count` shapes (rounded up to a power of two) taking at most `byteBudget` bytes.
  init(count: Int, byteBudget: Int) {
    let wanted = max(count, 2)
    self.count = 1 << (Int.bitWidth - (wanted - 1).leadingZeroBitCount)
    entries = .mallocated(capacity: self.count)
    for index in 0..<self.count { (entries + index).initialize(to: Atomic(0)) }
    self.byteBudget = .mallocated(capacity: 1)
    self.byteBudget.initialize(to: Atomic(byteBudget))
  }

  /// Frees the table and every shape in it: only for a table that no thread uses any more,
  /// as a test's own table (``shared`` and ``disabled`` live as long as the process).
  func deallocate() {
    for index in 0..<count {
      let address = entries[index].load(ordering: .relaxed)
      if let shape = UnsafeMutableRawPointer(bitPattern: address) {
        shape.assumingMemoryBound(to: UInt8.self).freeMallocated()
      }
    }
    entries.deinitialize(count: count)
    entries.freeMallocated()
    byteBudget.deinitialize(count: 1)
    byteBudget.freeMallocated()
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
    guard let shape = UnsafeRawPointer(bitPattern: address), shape.load(as: Int.self) == count else { return false }
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
  /// repeats, unless both entries of the pair are taken, a key is not plain (ASCII without
  /// escapes), the object is too wide, or the budget is spent.
  func remember(
    _ members: UnsafeMutablePointer<JSONSlot>, count: Int, in bytes: UnsafeBufferPointer<UInt8>, pair: Int
  ) {
    guard count <= Self.maximumMembers else { return }
    var slot = entries + pair
    if slot.pointee.load(ordering: .relaxed) != 0 {
      slot = entries + (pair ^ 1)
      guard slot.pointee.load(ordering: .relaxed) == 0 else { return }
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
      expected: 0, desired: UInt(bitPattern: shape), successOrdering: .releasing, failureOrdering: .relaxed)
    // Another thread published this entry first: this shape was never seen by anyone.
    if !exchanged { shape.assumingMemoryBound(to: UInt8.self).freeMallocated() }
  }

  /// The entry for an object (it and its pair, `entry ^ 1`, may hold its shape): by its member
  /// count, its first key's length and its first and last keys' first eight bytes. Which
  /// shapes share an entry matters only to speed.
  @inline(__always)
  func entry(for members: UnsafeMutablePointer<JSONSlot>, count: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let first = members[0]
    let last = members[2 * (count - 1)]
    var mixed = (Self.firstWord(of: first, in: bytes) ^ UInt64(truncatingIfNeeded: count)) &* 0x9E37_79B9_7F4A_7C15
    mixed ^= (Self.firstWord(of: last, in: bytes) ^ (first.bits &>> 32) &<< 7) &* 0xC2B2_AE3D_27D4_EB4F
    mixed ^= mixed &>> 31
    return Int(truncatingIfNeeded: mixed &>> 32) & (self.count - 1)
  }

  /// Up to the first eight bytes of a key, zero-padded.
  @inline(__always)
  private static func firstWord(of key: JSONSlot, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    KeyBytes.firstWord(
      bytes.baseAddress! + key.offset, length: Int(key.lengthField), wordReadable: key.offset + 8 <= bytes.count)
  }
}
