/// Object keys' bytes compared a word at a time, as the repeated-key checks compare them.
enum KeyBytes {
  /// Whether the `length` bytes at `first` and at `second` are equal: eight at a time, the
  /// last word overlapping the one before it; a key shorter than a word in one masked word
  /// when eight bytes can be read at both (`wordReadable`), else byte by byte.
  @inline(__always)
  static func equal(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, length: Int, wordReadable: Bool) -> Bool {
    if length >= 8 {
      var position = 0
      while position + 8 < length {
        guard
          first.loadUnaligned(fromByteOffset: position, as: UInt64.self)
            == second.loadUnaligned(fromByteOffset: position, as: UInt64.self)
        else { return false }
        position += 8
      }
      return first.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
        == second.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
    }
    if wordReadable {
      // Only the key's own bytes count: the rest of each word is whatever follows it.
      let difference = first.loadUnaligned(as: UInt64.self) ^ second.loadUnaligned(as: UInt64.self)
      return UInt64(littleEndian: difference) & ((1 &<< UInt64(8 * length)) &- 1) == 0
    }
    for position in 0..<length
    where first.load(fromByteOffset: position, as: UInt8.self) != second.load(fromByteOffset: position, as: UInt8.self)
    {
      return false
    }
    return true
  }

  /// The first `min(length, 8)` bytes at `start` in one word, zero-padded: read whole when
  /// eight bytes can be read there (`wordReadable`), else byte by byte.
  @inline(__always)
  static func firstWord(_ start: UnsafeRawPointer, length: Int, wordReadable: Bool) -> UInt64 {
    if wordReadable {
      let word = UInt64(littleEndian: start.loadUnaligned(as: UInt64.self))
      return length >= 8 ? word : word & ((1 &<< UInt64(8 * length)) &- 1)
    }
    var word: UInt64 = 0
    for position in 0..<min(length, 8) {
      word |= UInt64(start.load(fromByteOffset: position, as: UInt8.self)) &<< UInt64(8 * position)
    }
    return word
  }
}
