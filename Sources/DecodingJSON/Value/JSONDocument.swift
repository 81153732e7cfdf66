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
/// The document is immutable once parsed, so views of it can be shared across threads.
@usableFromInline
final class JSONDocument: @unchecked Sendable {
  /// The input, held as it was given when that is safe, so it is not copied.
  enum Input {
    case bytes([UInt8])
    case data(Data)
    case text(String)
  }

  let input: Input
  /// The children of every container, contiguous per container.
  let slots: UnsafeMutablePointer<JSONSlot>
  let slotCount: Int
  /// The document's top-level value.
  let root: JSONSlot
  /// Lengths of strings and numbers too long for their slot field, by offset.
  let longLengths: [Int: Int]
  /// Counts of containers too large for their slot field, by first child.
  let largeCounts: [Int: Int]
  /// The number of distinct keys of objects with repeated keys, by first child.
  let distinctKeyCounts: [Int: Int]

  /// Takes ownership of `slots`, which must have been allocated with `malloc`.
  init(
    input: Input, slots: UnsafeMutablePointer<JSONSlot>, slotCount: Int, root: JSONSlot,
    longLengths: [Int: Int], largeCounts: [Int: Int], distinctKeyCounts: [Int: Int]
  ) {
    self.input = input
    self.slots = slots
    self.slotCount = slotCount
    self.root = root
    self.longLengths = longLengths
    self.largeCounts = largeCounts
    self.distinctKeyCounts = distinctKeyCounts
  }

  deinit {
    free(slots)
  }

  /// Calls `body` with the input's bytes; the pointer is valid only inside `body`.
  @inline(__always)
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    switch input {
    case .bytes(let array):
      return try array.withUnsafeBufferPointer(body)
    case .data(let data):
      return try data.withUnsafeBytes { raw in
        try body(UnsafeBufferPointer(start: raw.baseAddress?.assumingMemoryBound(to: UInt8.self), count: raw.count))
      }
    case .text(let text):
      // Only native strings, whose UTF-8 is contiguous, are kept as text (see the parser).
      let result = try text.utf8.withContiguousStorageIfAvailable(body)
      guard let result else { preconditionFailure("JSONDocument holds a string without contiguous UTF-8") }
      return result
    }
  }

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
  func number(of slot: JSONSlot) -> JSONNumber {
    let length = length(of: slot)
    return withBytes { bytes in
      JSONNumber(validText: UnsafeBufferPointer(rebasing: bytes[slot.offset..<slot.offset + length]))
    }
  }

  /// The contents of a string slot, with escapes decoded.
  func string(of slot: JSONSlot) -> String {
    let length = length(of: slot)
    return withBytes { bytes in
      let contents = UnsafeBufferPointer(rebasing: bytes[slot.offset..<slot.offset + length])
      if slot.has(JSONSlot.escapedFlag) { return JSONStringEscapes.decode(contents) }
      return String(decoding: contents, as: UTF8.self)
    }
  }

  /// Whether the key slot `key` spells `wanted`, whose UTF-8 is `wantedBytes`.
  ///
  /// Keys of ASCII without escapes compare byte by byte; any other pair compares as Swift
  /// strings, by canonical equivalence, as a `[String: JSON]` would.
  @inline(__always)
  func key(
    _ key: JSONSlot, equals wanted: String, bytes wantedBytes: UnsafeBufferPointer<UInt8>, isASCII: Bool,
    in bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    if isASCII, !key.has(JSONSlot.escapedFlag | JSONSlot.nonASCIIFlag) {
      let length = key.lengthField
      guard length == UInt64(wantedBytes.count) else { return false }
      return memcmp(bytes.baseAddress! + key.offset, wantedBytes.baseAddress!, wantedBytes.count) == 0
    }
    if isASCII, !key.has(JSONSlot.nonASCIIFlag), key.lengthField < UInt64(wantedBytes.count) {
      // Escapes only lengthen a key: a shorter escaped key cannot spell a longer ASCII one.
      return false
    }
    let contents = UnsafeBufferPointer(rebasing: bytes[key.offset..<key.offset + length(of: key)])
    let text =
      key.has(JSONSlot.escapedFlag) ? JSONStringEscapes.decode(contents) : String(decoding: contents, as: UTF8.self)
    return text == wanted
  }

  /// The value slot of the member `key` of `object`, the last one if the key repeats.
  func member(_ wanted: String, of object: JSONSlot) -> JSONSlot? {
    let count = count(of: object)
    guard count > 0 else { return nil }
    let first = object.firstChild
    let found: Int? =
      wanted.utf8.withContiguousStorageIfAvailable { wantedBytes in
        var nonASCII: UInt8 = 0
        for byte in wantedBytes { nonASCII |= byte }
        let isASCII = nonASCII < 0x80
        return withBytes { bytes in
          for member in 0..<count {
            let keySlot = slots[first + 2 * member]
            if keySlot.has(JSONSlot.shadowedFlag) { continue }
            if key(keySlot, equals: wanted, bytes: wantedBytes, isASCII: isASCII, in: bytes) { return member }
          }
          return nil
        }
      } ?? nil
    if let found { return slots[first + 2 * found + 1] }
    if wanted.utf8.withContiguousStorageIfAvailable({ _ in true }) == nil {
      // A bridged key without contiguous UTF-8: compare as strings.
      for member in 0..<count {
        let keySlot = slots[first + 2 * member]
        if !keySlot.has(JSONSlot.shadowedFlag), string(of: keySlot) == wanted { return slots[first + 2 * member + 1] }
      }
    }
    return nil
  }
}
