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
/// Keys are compared by their code points, as RFC 8259 §8.3 recommends and as Python and
/// JavaScript do: `"é"` and `"e\u{301}"`, or `"K"` and `"\u{212A}"`, are two keys, although
/// Swift strings would call them equal. A key of ASCII without escapes is its bytes: such
/// keys are compared by length and bytes, pairwise in a small object and through a reused
/// open-addressing table in a larger one (its entries carry the object's generation, so the
/// table is never cleared). An object with any other key falls back to a dictionary of the
/// decoded keys' code points.
///
/// The cost is linear in the object's size for any set of keys. The table is placed by a
/// cheap fingerprint of each key's bytes, seeded at random per process, so that no input
/// can be built to make keys collide; and should a set of keys collide all the same, an
/// object whose probes pass ``probeAllowance`` per member is checked again with every key
/// hashed by the standard library's seeded SipHash.
///
/// An object whose keys are, byte for byte, those of an object already found free of
/// repeats has none either: recent shapes of the document are remembered here, and shapes
/// of earlier documents in ``KnownShapes``.
struct RepeatedKeys: ~Copyable {
  /// A key that appears twice, in a document that rejects that.
  struct Repeated: Error {
    let key: String
    /// The offsets of the opening quotes of the first and of the repeating occurrence.
    let firstQuote: Int
    let secondQuote: Int
  }

  /// Objects of at most this many members are checked without the table: a model's object,
  /// met once in a small document, cost a table probe per key and the table's allocation.
  private static let pairwiseLimit = 64

  /// The table probes per member (beyond a few) that one object may take with fingerprints
  /// before its keys are hashed in full: a random set of keys needs about 1.5 at the
  /// table's load of at most one half.
  static let probeAllowance = 4

  /// Key comparisons and table probes made so far: what the check costs, which tests
  /// count to show that it grows linearly with any input.
  private(set) var work = 0

  /// The keys of a recent object of plain keys found free of repeats.
  private struct Shape {
    /// Room for ``inlineKeys`` keys in the checker's one block, or, for a wider object, a
    /// buffer of the shape's own.
    var keys: UnsafeMutablePointer<JSONSlot>
    var capacity: Int
    var count: Int
  }

  /// Keys a shape holds in the checker's block; a wider object's shape gets its own buffer.
  private static let inlineKeys = 16
  /// Fingerprints the checker's block holds; a wider object gets a buffer of its own.
  private static let inlineFingerprints = 64

  /// Shapes are remembered in sets chosen by member count modulo the number of sets, two to
  /// a set (so that objects of the same count but different keys, nested or alternating, both
  /// stay); at most this many sets.
  static let maximumShapeSets = 64
  /// The number of sets, a power of two: fewer for a small document, which has few shapes
  /// to remember, so that setting the sets up does not dominate its parse.
  private let shapeSets: Int
  /// Recent objects' keys, two per set, the most recently used first: documents repeat the
  /// shape of their objects (every user, every event), and an object whose keys are byte for
  /// byte those of a remembered one repeats none either, which one comparison per key proves.
  /// Lent by ``block``, or by ``noBlock`` until the block is made.
  private var shapes: UnsafeMutablePointer<Shape>
  /// The block of the shapes, the inline fingerprints and the shapes' inline keys, in one
  /// allocation; made by ``makeBlock()``.
  private var block = HeapBuffer<UInt8>()

  /// Each key's fingerprint, for the object being checked: lent by ``block`` up to
  /// ``inlineFingerprints``, by ``wideFingerprints`` for a wider object.
  private var fingerprints: UnsafeMutablePointer<UInt64>
  private var fingerprintCapacity = RepeatedKeys.inlineFingerprints
  /// Fingerprints of an object wider than ``inlineFingerprints``.
  private var wideFingerprints = HeapBuffer<UInt64>()
  /// Open-addressing table: the object's generation in the high 32 bits, the member in the
  /// low 32. Made by the first object too large to check pairwise.
  private var table = HeapBuffer<UInt64>()
  private var generation: UInt64 = 0
  /// ``processSeed``, read once per parse.
  private let seed = RepeatedKeys.processSeed
  /// Whether every key gets the same fingerprint: how tests play a set of keys that collides
  /// whatever the seed, to check the fallback.
  private let fingerprintsCollide: Bool
  /// Shapes remembered across documents.
  private let knownShapes: KnownShapes
  /// Objects of two members or more checked so far.
  private var objectsChecked = 0
  /// Whether the block of shapes and fingerprints is made yet (``makeBlock()``).
  private var hasBlock: Bool { block.capacity > 0 }

  /// The objects a document checks against ``KnownShapes`` alone before it remembers shapes
  /// of its own. A small response's few objects are all known to the process after the
  /// first, and cost less there than making the block and copying each shape into it; a
  /// larger document repeats its shapes, and its own sets find them without hashing.
  static let objectsBeforeOwnShapes = 32

  /// What ``shapes`` and ``fingerprints`` point to until the block is made.
  private static let noBlock = NoBlock()

  /// Stand-ins for the block, in memory of their own for the life of the process: shapes of
  /// no keys, which match no object (every object checked has two members or more), read and
  /// never written, and room for a fingerprint that is never used (the block is made before
  /// any fingerprint is taken).
  private struct NoBlock: @unchecked Sendable {
    let shapes: UnsafeMutablePointer<Shape>
    let fingerprints: UnsafeMutablePointer<UInt64>

    init() {
      let count = 2 * RepeatedKeys.maximumShapeSets
      let keys = UnsafeMutablePointer<JSONSlot>.mallocated(capacity: 1)
      shapes = .mallocated(capacity: count)
      shapes.initialize(repeating: Shape(keys: keys, capacity: 0, count: 0), count: count)
      fingerprints = .mallocated(capacity: 1)
    }
  }

  /// A checker for a document of `inputLength` bytes, which consults and adds to
  /// `knownShapes`: the parser passes what ``KnownShapes/enterShared()`` gives, which the
  /// checker leaves as it goes.
  init(inputLength: Int = .max, fingerprintsCollide: Bool = false, knownShapes: KnownShapes = .disabled) {
    self.fingerprintsCollide = fingerprintsCollide
    self.knownShapes = knownShapes
    shapeSets = Self.shapeSets(forInputLength: inputLength)
    shapes = Self.noBlock.shapes
    fingerprints = Self.noBlock.fingerprints
  }

  /// The set of two shapes that objects of `count` members are remembered in.
  @inline(__always)
  private func shapeSet(forCount count: Int) -> UnsafeMutablePointer<Shape> {
    shapes + 2 * (count & (shapeSets - 1))
  }

  /// Makes the block: one `malloc` for the shapes, the fingerprints, then each shape's keys
  /// (a small document's parse made five buffers here, a tenth of its instructions:
  /// `Benchmarks/Scripts/decode-instructions.sh response_300b`).
  private mutating func makeBlock() {
    let shapeCount = 2 * shapeSets
    let shapeBytes = shapeCount * MemoryLayout<Shape>.stride
    let fingerprintBytes = Self.inlineFingerprints * MemoryLayout<UInt64>.stride
    let keyBytes = shapeCount * Self.inlineKeys * MemoryLayout<JSONSlot>.stride
    block = HeapBuffer(capacity: shapeBytes + fingerprintBytes + keyBytes)
    let block = UnsafeMutableRawPointer(self.block.base)
    shapes = block.bindMemory(to: Shape.self, capacity: shapeCount)
    fingerprints = (block + shapeBytes).bindMemory(to: UInt64.self, capacity: Self.inlineFingerprints)
    let keys = (block + shapeBytes + fingerprintBytes).bindMemory(
      to: JSONSlot.self, capacity: shapeCount * Self.inlineKeys)
    for index in 0..<shapeCount {
      (shapes + index).initialize(to: Shape(keys: keys + index * Self.inlineKeys, capacity: Self.inlineKeys, count: 0))
    }
  }

  deinit {
    KnownShapes.leave(knownShapes)
    guard hasBlock else { return }
    // A wider shape's keys are in a block of their own (``remember(_:count:as:)``).
    for index in 0..<2 * shapeSets where shapes[index].capacity > Self.inlineKeys {
      shapes[index].keys.freeMallocated()
    }
  }

  /// One set per 256 bytes of input (an object with two or more members takes 30 bytes at
  /// least), rounded down to a power of two, from 1 to ``maximumShapeSets``: a 300-byte
  /// document spent 29% of its parse initializing 128 shapes
  /// (`Benchmarks/Scripts/decode-instructions.sh response_300b`).
  static func shapeSets(forInputLength length: Int) -> Int {
    let wanted = min(max(length / 256, 1), maximumShapeSets)
    return 1 << (Int.bitWidth - 1 - wanted.leadingZeroBitCount)
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
    let shapeSet = self.shapeSet(forCount: count)
    if shapeSet[0].count == count, Self.haveKeys(members, count: count, of: shapeSet[0], in: bytes) {
      return 0
    }
    if shapeSet[1].count == count, Self.haveKeys(members, count: count, of: shapeSet[1], in: bytes) {
      Self.swapShapes(shapeSet)
      return 0
    }
    objectsChecked &+= 1
    // Only objects the process may know: wider ones are not remembered there.
    let knownEntry =
      count <= KnownShapes.maximumMembers ? knownShapes.entry(for: members, count: count, in: bytes) : nil
    if let knownEntry, knownShapes.contains(members, count: count, in: bytes, pair: knownEntry) {
      if objectsChecked > Self.objectsBeforeOwnShapes {
        // Remembered here too: the objects after it in this document then match it here,
        // as they did before the process knew it.
        if !hasBlock { makeBlock() }
        let shapeSet = self.shapeSet(forCount: count)
        Self.swapShapes(shapeSet)
        Self.remember(members, count: count, as: shapeSet)
      }
      return 0
    }
    if !hasBlock { makeBlock() }
    if count > fingerprintCapacity {
      fingerprintCapacity = max(count, 2 * fingerprintCapacity)
      wideFingerprints = HeapBuffer(capacity: fingerprintCapacity)
      fingerprints = wideFingerprints.base
    }
    var plain = true
    for member in 0..<count {
      let key = members[2 * member]
      if key.has(JSONSlot.escapedFlag | JSONSlot.nonASCIIFlag) {
        plain = false
        break
      }
      fingerprints[member] = fingerprintsCollide ? seed : Self.fingerprint(key, in: bytes, seed: seed)
    }
    guard plain else { return try markByString(members: members, count: count, in: bytes, reject: reject) }
    let shadowed = try markPlain(members: members, count: count, in: bytes, reject: reject)
    if shadowed == 0 {
      // The least recently used shape of the set makes way.
      let shapeSet = self.shapeSet(forCount: count)
      Self.swapShapes(shapeSet)
      Self.remember(members, count: count, as: shapeSet)
      if let knownEntry { knownShapes.remember(members, count: count, in: bytes, pair: knownEntry) }
    }
    return shadowed
  }

  /// ``mark(members:count:in:reject:)`` for an object whose keys are all ASCII without
  /// escapes, their fingerprints computed.
  private mutating func markPlain(
    members: UnsafeMutablePointer<JSONSlot>, count: Int, in bytes: UnsafeBufferPointer<UInt8>, reject: Bool
  ) throws(Repeated) -> Int {
    var shadowed = 0
    if count <= Self.pairwiseLimit {
      // One of 64 bits per key (256 past 16 members), chosen by its fingerprint: a key whose
      // bit is not yet set is new, and only the others are compared with the keys before
      // them (about an eighth of the keys of the widest object, when the bits are random).
      var seen: UInt64 = 0
      var wideSeen = SIMD4<UInt64>()
      for later in 0..<count {
        let fingerprint = fingerprints[later]
        let isSeen: Bool
        if count <= 16 {
          let bit: UInt64 = 1 &<< (fingerprint &>> 58)
          isSeen = seen & bit != 0
          seen |= bit
        } else {
          let word = Int(truncatingIfNeeded: fingerprint &>> 62)
          let bit: UInt64 = 1 &<< (fingerprint &>> 56 & 63)
          isSeen = wideSeen[word] & bit != 0
          wideSeen[word] |= bit
        }
        guard isSeen else { continue }
        for earlier in 0..<later where fingerprints[earlier] == fingerprint {
          work &+= 1
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

    let (shadowedByFingerprint, outcome) = markInTable(
      members: members, count: count, in: bytes, reject: reject, probeBudget: Self.probeAllowance * count + 64)
    if let repetition = outcome.repetition { throw repetition }
    guard !outcome.outOfBudget else {
      // Keys built to share their fingerprints: hash each in full with a seed no input
      // knows, and check the members not yet found to be repeats again.
      for member in 0..<count { fingerprints[member] = Self.seededHash(members[2 * member], in: bytes) }
      let (shadowedByHash, rechecked) = markInTable(
        members: members, count: count, in: bytes, reject: reject, probeBudget: .max)
      if let repetition = rechecked.repetition { throw repetition }
      return shadowedByFingerprint + shadowedByHash
    }
    return shadowedByFingerprint
  }

  /// How a pass over the table ended, when it did not end by checking every member.
  private struct TableOutcome {
    /// The first repeated key, when repeats are rejected.
    var repetition: Repeated?
    /// Whether the pass stopped because the keys took more probes than its budget.
    var outOfBudget = false
  }

  /// Places each member not yet shadowed in the open-addressing table by its fingerprint,
  /// marking repeats, and stops after `probeBudget` probes. Returns how many members it
  /// shadowed, and why it stopped early, if it did.
  private mutating func markInTable(
    members: UnsafeMutablePointer<JSONSlot>, count: Int, in bytes: UnsafeBufferPointer<UInt8>, reject: Bool,
    probeBudget: Int
  ) -> (shadowed: Int, outcome: TableOutcome) {
    var size = 32
    while size < 2 * count { size *= 2 }
    generation &+= 1
    if size > self.table.count || generation > UInt64(UInt32.max) {
      // A new table, or every stamp made stale by a wrap: start afresh.
      let tableSize = max(size, self.table.count)
      self.table = HeapBuffer(capacity: tableSize)
      self.table.append(repeating: 0, count: tableSize)
      if generation > UInt64(UInt32.max) { generation = 1 }
    }
    let table = self.table.base
    let mask = size - 1
    // The top bits of a multiplicative hash are its best mixed: place keys by those.
    let shift = UInt64(64 - size.trailingZeroBitCount)
    let stamp = generation &<< 32
    var shadowed = 0
    var probes = 0
    defer { work &+= probes }
    for member in 0..<count where !members[2 * member].has(JSONSlot.shadowedFlag) {
      let fingerprint = fingerprints[member]
      var position = Int(truncatingIfNeeded: fingerprint &>> shift)
      while true {
        probes += 1
        guard probes <= probeBudget else { return (shadowed, TableOutcome(outOfBudget: true)) }
        let entry = table[position]
        guard entry & 0xFFFF_FFFF_0000_0000 == stamp else {
          table[position] = stamp | UInt64(member)
          break
        }
        let earlier = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF)
        if fingerprints[earlier] == fingerprint, Self.sameBytes(members[2 * earlier], members[2 * member], in: bytes) {
          if reject {
            return (
              shadowed, TableOutcome(repetition: Self.repeated(members[2 * earlier], members[2 * member], in: bytes))
            )
          }
          Self.keepLastValue(members: members, earlier: earlier, later: member)
          shadowed += 1
          break
        }
        position = (position + 1) & mask
      }
    }
    return (shadowed, TableOutcome())
  }

  /// Whether the keys of the object `members` are, in order, those of `shape`, which has
  /// `count` keys too. The shape's keys are plain, so a key with an escape or a byte above
  /// 0x7F never matches: its flags differ.
  @inline(__always)
  private static func haveKeys(
    _ members: UnsafeMutablePointer<JSONSlot>, count: Int, of shape: Shape, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let keys = shape.keys
    let base = bytes.baseAddress!
    for member in 0..<count {
      let key = members[2 * member]
      let known = keys[member]
      // Kind, flags and length field, all at once.
      guard (key.bits ^ known.bits) &>> JSONSlot.lengthShift == 0 else { return false }
      let length = Int(key.lengthField)
      if length == Int(JSONSlot.longLength) {
        // Too long for the field: measured in the input.
        guard sameBytes(key, known, in: bytes) else { return false }
      } else if !KeyBytes.equal(
        base + key.offset, base + known.offset, length: length,
        wordReadable: max(key.offset, known.offset) + 8 <= bytes.count)
      {
        return false
      }
    }
    return true
  }

  /// Swaps the two shapes of the set at `shapeSet`.
  private static func swapShapes(_ shapeSet: UnsafeMutablePointer<Shape>) {
    let first = shapeSet[0]
    shapeSet[0] = shapeSet[1]
    shapeSet[1] = first
  }

  /// Remembers the keys of `members`, an object of plain keys without repeats, as `shape`.
  private static func remember(
    _ members: UnsafeMutablePointer<JSONSlot>, count: Int, as shape: UnsafeMutablePointer<Shape>
  ) {
    if count > shape.pointee.capacity {
      if shape.pointee.capacity > inlineKeys { shape.pointee.keys.freeMallocated() }
      shape.pointee.keys = .mallocated(capacity: count)
      shape.pointee.capacity = count
    }
    let keys = shape.pointee.keys
    for member in 0..<count { keys[member] = members[2 * member] }
    shape.pointee.count = count
  }

  /// Moves the value of the member `later` to the member `earlier`, which spells the same
  /// key, and hides `later`.
  @inline(__always)
  private static func keepLastValue(members: UnsafeMutablePointer<JSONSlot>, earlier: Int, later: Int) {
    members[2 * earlier + 1] = members[2 * later + 1]
    members[2 * later].bits |= JSONSlot.shadowedFlag
  }

  /// The fallback for objects with escaped or non-ASCII keys: a dictionary of the decoded
  /// keys' code points.
  private mutating func markByString(
    members: UnsafeMutablePointer<JSONSlot>, count: Int, in bytes: UnsafeBufferPointer<UInt8>, reject: Bool
  ) throws(Repeated) -> Int {
    var seen = [CodePointKey: Int](minimumCapacity: count)
    var shadowed = 0
    work &+= count
    for member in 0..<count {
      let key = CodePointKey(Self.text(of: members[2 * member], in: bytes))
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

  /// A hash of all of a key's bytes by the standard library's hasher, whose seed is chosen
  /// afresh by each process.
  private static func seededHash(_ key: JSONSlot, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hasher = Hasher()
    hasher.combine(
      bytes: UnsafeRawBufferPointer(start: bytes.baseAddress! + key.offset, count: contentLength(of: key, in: bytes)))
    return UInt64(bitPattern: Int64(hasher.finalize()))
  }

  /// A hash of all of a key's bytes, eight at a time, from this process's `seed`: keys
  /// with different fingerprints differ, equal fingerprints are checked byte by byte.
  @inline(__always)
  private static func fingerprint(_ key: JSONSlot, in bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> UInt64 {
    let length = Int(key.lengthField)
    let start = UnsafeRawPointer(bytes.baseAddress! + key.offset)
    var hash = seed ^ UInt64(length)
    if length >= 8 {
      // Whole words, the last one overlapping the one before it.
      var position = 0
      while position + 8 < length {
        hash = mix(hash ^ start.loadUnaligned(fromByteOffset: position, as: UInt64.self))
        position += 8
      }
      hash = mix(hash ^ start.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self))
    } else {
      hash = mix(hash ^ KeyBytes.firstWord(start, length: length, wordReadable: key.offset + 8 <= bytes.count))
    }
    hash ^= hash &>> 29
    hash &*= 0xBF58_476D_1CE4_E5B9
    return hash ^ hash &>> 32
  }

  @inline(__always)
  private static func mix(_ value: UInt64) -> UInt64 {
    let product = value &* 0x9E37_79B9_7F4A_7C15
    return product ^ product &>> 32
  }

  /// Chosen at random once per process, so that which keys share a fingerprint cannot be
  /// known from outside.
  private static let processSeed = UInt64.random(in: .min ... .max)
}
