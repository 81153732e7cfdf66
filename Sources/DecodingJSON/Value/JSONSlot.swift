/// One value of a parsed document's index, packed into 64 bits.
///
/// The parser describes every value of a document with one slot and no heap allocation:
///
/// ```text
/// 63 61 60  57 56                  32 31                      0
/// [kind][flags][      length        ][     offset in the input  ]   string, number
/// [kind][f][           count        ][     first child slot     ]   array, object
/// ```
///
/// A container's children are contiguous slots of the document: an array's elements, or an
/// object's members as key slot, value slot, key slot, … So element `i` and member `i` are
/// found in constant time, and a key is compared with the bytes it points at instead of
/// being hashed. A length or count too large for its field is kept in a side table of the
/// document (``JSONDocument``), which the field's largest value points to.
@usableFromInline
struct JSONSlot: Hashable, Sendable {
  @usableFromInline
  var bits: UInt64

  @inlinable
  init(bits: UInt64) {
    self.bits = bits
  }

  /// What a slot holds.
  @usableFromInline
  enum Kind: UInt64, Sendable {
    case null = 0
    case `false` = 1
    case `true` = 2
    case number = 3
    case string = 4
    case array = 5
    case object = 6
  }

  @usableFromInline static let kindShift: UInt64 = 61
  @usableFromInline static let lengthShift: UInt64 = 32
  @usableFromInline static let lengthBits: UInt64 = 25
  /// The length field's largest value: the real length is in the document's side table.
  @usableFromInline static let longLength: UInt64 = (1 << lengthBits) - 1
  @usableFromInline static let countBits: UInt64 = 28
  /// The count field's largest value: the real count is in the document's side table.
  @usableFromInline static let largeCount: UInt64 = (1 << countBits) - 1

  // Flags of strings and numbers (bits 57...60) and of containers (bit 60).

  /// A string with at least one `\` escape: its bytes are not its contents.
  @usableFromInline static let escapedFlag: UInt64 = 1 << 57
  /// A string with a byte above 0x7F: compared as a `String`, not byte by byte, because
  /// Swift strings compare by canonical equivalence (`"é"` is `"e\u{301}"`).
  @usableFromInline static let nonASCIIFlag: UInt64 = 1 << 58
  /// An object key that a later member of the same object repeats: the later value wins.
  @usableFromInline static let shadowedFlag: UInt64 = 1 << 59
  /// A number written with a fraction or an exponent.
  @usableFromInline static let fractionalFlag: UInt64 = 1 << 60
  /// An object with repeated keys, whose count of distinct keys is in a side table.
  @usableFromInline static let repeatedKeysFlag: UInt64 = 1 << 60

  // Always inlined: left to the optimizer, an array's subscript once called it for every
  // element (canada.json's pipeline, 1.5 million instructions a decode:
  // `Benchmarks/Scripts/decode-instructions.sh canada`).
  @inlinable @inline(__always)
  var kind: Kind {
    Kind(rawValue: bits &>> Self.kindShift) ?? .null
  }

  /// Where a string's contents or a number's text start in the input.
  @inlinable
  var offset: Int {
    Int(truncatingIfNeeded: bits & 0xFFFF_FFFF)
  }

  /// The length field of a string or number; ``longLength`` sends to the side table.
  @inlinable
  var lengthField: UInt64 {
    (bits &>> Self.lengthShift) & Self.longLength
  }

  /// The first child of a container.
  @inlinable
  var firstChild: Int {
    Int(truncatingIfNeeded: bits & 0xFFFF_FFFF)
  }

  /// The count field of a container (members of an object); ``largeCount`` sends to the side table.
  @inlinable
  var countField: UInt64 {
    (bits &>> Self.lengthShift) & Self.largeCount
  }

  @inlinable
  func has(_ flag: UInt64) -> Bool {
    bits & flag != 0
  }

  /// The fields of a key slot's upper half that decide whether its bytes can be compared
  /// with a wanted key's: the length, and the flags of keys that compare as strings or are
  /// hidden by a later member.
  @usableFromInline static let plainKeyFields: UInt64 =
    longLength | (escapedFlag | nonASCIIFlag | shadowedFlag) &>> lengthShift

  /// Whether this key slot is a plain key (ASCII, no escapes, not shadowed) of `length`
  /// bytes, one that equals a wanted key of that length exactly when their bytes do.
  /// `length` must be below ``longLength``, the field's value for any longer length.
  @inlinable
  func isPlainKey(ofLength length: Int) -> Bool {
    (bits &>> Self.lengthShift) & Self.plainKeyFields == UInt64(truncatingIfNeeded: length)
  }

  /// A slot for a literal, `null`, `true` or `false`.
  @inlinable
  static func literal(_ kind: Kind) -> JSONSlot {
    JSONSlot(bits: kind.rawValue &<< kindShift)
  }

  /// A string or number slot; a length beyond the field is stored as ``longLength``.
  @inlinable
  static func scalar(_ kind: Kind, offset: Int, length: Int, flags: UInt64) -> JSONSlot {
    let lengthField = UInt64(min(length, Int(longLength)))
    return JSONSlot(
      bits: kind.rawValue &<< kindShift | flags | lengthField &<< lengthShift | UInt64(truncatingIfNeeded: offset))
  }

  /// A container slot; a count beyond the field is stored as ``largeCount``.
  @inlinable
  static func container(_ kind: Kind, firstChild: Int, count: Int, flags: UInt64) -> JSONSlot {
    let countField = UInt64(min(count, Int(largeCount)))
    return JSONSlot(
      bits: kind.rawValue &<< kindShift | flags | countField &<< lengthShift | UInt64(truncatingIfNeeded: firstChild))
  }
}
