#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the keys an object repeats, when the object closes, without hashing a `String`
/// per key in the common case.
///
/// A key of ASCII without escapes is its bytes: such keys are compared by length and bytes,
/// pairwise in a small object and through a reused open-addressing table in a larger one
/// (its entries carry the object's generation, so the table is never cleared). An object
/// with any other key falls back to a dictionary of the decoded keys, because Swift strings
/// compare by canonical equivalence (`"é"` is `"e\u{301}"`, `"\u{212A}"` is `"K"`) and those
/// keys must repeat exactly when a `[String: JSON]` would say so.
struct RepeatedKeys: ~Copyable {
  /// A key that appears twice, in a document that rejects that.
  struct Repeated: Error {
    let key: String
    /// The offsets of the opening quotes of the first and of the repeating occurrence.
    let firstQuote: Int
    let secondQuote: Int
  }

  /// Objects of at most this many members are checked without the table.
  private static let pairwiseLimit = 16

  /// Each key's fingerprint, for the object being checked.
  private var fingerprints: UnsafeMutablePointer<UInt64>
  private var fingerprintCapacity = 64
  /// Open-addressing table: the object's generation in the high 32 bits, the member in the low 32.
  private var table: UnsafeMutablePointer<UInt64>
  private var tableSize = 0
  private var generation: UInt64 = 0

  init() {
    fingerprints = .allocate(capacity: fingerprintCapacity)
    table = .allocate(capacity: 1)
  }

  deinit {
    fingerprints.deallocate()
    table.deallocate()
  }

  /// Gives every repeated key its last value, in the place and spelling of its first
  /// appearance (as a dictionary would), marking the later appearances as shadowed; or
  /// throws the first repetition when `reject`. Returns how many members were shadowed.
  ///
  /// `members` holds the object's `count` members as key slot, value slot, … .
  mutating func mark(
    members: UnsafeMutablePointer<JSONSlot>, count: Int, in bytes: UnsafeBufferPointer<UInt8>, reject: Bool
  ) throws(Repeated) -> Int {
    guard count > 1 else { return 0 }
    if count > fingerprintCapacity {
      fingerprints.deallocate()
      fingerprintCapacity = max(count, 2 * fingerprintCapacity)
      fingerprints = .allocate(capacity: fingerprintCapacity)
    }
    var plain = true
    for member in 0..<count {
      let key = members[2 * member]
      if key.has(JSONSlot.escapedFlag | JSONSlot.nonASCIIFlag) {
        plain = false
        break
      }
      fingerprints[member] = Self.fingerprint(key, in: bytes)
    }
    guard plain else { return try markByString(members: members, count: count, in: bytes, reject: reject) }

    var shadowed = 0
    if count <= Self.pairwiseLimit {
      // One of 64 bits per key, chosen by its fingerprint: a key whose bit is not yet set
      // is new, and only the others are compared with the keys before them.
      var seen: UInt64 = 0
      for later in 0..<count {
        let fingerprint = fingerprints[later]
        let bit: UInt64 = 1 &<< (fingerprint &>> 58)
        defer { seen |= bit }
        guard seen & bit != 0 else { continue }
        for earlier in 0..<later where fingerprints[earlier] == fingerprint {
          if !members[2 * earlier].has(JSONSlot.shadowedFlag),
            Self.sameBytes(members[2 * earlier], members[2 * later], in: bytes)
          {
            if reject { throw Self.repeated(members[2 * earlier], members[2 * later], in: bytes) }
            Self.keepLastValue(members: members, earlier: earlier, later: later)
            shadowed += 1
            break
          }
        }
      }
      return shadowed
    }

    var size = 32
    while size < 2 * count { size *= 2 }
    generation &+= 1
    if size > tableSize || generation > UInt64(UInt32.max) {
      // A new table, or every stamp made stale by a wrap: start afresh.
      table.deallocate()
      tableSize = max(size, tableSize)
      table = .allocate(capacity: tableSize)
      table.initialize(repeating: 0, count: tableSize)
      if generation > UInt64(UInt32.max) { generation = 1 }
    }
    let mask = size - 1
    let stamp = generation &<< 32
    for member in 0..<count {
      let fingerprint = fingerprints[member]
      var position = Int(truncatingIfNeeded: fingerprint &>> 32) & mask
      while true {
        let entry = table[position]
        guard entry & 0xFFFF_FFFF_0000_0000 == stamp else {
          table[position] = stamp | UInt64(member)
          break
        }
        let earlier = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF)
        if fingerprints[earlier] == fingerprint, Self.sameBytes(members[2 * earlier], members[2 * member], in: bytes) {
          if reject { throw Self.repeated(members[2 * earlier], members[2 * member], in: bytes) }
          Self.keepLastValue(members: members, earlier: earlier, later: member)
          shadowed += 1
          break
        }
        position = (position + 1) & mask
      }
    }
    return shadowed
  }

  /// Moves the value of the member `later` to the member `earlier`, which spells the same
  /// key, and hides `later`.
  @inline(__always)
  private static func keepLastValue(members: UnsafeMutablePointer<JSONSlot>, earlier: Int, later: Int) {
    members[2 * earlier + 1] = members[2 * later + 1]
    members[2 * later].bits |= JSONSlot.shadowedFlag
  }

  /// The fallback for objects with escaped or non-ASCII keys: a dictionary of decoded keys.
  private func markByString(
    members: UnsafeMutablePointer<JSONSlot>, count: Int, in bytes: UnsafeBufferPointer<UInt8>, reject: Bool
  ) throws(Repeated) -> Int {
    var seen = [String: Int](minimumCapacity: count)
    var shadowed = 0
    for member in 0..<count {
      let key = Self.text(of: members[2 * member], in: bytes)
      if let earlier = seen[key] {
        if reject { throw Self.repeated(members[2 * earlier], members[2 * member], in: bytes) }
        Self.keepLastValue(members: members, earlier: earlier, later: member)
        shadowed += 1
      } else {
        seen[key] = member
      }
    }
    return shadowed
  }

  private static func repeated(_ first: JSONSlot, _ second: JSONSlot, in bytes: UnsafeBufferPointer<UInt8>) -> Repeated
  {
    Repeated(key: text(of: second, in: bytes), firstQuote: first.offset - 1, secondQuote: second.offset - 1)
  }

  /// A key's text, escapes decoded.
  private static func text(of key: JSONSlot, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    let contents = UnsafeBufferPointer(rebasing: bytes[key.offset..<key.offset + contentLength(of: key, in: bytes)])
    return key.has(JSONSlot.escapedFlag)
      ? JSONStringEscapes.decode(contents) : String(decoding: contents, as: UTF8.self)
  }

  /// The length of a key's contents: from its slot, or, for a key too long for the slot's
  /// field, up to its closing quote (a key's contents hold no unescaped quote).
  private static func contentLength(of key: JSONSlot, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    if key.lengthField != JSONSlot.longLength { return Int(key.lengthField) }
    var end = key.offset
    while bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
    return end - key.offset
  }

  @inline(__always)
  private static func sameBytes(_ first: JSONSlot, _ second: JSONSlot, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let length = contentLength(of: first, in: bytes)
    guard length == contentLength(of: second, in: bytes) else { return false }
    return memcmp(bytes.baseAddress! + first.offset, bytes.baseAddress! + second.offset, length) == 0
  }

  /// A hash of a key's length and its first and last eight bytes (or all of a shorter key):
  /// keys with different fingerprints differ, equal fingerprints are checked byte by byte.
  @inline(__always)
  private static func fingerprint(_ key: JSONSlot, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let length = Int(key.lengthField)
    let start = bytes.baseAddress! + key.offset
    var first: UInt64 = 0
    var last: UInt64 = 0
    if length >= 8 {
      first = UnsafeRawPointer(start).loadUnaligned(as: UInt64.self)
      last = UnsafeRawPointer(start + length - 8).loadUnaligned(as: UInt64.self)
    } else if key.offset + 8 <= bytes.count {
      // Only the key's own bytes: the rest of the word is whatever follows it.
      first = UnsafeRawPointer(start).loadUnaligned(as: UInt64.self) & ((1 &<< UInt64(8 * length)) &- 1)
    } else {
      for position in 0..<length { first |= UInt64(start[position]) &<< UInt64(8 * position) }
    }
    return (first ^ (last &>> 3) ^ UInt64(length)) &* 0x9E37_79B9_7F4A_7C15
  }
}
