/// The `String`s made for recent object keys, found again by their bytes.
///
/// Documents repeat the same keys in object after object (an array of records). Each
/// repetition would otherwise validate the bytes again and, for keys longer than 15
/// UTF-8 bytes, allocate a new string; a hit here costs a hash of at most 16 bytes and
/// one comparison, and shares the first string's storage. Only keys without escapes
/// are cached, so a key's bytes in the input are its contents. A small two-way table
/// keeps both hit and miss cheap; a newer key replaces the older of its pair.
struct KeyCache: ~Copyable {
  private struct Slot {
    /// Where the key's bytes were seen in the input, or -1 for an empty slot.
    var start: Int
    var length: Int
    var key: String
  }

  /// Keys longer than this are not cached: rare, and slower to compare.
  static let maximumLength = 64
  private static let slotCount = 256

  private let slots: UnsafeMutablePointer<Slot>

  init() {
    slots = .allocate(capacity: Self.slotCount)
    slots.initialize(repeating: Slot(start: -1, length: 0, key: ""), count: Self.slotCount)
  }

  deinit {
    slots.deinitialize(count: Self.slotCount)
    slots.deallocate()
  }

  /// The slot for a key's bytes: a multiplicative hash of its length and its first and
  /// last eight bytes. `base + start` must have 8 readable bytes from `start` and before
  /// `start + length` (the caller checks the input is long enough).
  @inline(__always)
  private static func slotIndex(base: UnsafePointer<UInt8>, start: Int, length: Int) -> Int {
    let raw = UnsafeRawPointer(base)
    let first = raw.loadUnaligned(fromByteOffset: start, as: UInt64.self)
    let mixed: UInt64
    if length >= 8 {
      let last = raw.loadUnaligned(fromByteOffset: start + length - 8, as: UInt64.self)
      mixed = (first ^ (last &>> 3) ^ UInt64(length)) &* 0x9E37_79B9_7F4A_7C15
    } else {
      // Only the key's own bytes: the rest of the word is whatever follows it.
      mixed = ((first & ((1 &<< UInt64(8 * length)) &- 1)) ^ UInt64(length)) &* 0x9E37_79B9_7F4A_7C15
    }
    return Int(truncatingIfNeeded: mixed &>> 56)
  }

  /// The cached string for the key bytes `base[start..<start + length]`, or the one
  /// `make` returns for them, remembered for next time.
  @inline(__always)
  mutating func key<Failure: Error>(
    base: UnsafePointer<UInt8>, start: Int, length: Int, make: () throws(Failure) -> String
  ) throws(Failure) -> String {
    // Two slots per hash (a pair), the most recently added key first, so two frequent
    // keys with the same hash do not keep evicting each other.
    let first = slots + (Self.slotIndex(base: base, start: start, length: length) & ~1)
    if matches(first, base: base, start: start, length: length) { return first.pointee.key }
    let second = first + 1
    if matches(second, base: base, start: start, length: length) { return second.pointee.key }
    let key = try make()
    second.pointee = first.move()
    first.initialize(to: Slot(start: start, length: length, key: key))
    return key
  }

  @inline(__always)
  private func matches(_ slot: UnsafeMutablePointer<Slot>, base: UnsafePointer<UInt8>, start: Int, length: Int) -> Bool
  {
    slot.pointee.length == length && slot.pointee.start >= 0
      && memoryEqual(base + slot.pointee.start, base + start, length)
  }

  @inline(__always)
  private func memoryEqual(_ lhs: UnsafePointer<UInt8>, _ rhs: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    var offset = 0
    while offset + 8 <= count {
      let left = UnsafeRawPointer(lhs + offset).loadUnaligned(as: UInt64.self)
      let right = UnsafeRawPointer(rhs + offset).loadUnaligned(as: UInt64.self)
      if left != right { return false }
      offset += 8
    }
    while offset < count {
      if lhs[offset] != rhs[offset] { return false }
      offset += 1
    }
    return true
  }
}
