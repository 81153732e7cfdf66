import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A parsed document: the input's bytes, kept alive, and the index of its values.
///
/// The parser validates the whole input in one pass and describes each value with one
/// ``JSONSlot``; nothing else is made. A ``JSON`` value read out of the document is built
/// from its slot only when it is asked for: an object or array is a view over the slots
/// (``JSONObject``, ``JSONArray``), a string or number is made from the bytes it points at.
///
/// The document is immutable once parsed, so views of it can be shared across threads. One
/// kind changes once: a document of lent bytes (``JSONInput/init(lending:)``) copies them
/// (``ownInputIfLent()``) before a value of it can reach another thread or outlive the loan.
@usableFromInline
final class JSONDocument: @unchecked Sendable {
  /// The input's bytes: the document's own, or lent until ``ownInputIfLent()``.
  // Unchecked: written only by `ownInputIfLent()`, before any value of the document can be
  // read elsewhere; every read in between is on the decoding thread.
  @exclusivity(unchecked) private(set) var input: JSONInput
  /// The children of every container, contiguous per container, in a block with room for
  /// ``LookupHints/entryCount`` more slots after the last, where the hints are kept. A large
  /// block goes back to ``RecycledBlocks/slots`` for the next parse when the document goes.
  private let storage: HeapBuffer<JSONSlot>
  /// The document's top-level value.
  let root: JSONSlot
  /// Lengths of strings and numbers too long for their slot field, by offset.
  let longLengths: [Int: Int]
  /// Counts of containers too large for their slot field, by first child.
  let largeCounts: [Int: Int]
  /// The number of distinct keys of objects with repeated keys, by first child.
  let distinctKeyCounts: [Int: Int]
  /// Where the last key lookups in recently read objects ended.
  let hints: LookupHints
  /// Whether the document nests ``deepNesting`` levels or more. Decoders recurse with a
  /// document, so only in such a document do they look at the stack left on their thread
  /// before each nested value; a shallower one cannot take them deep enough to matter.
  @usableFromInline let isDeep: Bool

  /// The depth from which a document is deep (``isDeep``).
  static let deepNesting = 64
  /// What lookups in large objects have needed, by first child: the members their scans
  /// have passed, then their indexes. (`Dictionary()`: `[:]` goes through `init(dictionaryLiteral:)`.)
  private let largeObjects = Mutex<[Int: LargeObjectLookups]>(Dictionary())

  /// A document of `slots`, whose block has room for ``LookupHints/entryCount`` more slots
  /// after the last, where the hints are kept.
  // Out of line: inlined into the parser's loop, which ends with it, it made a 3 KB parse
  // about 1.5% longer (`Benchmarks/Scripts/decode-instructions.sh response_3kb`).
  @inline(never)
  init(
    input: consuming JSONInput, slots: consuming HeapBuffer<JSONSlot>, root: JSONSlot, longLengths: [Int: Int],
    largeCounts: [Int: Int], distinctKeyCounts: [Int: Int], isDeep: Bool
  ) {
    if RecycledBlocks.keeps(slots.blockBytes) { slots.recycle(with: .slots) }
    hints = LookupHints(storage: UnsafeMutableRawPointer(slots.base + slots.count))
    self.input = input
    storage = slots
    self.root = root
    self.longLengths = longLengths
    self.largeCounts = largeCounts
    self.distinctKeyCounts = distinctKeyCounts
    self.isDeep = isDeep
  }

  /// Gives the document a copy of its input if it was parsed from lent bytes
  /// (``JSONInput/init(lending:)``): called, on the thread that lent them, before a value of
  /// the document is handed to code that may keep it, and when the loan ends while anything
  /// still holds the document. The slots address the copy as they did the lent bytes.
  func ownInputIfLent() {
    guard input.isLent else { return }
    input = JSONInput(input.bytes)
  }

  /// The slots: lent by the document, valid as long as it is.
  @inline(__always)
  var slots: UnsafeMutablePointer<JSONSlot> { storage.base }

  /// How many slots the document has.
  @inline(__always)
  var slotCount: Int { storage.count }

  /// The input's bytes, valid as long as the document is.
  @inline(__always)
  var bytes: UnsafeBufferPointer<UInt8> { input.bytes }

  // MARK: - Slots

  @inline(__always)
  func slot(at index: Int) -> JSONSlot {
    slots[index]
  }

  /// The length of a string's contents or a number's text.
  @inline(__always)
  func length(of slot: JSONSlot) -> Int {
    let field = slot.lengthField
    if field != JSONSlot.longLength { return Int(truncatingIfNeeded: field) }
    return longLengths[slot.offset] ?? Int(field)
  }

  /// The number of elements of an array, or of members (repeated keys included) of an object.
  @inline(__always)
  func count(of slot: JSONSlot) -> Int {
    let field = slot.countField
    if field != JSONSlot.largeCount { return Int(truncatingIfNeeded: field) }
    return largeCounts[slot.firstChild] ?? Int(field)
  }

  /// The number of distinct keys of an object.
  func distinctKeyCount(of object: JSONSlot) -> Int {
    guard object.has(JSONSlot.repeatedKeysFlag) else { return count(of: object) }
    return distinctKeyCounts[object.firstChild] ?? count(of: object)
  }

  // MARK: - Values

  /// The value a slot describes, with views for containers and a made `String` or number.
  @inline(__always)
  func value(of slot: JSONSlot) -> JSON {
    switch slot.kind {
    case .null: return .null
    case .false: return .bool(false)
    case .true: return .bool(true)
    case .number: return .number(number(of: slot))
    case .string: return .string(string(of: slot))
    case .array: return .array(JSONArray(document: self, slot: slot))
    case .object: return .object(JSONObject(document: self, slot: slot))
    }
  }

  /// The number a number slot points at.
  ///
  /// Inlined into ``value(of:)``: as a call, it made every array element's read retain and
  /// release the document around it (canada.json's pipeline, 111,126 numbers: 4.8% of its
  /// decode, `Benchmarks/Scripts/decode-instructions.sh canada`). ``string(of:)`` likewise.
  /// A number of 16 bytes or more (a coordinate, a 64-bit id) is read where it lies, up to
  /// the end of the input's padding, as ``doubleInRange(of:)`` reads it: the scanner stops at
  /// the number's end, and reads its last digits as a word instead of one by one (canada.json's
  /// pipeline, 111,126 numbers of about 18 bytes: 1.9% fewer instructions a decode). A shorter
  /// one is read within its length, where a few digits one by one cost less than a word
  /// (citm_catalog.json's integers of up to 13 digits, read through words: 1.3% more;
  /// `Benchmarks/Scripts/decode-instructions.sh canada citm`).
  @inline(__always)
  func number(of slot: JSONSlot) -> JSONNumber {
    let length = length(of: slot)
    let readable = length < 16 ? length : input.readableCount - slot.offset
    return JSONNumber(validText: UnsafeBufferPointer(start: bytes.baseAddress! + slot.offset, count: readable))
  }

  /// The `Double` a number slot's text gives when within range: ``JSONNumber/doubleValueInRange``
  /// without making the number. The number is read where it lies, the input and its padding
  /// after it (``JSONNumber/doubleInRange(atStartOf:)`` says why).
  @inline(__always)
  func doubleInRange(of slot: JSONSlot) -> Double? {
    JSONNumber.doubleInRange(
      atStartOf: UnsafeBufferPointer(
        start: bytes.baseAddress! + slot.offset, count: input.readableCount - slot.offset))
  }

  /// The elements of the array `slot` as ``JSONArray/doublesInRange()`` gives them.
  @inline(__always)
  func doublesInRange(ofArray slot: JSONSlot) -> [Double]? {
    let count = count(of: slot)
    let first = slot.firstChild
    // `reserveCapacity` and `append` rather than `init(unsafeUninitializedCapacity:)`,
    // which allocates through a standard library function that is not specialized: 334
    // instructions an array, about half of them looking up the array's generic metadata,
    // and 12% of canada.json's decode with the operators (55,563 arrays of two numbers;
    // `Benchmarks/Scripts/decode-instructions.sh canada`).
    var doubles: [Double] = []
    doubles.reserveCapacity(count)
    for position in 0..<count {
      let element = self.slot(at: first + position)
      guard element.kind == .number, let value = doubleInRange(of: element) else { return nil }
      doubles.append(value)
    }
    return doubles
  }

  /// The elements of the array `slot` as ``JSONArray/stringsFromSlots()`` gives them.
  @inline(__always)
  func strings(ofArray slot: JSONSlot) -> [String]? {
    let count = count(of: slot)
    let first = slot.firstChild
    var strings: [String] = []
    strings.reserveCapacity(count)
    for position in 0..<count {
      let element = self.slot(at: first + position)
      guard element.kind == .string else { return nil }
      strings.append(string(of: element))
    }
    return strings
  }

  /// The contents of a string slot, with escapes decoded.
  @inline(__always)
  func string(of slot: JSONSlot) -> String {
    let length = length(of: slot)
    let contents = UnsafeBufferPointer(rebasing: bytes[slot.offset..<slot.offset + length])
    let isASCII = !slot.has(JSONSlot.nonASCIIFlag)
    if slot.has(JSONSlot.escapedFlag) { return JSONStringEscapes.decode(validContents: contents, isASCII: isASCII) }
    return Self.string(validUTF8: contents, isASCII: isASCII)
  }

  /// A `String` of `contents`, which the parser has checked to be valid UTF-8 (it rejects
  /// any document with an invalid sequence) and found ASCII or not, made without checking
  /// them again: the standard library's check was 3% of a twitter.json decode
  /// (`Benchmarks/Scripts/decode-instructions.sh twitter`).
  @inline(__always)
  static func string(validUTF8 contents: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String {
    assert(String(validating: contents, as: UTF8.self) != nil, "the parser let invalid UTF-8 through")
    assert(!isASCII || contents.allSatisfy { $0 < 0x80 }, "a string marked ASCII is not")
    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
      return String(copying: unsafe UTF8Span(unchecked: unsafe Span(_unsafeElements: contents), isKnownASCII: isASCII))
    }
    return String(decoding: contents, as: UTF8.self)
  }

  /// The value slot of the member `key` of `object` (for a repeated key, the last value).
  ///
  /// Keys compare by their code points (RFC 8259 §8.3): a key of ASCII without escapes,
  /// nearly every key, by its length first (with the slot's flags, in one comparison), then
  /// its bytes; a key with escapes by the UTF-8 of its decoded text.
  ///
  /// Decoders read an object's members in about the order they are written, so the scan
  /// starts after the member found last in the same object (see ``LookupHints``) and
  /// wraps around: reading every member in order costs one comparison each. An object of
  /// ``indexedFrom`` members or more is scanned until its scans have passed
  /// ``scansBeforeIndex`` times its members; then a ``MemberIndex`` is built, so that any
  /// number of lookups in any order costs time linear in their number and the object's size,
  /// while an object that misses its hints only now and then is never indexed.
  func member(_ wanted: String, of object: JSONSlot) -> JSONSlot? {
    let count = count(of: object)
    guard count > 0 else { return nil }
    let first = object.firstChild
    let start = hints.start(for: first, count: count)
    let found: Int?? = wanted.utf8.withContiguousStorageIfAvailable { wantedBytes in
      if count >= Self.indexedFrom, let index = memberIndex(of: object, count: count) {
        return index.member(wantedBytes, in: self)
      }
      return Self.member(wantedBytes, among: slots + first, count: count, from: start, document: self)
    }
    guard let found else {
      // A bridged key without contiguous UTF-8: look up a native copy.
      var native = wanted
      native.makeContiguousUTF8()
      return member(native, of: object)
    }
    guard let found else { return nil }
    hints.remember(found, for: first)
    return slots[first + 2 * found + 1]
  }

  /// Objects with at least this many members may be looked up through a ``MemberIndex``.
  static let indexedFrom = 128
  /// How many times its members the scans of a large object pass before it is indexed: an
  /// index costs about as much to build as a few scans.
  static let scansBeforeIndex = 4

  /// The index of `object`, or `nil` while its scans have passed fewer than
  /// ``scansBeforeIndex`` times its members, in which case the caller scans (and this counts
  /// the scan).
  func memberIndex(of object: JSONSlot, count: Int) -> MemberIndex? {
    let needed: Bool = largeObjects.withLock { objects in
      switch objects[object.firstChild] {
      case .indexed: return true
      case .scanned(let members) where members >= Self.scansBeforeIndex * count: return true
      case .scanned(let members):
        objects[object.firstChild] = .scanned(members + count)
        return false
      case nil:
        objects[object.firstChild] = .scanned(count)
        return false
      }
    }
    guard needed else { return nil }
    if case .indexed(let index) = largeObjects.withLock({ $0[object.firstChild] }) { return index }
    let index = MemberIndex(firstChild: object.firstChild, count: count, in: self)
    return largeObjects.withLock { objects in
      // Another thread may have built the same index meanwhile: keep one.
      if case .indexed(let built) = objects[object.firstChild] { return built }
      objects[object.firstChild] = .indexed(index)
      return index
    }
  }

  /// Whether lookups have needed an index of `object` yet.
  func hasMemberIndex(of object: JSONSlot) -> Bool {
    largeObjects.withLock { objects in
      if case .indexed = objects[object.firstChild] { return true }
      return false
    }
  }

  /// What lookups in a large object have needed so far.
  enum LargeObjectLookups {
    /// How many members its scans have passed.
    case scanned(Int)
    /// Its index.
    case indexed(MemberIndex)
  }

  /// The position of the member spelling `wanted` among the `count` members at `members`,
  /// looking from `start` to the end and then from the beginning.
  private static func member(
    _ wanted: UnsafeBufferPointer<UInt8>, among members: UnsafeMutablePointer<JSONSlot>, count: Int, from start: Int,
    document: JSONDocument
  ) -> Int? {
    guard isASCII(wanted), wanted.count < Int(JSONSlot.longLength) else {
      for member in 0..<count where document.key(members[2 * member], spells: wanted) { return member }
      return nil
    }
    let bytes = document.bytes
    let (head, signature) = missSignature(of: wanted, count: count, start: start)
    var member = start
    for _ in 0..<count {
      let key = members[2 * member]
      if isPlainKey(key, equalTo: wanted, head: head, in: bytes) {
        LookupMisses.shared.remember(member, forMiss: signature)
        return member
      } else if key.has(JSONSlot.escapedFlag), document.key(key, spells: wanted) {
        // An unescaped key with a byte above 0x7F never spells ASCII; an escaped one may.
        return member
      }
      member += 1
      if member == count { member = 0 }
    }
    return nil
  }

  /// Whether the key slot `key`, not shadowed by a later member, has the code points whose
  /// UTF-8 is `wanted`.
  func key(_ key: JSONSlot, spells wanted: UnsafeBufferPointer<UInt8>) -> Bool {
    guard !key.has(JSONSlot.shadowedFlag) else { return false }
    guard key.has(JSONSlot.escapedFlag) else {
      return length(of: key) == wanted.count
        && (wanted.isEmpty || memcmp(bytes.baseAddress! + key.offset, wanted.baseAddress!, wanted.count) == 0)
    }
    return string(of: key).utf8.elementsEqual(wanted)
  }

  /// The member that the last lookup of `wanted` which missed its hint at `start` in an
  /// object of `count` members found, when the same member of this object (at `first`) is a
  /// plain key spelling `wanted`; `nil` otherwise. See ``LookupMisses``.
  @inline(__always)
  func rememberedMember(_ wanted: UnsafeBufferPointer<UInt8>, among first: Int, count: Int, from start: Int) -> Int? {
    guard !wanted.isEmpty else { return nil }
    let (head, signature) = Self.missSignature(of: wanted, count: count, start: start)
    guard let guess = LookupMisses.shared.member(forMiss: signature), guess < count,
      Self.isPlainKey(slots[first + 2 * guess], equalTo: wanted, head: head, in: bytes)
    else { return nil }
    return guess
  }

  /// The first eight bytes of `wanted` (zero-padded), and the signature of a lookup of it that
  /// missed its hint at `start` in an object of `count` members.
  @inline(__always)
  private static func missSignature(
    of wanted: UnsafeBufferPointer<UInt8>, count: Int, start: Int
  ) -> (head: UInt64, signature: UInt64) {
    let length = wanted.count
    var head: UInt64 = 0
    var tail: UInt64 = 0
    if length >= 8, let base = UnsafeRawPointer(wanted.baseAddress) {
      head = base.loadUnaligned(as: UInt64.self)
      tail = base.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
    } else {
      for index in 0..<length { head |= UInt64(wanted[index]) &<< UInt64(8 * index) }
    }
    let signature = LookupMisses.signature(length: length, head: head, tail: tail, count: count, start: start)
    return (head, signature)
  }

  /// Whether `key` is a plain key (ASCII, no escapes, not shadowed) spelling `wanted`, whose
  /// first eight bytes (fewer for a shorter key) are `head`.
  @inline(__always)
  private static func isPlainKey(
    _ key: JSONSlot, equalTo wanted: UnsafeBufferPointer<UInt8>, head: UInt64, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let length = wanted.count
    guard key.isPlainKey(ofLength: length) else { return false }
    let keyStart = bytes.baseAddress! + key.offset
    // A key is followed by `":` and a value, so eight bytes can be read from a key of fewer
    // than eight whenever the document is that long.
    guard key.offset + 8 <= bytes.count else { return memcmp(keyStart, wanted.baseAddress!, length) == 0 }
    let headMask: UInt64 = length >= 8 ? ~0 : (1 &<< UInt64(8 * length)) &- 1
    return (UnsafeRawPointer(keyStart).loadUnaligned(as: UInt64.self) ^ head) & headMask == 0
      && (length <= 8 || memcmp(keyStart + 8, wanted.baseAddress! + 8, length - 8) == 0)
  }

  /// Whether `bytes` are all ASCII, eight at a time.
  @inline(__always)
  private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let base = UnsafeRawPointer(bytes.baseAddress!)
    var offset = 0
    var high: UInt64 = 0
    while offset + 8 <= bytes.count {
      high |= base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      offset += 8
    }
    while offset < bytes.count {
      high |= UInt64(bytes[offset])
      offset += 1
    }
    return high & 0x8080_8080_8080_8080 == 0
  }
}
