#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A strict RFC 8259 parser from UTF-8 bytes to a ``JSONDocument``: one pass that checks
/// everything (structure, numbers, escapes, UTF-8, the depth limit, repeated keys) and
/// describes each value with one ``JSONSlot``.
///
/// It is iterative rather than recursive, so no input can overflow the stack: open
/// containers live on explicit stacks, bounded by ``JSONParsingOptions/maximumDepth``. The
/// slots of an open container's values wait on one stack; when the container closes they
/// are copied in one piece to the document's slots, so a container's children are
/// contiguous and element `i` is found in constant time. No heap allocation is made per
/// value: whitespace, strings and numbers are read eight bytes at a time where they can be,
/// and no `String` or number is made (``JSONDocument`` makes them when they are read).
struct JSONParser: ~Copyable {
  private struct Frame {
    let isObject: Bool
    /// Where this container's slots start on the stack.
    let stackStart: Int
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private let options: JSONParsingOptions
  /// ``JSONParsingOptions/maximumDepth`` within `0...JSONParsingOptions.depthCeiling`.
  private let depthLimit: Int
  private var index = 0
  /// The slots of the values of open containers.
  private var stack: SlotBuffer
  /// The children of closed containers: the document's slots.
  private var children: SlotBuffer
  private var frames: [Frame] = []
  private var repeatedKeys = RepeatedKeys()
  private var longLengths: [Int: Int] = [:]
  private var largeCounts: [Int: Int] = [:]
  private var distinctKeyCounts: [Int: Int] = [:]

  private init(bytes: UnsafeBufferPointer<UInt8>, options: JSONParsingOptions) {
    self.bytes = bytes
    self.options = options
    depthLimit = min(max(options.maximumDepth, 0), JSONParsingOptions.depthCeiling)
    stack = SlotBuffer(capacity: 256)
    // Documents need one slot per 13 to 20 bytes; a generous reservation that is never
    // touched costs address space, not memory, and the buffer is cut to size at the end.
    children = SlotBuffer(capacity: bytes.count / 8 + 16)
  }

  /// Parses `input` as one JSON document.
  static func parse(_ input: JSONDocument.Input, options: JSONParsingOptions) throws(JSONSyntaxError) -> JSON {
    let document = try withBytes(of: input) { bytes throws(JSONSyntaxError) -> JSONDocument in
      // Slots address the input with 32 bits.
      guard bytes.count <= Int(UInt32.max) else {
        throw JSONSyntaxError(at: 0, in: bytes, message: "documents larger than 4 GiB are not supported")
      }
      var parser = JSONParser(bytes: bytes, options: options)
      return try parser.parseDocument(input)
    }
    return document.value(of: document.root)
  }

  private static func withBytes<Result>(
    of input: JSONDocument.Input, _ body: (UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> Result
  ) throws(JSONSyntaxError) -> Result {
    let result: Swift.Result<Result, JSONSyntaxError>
    switch input {
    case .bytes(let array):
      result = array.withUnsafeBufferPointer { bytes in Swift.Result { () throws(JSONSyntaxError) in try body(bytes) } }
    case .text(let text):
      result =
        text.utf8.withContiguousStorageIfAvailable { bytes in
          Swift.Result { () throws(JSONSyntaxError) in try body(bytes) }
        } ?? .failure(JSONSyntaxError(offset: 0, line: 1, column: 1, message: "text without contiguous UTF-8"))
    }
    return try result.get()
  }

  // MARK: - Errors

  private func error(at offset: Int, _ message: String) -> JSONSyntaxError {
    JSONSyntaxError(at: offset, in: bytes, message: message)
  }

  private func error(at offset: Int, expected expectation: String) -> JSONSyntaxError {
    let found = JSONSyntaxError.describeInput(at: offset, in: bytes)
    return JSONSyntaxError(at: offset, in: bytes, message: "\(expectation), found \(found)")
  }

  // MARK: - Structure

  private mutating func parseDocument(_ input: JSONDocument.Input) throws(JSONSyntaxError) -> JSONDocument {
    // A leading UTF-8 byte order mark is allowed by RFC 8259 §8.1 and skipped.
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      index = 3
    }
    parsing: while true {
      skipWhitespace()
      guard index < bytes.count else {
        throw error(at: index, expected: "expected a value")
      }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        try checkDepth()
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
          index += 1
          stack.append(.container(.object, firstChild: 0, count: 0, flags: 0))
        } else {
          frames.append(Frame(isObject: true, stackStart: stack.count))
          try parseKey(expected: "expected '\"' to start an object key or '}'")
          continue parsing
        }
      case UInt8(ascii: "["):
        try checkDepth()
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
          index += 1
          stack.append(.container(.array, firstChild: 0, count: 0, flags: 0))
        } else {
          frames.append(Frame(isObject: false, stackStart: stack.count))
          continue parsing
        }
      case UInt8(ascii: "\""):
        stack.append(try parseString())
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        stack.append(try parseNumber())
      case UInt8(ascii: "t"):
        try expectLiteral("true")
        stack.append(.literal(.true))
      case UInt8(ascii: "f"):
        try expectLiteral("false")
        stack.append(.literal(.false))
      case UInt8(ascii: "n"):
        try expectLiteral("null")
        stack.append(.literal(.null))
      default:
        throw error(at: index, expected: "expected a value")
      }

      // A value is complete: continue its container, closing every container that ends here.
      while let frame = frames.last {
        skipWhitespace()
        guard index < bytes.count else {
          throw error(
            at: index,
            expected: frame.isObject
              ? "expected ',' or '}' after object member" : "expected ',' or ']' after array element")
        }
        let byte = bytes[index]
        if byte == UInt8(ascii: ",") {
          index += 1
          if frame.isObject {
            skipWhitespace()
            try parseKey(expected: "expected '\"' to start an object key")
          }
          continue parsing
        }
        if frame.isObject {
          guard byte == UInt8(ascii: "}") else {
            throw error(at: index, expected: "expected ',' or '}' after object member")
          }
          index += 1
          frames.removeLast()
          stack.append(try closeObject(frame))
        } else {
          guard byte == UInt8(ascii: "]") else {
            throw error(at: index, expected: "expected ',' or ']' after array element")
          }
          index += 1
          frames.removeLast()
          stack.append(closeArray(frame))
        }
      }

      skipWhitespace()
      guard index == bytes.count else {
        throw error(at: index, expected: "expected end of input after the top-level value")
      }
      let root = stack[0]
      let (slots, slotCount) = children.take()
      return JSONDocument(
        input: input, slots: slots, slotCount: slotCount, root: root, longLengths: longLengths,
        largeCounts: largeCounts, distinctKeyCounts: distinctKeyCounts)
    }
  }

  private func checkDepth() throws(JSONSyntaxError) {
    if frames.count >= depthLimit {
      throw error(at: index, "nesting deeper than \(depthLimit) levels of arrays and objects")
    }
  }

  /// Parses `"key"` and the `:` after it, pushing the key.
  @inline(__always)
  private mutating func parseKey(expected expectation: String) throws(JSONSyntaxError) {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
      throw error(at: index, expected: expectation)
    }
    stack.append(try parseString())
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
      throw error(at: index, expected: "expected ':' after object key")
    }
    index += 1
  }

  /// Moves the elements of the array that `frame` opened to the document's slots.
  private mutating func closeArray(_ frame: Frame) -> JSONSlot {
    let count = stack.count - frame.stackStart
    let first = children.append(stack, from: frame.stackStart)
    stack.removeLast(count)
    if count >= Int(JSONSlot.largeCount) { largeCounts[first] = count }
    return .container(.array, firstChild: first, count: count, flags: 0)
  }

  /// Moves the members of the object that `frame` opened to the document's slots, after
  /// finding repeated keys: rejected, or all but the last occurrence marked as shadowed.
  private mutating func closeObject(_ frame: Frame) throws(JSONSyntaxError) -> JSONSlot {
    let count = (stack.count - frame.stackStart) / 2
    let shadowed: Int
    do {
      shadowed = try repeatedKeys.mark(
        members: stack.pointer(at: frame.stackStart), count: count, in: bytes, reject: options.duplicateKeys == .reject)
    } catch {
      throw duplicateKeyError(error)
    }
    let first = children.append(stack, from: frame.stackStart)
    stack.removeLast(2 * count)
    if count >= Int(JSONSlot.largeCount) { largeCounts[first] = count }
    if shadowed > 0 { distinctKeyCounts[first] = count - shadowed }
    return .container(.object, firstChild: first, count: count, flags: shadowed > 0 ? JSONSlot.repeatedKeysFlag : 0)
  }

  private func duplicateKeyError(_ repeated: RepeatedKeys.Repeated) -> JSONSyntaxError {
    let first = JSONSyntaxError(at: repeated.firstQuote, in: bytes, message: "")
    return error(
      at: repeated.secondQuote,
      "duplicate key \(JSON.quoted(repeated.key)), already at line \(first.line), column \(first.column)")
  }

  @inline(__always)
  private mutating func skipWhitespace() {
    // Most tokens follow no whitespace at all, and most others a single space (`"key": 1`).
    guard index < bytes.count, bytes[index] <= 0x20 else { return }
    if bytes[index] == 0x20, index + 1 < bytes.count, bytes[index + 1] > 0x20 {
      index += 1
      return
    }
    skipWhitespaceRun()
  }

  /// Skips whitespace: each line break, and the indentation after it eight spaces at a time.
  private mutating func skipWhitespaceRun() {
    let base = bytes.baseAddress!
    let count = bytes.count
    repeat {
      let byte = base[index]
      guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
      index += 1
      while index + 8 <= count {
        let spaces =
          UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) ^ 0x2020_2020_2020_2020
        if spaces != 0 {
          index += spaces.trailingZeroBitCount &>> 3
          break
        }
        index += 8
      }
    } while index < count
  }

  /// Matches `true`, `false` or `null` at `index`: one four-byte comparison when the
  /// input is long enough, byte by byte (for the exact error offset) when not.
  @inline(__always)
  private mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
    let length = literal.utf8CodeUnitCount
    if index + length <= bytes.count {
      let raw = UnsafeRawPointer(bytes.baseAddress! + index)
      let expected = UnsafeRawPointer(literal.utf8Start)
      if raw.loadUnaligned(as: UInt32.self) == expected.loadUnaligned(as: UInt32.self)
        && (length == 4
          || raw.load(fromByteOffset: 4, as: UInt8.self) == expected.load(fromByteOffset: 4, as: UInt8.self))
      {
        index += length
        return
      }
    }
    for offset in 0..<length {
      guard index + offset < bytes.count, bytes[index + offset] == literal.utf8Start[offset] else {
        throw error(at: index + offset, expected: "expected '\(literal)'")
      }
    }
    index += length
  }

  // MARK: - Numbers

  @inline(__always)
  private mutating func parseNumber() throws(JSONSyntaxError) -> JSONSlot {
    let parts: NumberScanner.Parts
    do {
      parts = try NumberScanner.scan(bytes, from: index)
    } catch {
      throw self.error(at: error.offset, expected: error.expectation)
    }
    let start = index
    let length = parts.end - start
    index = parts.end
    if length >= Int(JSONSlot.longLength) { longLengths[start] = length }
    return .scalar(.number, offset: start, length: length, flags: parts.isIntegerText ? 0 : JSONSlot.fractionalFlag)
  }

  // MARK: - Strings

  /// Checks the string whose opening quote is at `index` and describes its contents.
  @inline(__always)
  private mutating func parseString() throws(JSONSyntaxError) -> JSONSlot {
    let start = index + 1
    var (cursor, nonASCII) = try scanToSpecialByte(from: start)
    var flags: UInt64 = 0
    while bytes[cursor] == UInt8(ascii: "\\") {
      flags = JSONSlot.escapedFlag
      cursor = try checkEscape(at: cursor)
      let (next, moreNonASCII) = try scanToSpecialByte(from: cursor)
      cursor = next
      nonASCII = nonASCII || moreNonASCII
    }
    // `scanToSpecialByte` stops only at a quote or a backslash: this is the closing quote.
    if nonASCII {
      flags |= JSONSlot.nonASCIIFlag
      try checkUTF8(start..<cursor)
    }
    index = cursor + 1
    let length = cursor - start
    if length >= Int(JSONSlot.longLength) { longLengths[start] = length }
    return .scalar(.string, offset: start, length: length, flags: flags)
  }

  /// The offset of the first quote or backslash at or after `start`, and whether a byte
  /// above 0x7F comes before it. Eight bytes are examined at a time until one is a quote,
  /// a backslash or a control character; a control character or the end of the input is an error.
  @inline(__always)
  private func scanToSpecialByte(from start: Int) throws(JSONSyntaxError) -> (offset: Int, nonASCII: Bool) {
    var cursor = start
    var highBits: UInt64 = 0
    let base = bytes.baseAddress!
    while cursor + 8 <= bytes.count {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt64.self))
      let special = Self.specialBytes(word)
      if special == 0 {
        highBits |= word
        cursor += 8
        continue
      }
      // The lowest marked byte is the first special one: count only the bytes before it.
      let before = special.trailingZeroBitCount &>> 3
      highBits |= word & ((1 &<< UInt64(8 * before)) &- 1)
      cursor += before
      break
    }
    while true {
      guard cursor < bytes.count else {
        throw error(at: cursor, expected: "expected '\"' to end the string")
      }
      let byte = bytes[cursor]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 {
        throw error(at: cursor, expected: "expected '\"' to end the string or an escaped character")
      }
      highBits |= UInt64(byte)
      cursor += 1
    }
    return (cursor, highBits & 0x8080_8080_8080_8080 != 0)
  }

  /// A high bit in each byte of `word` that is `"`, `\` or below 0x20. The lowest marked
  /// byte is always a true one (borrows only run upwards, from a true match), so it
  /// locates the first special byte.
  @inline(__always)
  private static func specialBytes(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    let quotes = word ^ (ones &* 0x22)
    let backslashes = word ^ (ones &* 0x5C)
    let hasQuote = (quotes &- ones) & ~quotes
    let hasBackslash = (backslashes &- ones) & ~backslashes
    let hasControl = (word &- ones &* 0x20) & ~word
    return (hasQuote | hasBackslash | hasControl) & highBits
  }

  /// Checks the escape at `offset` (a backslash) and returns the offset after it.
  private func checkEscape(at offset: Int) throws(JSONSyntaxError) -> Int {
    guard offset + 1 < bytes.count else {
      throw error(at: offset + 1, expected: "expected an escaped character after '\\'")
    }
    switch bytes[offset + 1] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
      UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      return offset + 2
    case UInt8(ascii: "u"):
      return try checkUnicodeEscape(at: offset)
    default:
      throw error(
        at: offset + 1,
        expected: "expected one of '\"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u' after '\\'")
    }
  }

  /// Reads the four hex digits of `\uXXXX` at `offset`.
  private func hexQuad(at offset: Int) throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for position in offset + 2..<offset + 6 {
      guard position < bytes.count else {
        throw error(at: position, expected: "expected four hex digits after '\\u'")
      }
      let byte = bytes[position]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error(at: position, expected: "expected four hex digits after '\\u'")
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// Checks `\uXXXX` (and the low half of a surrogate pair after it) at `offset`.
  private func checkUnicodeEscape(at offset: Int) throws(JSONSyntaxError) -> Int {
    let unit = try hexQuad(at: offset)
    let next = offset + 6
    var isPaired = true
    switch unit {
    case 0xD800...0xDBFF:
      let isPairFollowing =
        next + 1 < bytes.count && bytes[next] == UInt8(ascii: "\\") && bytes[next + 1] == UInt8(ascii: "u")
      if isPairFollowing, (0xDC00...0xDFFF).contains(try hexQuad(at: next)) { return next + 6 }
      isPaired = false
    case 0xDC00...0xDFFF:
      isPaired = false
    default:
      break
    }
    if !isPaired, options.unpairedSurrogates == .reject {
      throw error(
        at: offset, "unpaired surrogate '\\u\(JSON.hex(unit, width: 4))' cannot be represented in a string")
    }
    return next
  }

  /// Checks that the bytes of `range`, the contents of a string, are valid UTF-8 (escapes
  /// are ASCII, so they pass); an error points at the first byte of the first invalid sequence.
  ///
  /// Runs of ASCII are skipped eight bytes at a time, and the common three-byte sequences
  /// (U+1000 to U+FFFF but the surrogates, most of the world's scripts) take one branch.
  private func checkUTF8(_ range: Range<Int>) throws(JSONSyntaxError) {
    let base = bytes.baseAddress!
    let end = range.upperBound
    var offset = range.lowerBound
    while offset < end {
      let lead = base[offset]
      if lead < 0x80 {
        if offset + 8 <= end {
          let high = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080
          offset += high == 0 ? 8 : high.trailingZeroBitCount &>> 3
        } else {
          offset += 1
        }
        continue
      }
      if offset + 4 <= end {
        // 1110xxxx 10xxxxxx 10xxxxxx with a lead other than E0 (which may be overlong) and
        // ED (which may be a surrogate): a valid three-byte sequence.
        let word = UInt32(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt32.self))
        if word & 0x00C0_C0F0 == 0x0080_80E0, lead != 0xE0, lead != 0xED {
          offset += 3
          continue
        }
      }
      let length: Int
      switch lead {
      case 0xE1...0xEC, 0xEE...0xEF:
        length = Self.isContinuation(base, offset + 1, end) && Self.isContinuation(base, offset + 2, end) ? 3 : 0
      case 0xC2...0xDF:
        length = Self.isContinuation(base, offset + 1, end) ? 2 : 0
      case 0xE0, 0xED:
        // No overlong forms (E0 needs A0...BF) and no surrogates (ED needs 80...9F).
        let second = offset + 1 < end ? base[offset + 1] : 0
        let isValid = lead == 0xE0 ? (0xA0...0xBF).contains(second) : (0x80...0x9F).contains(second)
        length = isValid && Self.isContinuation(base, offset + 2, end) ? 3 : 0
      case 0xF0...0xF4:
        // No overlong forms (F0 needs 90...BF) and nothing past U+10FFFF (F4 needs 80...8F).
        let second = offset + 1 < end ? base[offset + 1] : 0
        let isValid =
          lead == 0xF0
          ? (0x90...0xBF).contains(second) : lead == 0xF4 ? (0x80...0x8F).contains(second) : second & 0xC0 == 0x80
        length =
          isValid && Self.isContinuation(base, offset + 2, end) && Self.isContinuation(base, offset + 3, end) ? 4 : 0
      default:
        length = 0
      }
      guard length > 0 else {
        throw error(at: offset, "invalid UTF-8 byte 0x\(JSON.hex(UInt32(lead), width: 2)) in string")
      }
      offset += length
    }
  }

  @inline(__always)
  private static func isContinuation(_ base: UnsafePointer<UInt8>, _ position: Int, _ end: Int) -> Bool {
    position < end && base[position] & 0xC0 == 0x80
  }
}
