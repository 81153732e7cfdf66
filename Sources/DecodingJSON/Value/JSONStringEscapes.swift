/// The one place JSON string escapes are written and read: `\"`, `\\`, `\n`, `\u001f`, …
///
/// Writing (``escape(_:into:)``) is what both ``JSON/formatted(_:)`` and the descriptions in
/// messages use, so they always agree: RFC 8259's escapes and no more, the two-letter ones
/// where they exist, `\u` with lowercase hex digits for the other control characters.
/// Reading (``decode(_:)``) turns the contents of a parsed string back into text.
/// Where escaped text is appended: a `[UInt8]`, or the writer's own buffer.
package protocol JSONByteSink {
  /// Appends one byte.
  mutating func append(_ byte: UInt8)
  /// Appends `count` bytes from `bytes`.
  mutating func append(bytes: UnsafePointer<UInt8>, count: Int)
}

extension Array: JSONByteSink where Element == UInt8 {
  /// Appends `count` bytes from `bytes`.
  package mutating func append(bytes: UnsafePointer<UInt8>, count: Int) {
    append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
  }
}

@usableFromInline
enum JSONStringEscapes {
  /// Appends `text` to `output` with the escapes a JSON string needs, without quotes;
  /// with `escapingSlashes`, also `\/` for `/`, as `JSONEncoder` writes by default.
  static func escape(_ text: String, into output: inout some JSONByteSink, escapingSlashes: Bool = false) {
    // A native string lends its UTF-8 without the uniqueness check `withUTF8` makes.
    let escaped: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
      escape(bytes, into: &output, escapingSlashes: escapingSlashes)
    }
    if escaped == nil {
      var copy = text
      copy.withUTF8 { escape($0, into: &output, escapingSlashes: escapingSlashes) }
    }
  }

  /// ``escape(_:into:escapingSlashes:)`` for the UTF-8 of a string.
  private static func escape(
    _ bytes: UnsafeBufferPointer<UInt8>, into output: inout some JSONByteSink, escapingSlashes: Bool
  ) {
    guard let base = bytes.baseAddress else { return }
    let count = bytes.count
    var runStart = 0
    // Writes the run before the byte at `offset`, and the byte's escape.
    func escape(at offset: Int) {
      let byte = base[offset]
      if offset > runStart {
        output.append(bytes: base + runStart, count: offset - runStart)
      }
      runStart = offset + 1
      output.append(UInt8(ascii: "\\"))
      switch byte {
      case 0x2F: output.append(UInt8(ascii: "/"))
      case 0x22: output.append(UInt8(ascii: "\""))
      case 0x5C: output.append(UInt8(ascii: "\\"))
      case 0x0A: output.append(UInt8(ascii: "n"))
      case 0x0D: output.append(UInt8(ascii: "r"))
      case 0x09: output.append(UInt8(ascii: "t"))
      case 0x08: output.append(UInt8(ascii: "b"))
      case 0x0C: output.append(UInt8(ascii: "f"))
      default:
        output.append(UInt8(ascii: "u"))
        output.append(UInt8(ascii: "0"))
        output.append(UInt8(ascii: "0"))
        output.append(hexDigit(byte >> 4))
        output.append(hexDigit(byte & 0x0F))
      }
    }
    // Eight bytes at a time. The lowest byte a word's mask flags is one that needs an
    // escape (the tests can flag bytes above a real match, never below one), so each
    // escape costs one look, and the scan goes on from the byte after it.
    var offset = 0
    while offset + 8 <= count {
      let mask = escapeMask(UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self), escapingSlashes)
      guard mask != 0 else {
        offset += 8
        continue
      }
      let position = offset + mask.trailingZeroBitCount &>> 3
      escape(at: position)
      offset = position + 1
    }
    while offset < count {
      let byte = base[offset]
      if byte < 0x20 || byte == 0x22 || byte == 0x5C || (byte == 0x2F && escapingSlashes) { escape(at: offset) }
      offset += 1
    }
    output.append(bytes: base + runStart, count: count - runStart)
  }

  /// The high bit of each of the eight bytes of `word` (read little-endian) that may be a
  /// control character, `"`, a backslash (or `/` when `slashes`): the classic tests for a
  /// byte below a bound and for a zero byte, whose lowest flagged byte is always a match.
  @inline(__always)
  private static func escapeMask(_ word: UInt64, _ slashes: Bool) -> UInt64 {
    let word = UInt64(littleEndian: word)
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
    var mask = (word &- ones &* 0x20) & ~word & highs
    mask |= zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C))
    if slashes { mask |= zeroBytes(word ^ (ones &* 0x2F)) }
    return mask
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }

  /// The text of a string's contents whose escapes the parser has checked.
  ///
  /// An escaped lone surrogate (accepted only with ``JSONParsingOptions/UnpairedSurrogatePolicy/replace``)
  /// becomes U+FFFD. Decoding never makes the contents longer, so one buffer of their
  /// size holds the result.
  static func decode(_ contents: UnsafeBufferPointer<UInt8>) -> String {
    String(unsafeUninitializedCapacity: max(contents.count, 1)) { output in
      unescape(contents, into: output).count
    }
  }

  /// ``decode(_:)`` for the contents of a parsed document's string, which the parser has
  /// checked to be valid UTF-8, so that the text is made without checking it again; `isASCII`
  /// tells whether the contents are all ASCII.
  static func decode(validContents contents: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(contents.count, 1)) { output in
      let (count, wroteNonASCII) = unescape(contents, into: output)
      return JSONDocument.string(
        validUTF8: UnsafeBufferPointer(rebasing: output[..<count]), isASCII: isASCII && !wroteNonASCII)
    }
  }

  /// Writes the text of `contents` to `output`, which has room for as many bytes; returns how
  /// many it wrote, and whether an escape among them stood for a scalar above U+007F.
  private static func unescape(
    _ contents: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>
  ) -> (count: Int, wroteNonASCII: Bool) {
    guard let source = contents.baseAddress, let target = output.baseAddress else { return (0, false) }
    let count = contents.count
    var written = 0
    var index = 0
    var wroteNonASCII = false
    func write(_ byte: UInt8) {
      target[written] = byte
      written += 1
    }
    // Encodes by hand: `UTF8.encode` hands the bytes to an iterator, several times the work.
    func write(scalar value: UInt32) {
      if value >= 0x80 { wroteNonASCII = true }
      switch value {
      case ..<0x80:
        write(UInt8(truncatingIfNeeded: value))
      case ..<0x800:
        write(UInt8(truncatingIfNeeded: 0xC0 | value >> 6))
        write(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
      case ..<0x1_0000:
        write(UInt8(truncatingIfNeeded: 0xE0 | value >> 12))
        write(UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F))
        write(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
      default:
        write(UInt8(truncatingIfNeeded: 0xF0 | value >> 18))
        write(UInt8(truncatingIfNeeded: 0x80 | value >> 12 & 0x3F))
        write(UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F))
        write(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
      }
    }
    while index < count {
      // The run up to the next escape is copied as it is, in one step; found eight bytes at
      // a time (the lowest byte flagged is always a backslash), the rest one by one.
      var runEnd = index
      while runEnd + 8 <= count {
        let word = UInt64(littleEndian: UnsafeRawPointer(source + runEnd).loadUnaligned(as: UInt64.self))
        let backslashes = word ^ 0x5C5C_5C5C_5C5C_5C5C
        let flagged = (backslashes &- 0x0101_0101_0101_0101) & ~backslashes & 0x8080_8080_8080_8080
        if flagged != 0 {
          runEnd += flagged.trailingZeroBitCount &>> 3
          break
        }
        runEnd += 8
      }
      while runEnd < count, source[runEnd] != UInt8(ascii: "\\") { runEnd += 1 }
      if runEnd > index {
        (target + written).initialize(from: source + index, count: runEnd - index)
        written += runEnd - index
        index = runEnd
      }
      guard index + 1 < count else {
        // A backslash that ends the contents (the parser never leaves one) stays as it is.
        if index < count { write(source[index]) }
        break
      }
      let escaped = source[index + 1]
      index += 2
      switch escaped {
      case UInt8(ascii: "b"): write(0x08)
      case UInt8(ascii: "f"): write(0x0C)
      case UInt8(ascii: "n"): write(0x0A)
      case UInt8(ascii: "r"): write(0x0D)
      case UInt8(ascii: "t"): write(0x09)
      case UInt8(ascii: "u"):
        let unit = hexQuad(contents, at: index)
        index += 4
        if (0xD800...0xDBFF).contains(unit), index + 5 < count, source[index] == UInt8(ascii: "\\"),
          source[index + 1] == UInt8(ascii: "u")
        {
          let low = hexQuad(contents, at: index + 2)
          if (0xDC00...0xDFFF).contains(low) {
            write(scalar: 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
            index += 6
            continue
          }
        }
        // A lone surrogate is no scalar: U+FFFD, as `Unicode.Scalar(unit) ?? "\u{FFFD}"` gave.
        write(scalar: (0xD800...0xDFFF).contains(unit) ? 0xFFFD : unit)
      default: write(escaped)  // `"`, `\` and `/` stand for themselves
      }
    }
    return (written, wroteNonASCII)
  }

  /// The value of the four hex digits at `offset`, which the parser has checked.
  private static func hexQuad(_ contents: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt32 {
    var value: UInt32 = 0
    for position in offset..<min(offset + 4, contents.count) {
      let byte = contents[position] | 0x20  // lowercase letters; digits are unchanged
      let digit = byte >= UInt8(ascii: "a") ? byte - UInt8(ascii: "a") + 10 : byte - UInt8(ascii: "0")
      value = value << 4 | UInt32(digit)
    }
    return value
  }
}
