/// A strict RFC 8259 parser from UTF-8 bytes to ``JSON``.
///
/// It is iterative rather than recursive, so no input can overflow the stack:
/// open containers live on explicit stacks, bounded by
/// ``JSONParsingOptions/maximumDepth``. Values of open containers wait on one
/// shared ``MoveStack`` and are moved into their array or dictionary when it closes.
/// Whitespace, strings and numbers are read eight bytes at a time where they can be,
/// and repeated object keys come from a ``KeyCache``; Docs/Performance.md measures each.
struct JSONParser: ~Copyable {
  private struct Frame {
    let isObject: Bool
    /// Where this container's values (and, for an object, keys) start on the stacks.
    let valuesStart: Int
    let keysStart: Int
    /// The offset of the opening bracket, for errors about the whole container.
    let offset: Int
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private let options: JSONParsingOptions
  /// ``JSONParsingOptions/maximumDepth`` within `0...JSONParsingOptions.depthCeiling`.
  private let depthLimit: Int
  private var index = 0
  private var values = MoveStack<JSON>()
  private var keys = MoveStack<String>()
  private var frames: [Frame] = []
  /// Reused buffer for strings with escapes.
  private var scratch: [UInt8] = []
  /// Strings of recent object keys; created once the document has shown a few keys.
  private var keyCache: KeyCache?
  private var keysSeen = 0

  init(bytes: UnsafeBufferPointer<UInt8>, options: JSONParsingOptions) {
    self.bytes = bytes
    self.options = options
    depthLimit = min(max(options.maximumDepth, 0), JSONParsingOptions.depthCeiling)
  }

  /// Parses `bytes` as one JSON document.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>, options: JSONParsingOptions) throws(JSONSyntaxError) -> JSON {
    var parser = JSONParser(bytes: bytes, options: options)
    return try parser.parseDocument()
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

  private mutating func parseDocument() throws(JSONSyntaxError) -> JSON {
    // A leading UTF-8 byte order mark is allowed by RFC 8259 §8.1 and skipped.
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      index = 3
    }
    // Every finished value goes straight onto `values`, and a closing bracket moves its
    // container's values off it, so no value is ever copied.
    parsing: while true {
      skipWhitespace()
      guard index < bytes.count else {
        throw error(at: index, expected: "expected a value")
      }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        try checkDepth()
        let open = index
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
          index += 1
          values.push(.object([:]))
        } else {
          frames.append(Frame(isObject: true, valuesStart: values.count, keysStart: keys.count, offset: open))
          try parseKey(expected: "expected '\"' to start an object key or '}'")
          continue parsing
        }
      case UInt8(ascii: "["):
        try checkDepth()
        let open = index
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
          index += 1
          values.push(.array([]))
        } else {
          frames.append(Frame(isObject: false, valuesStart: values.count, keysStart: keys.count, offset: open))
          continue parsing
        }
      case UInt8(ascii: "\""):
        values.push(.string(try parseString()))
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        values.push(.number(try parseNumber()))
      case UInt8(ascii: "t"):
        try expectLiteral("true")
        values.push(.bool(true))
      case UInt8(ascii: "f"):
        try expectLiteral("false")
        values.push(.bool(false))
      case UInt8(ascii: "n"):
        try expectLiteral("null")
        values.push(.null)
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
          let object = try closeObject(frame)
          values.push(.object(object))
        } else {
          guard byte == UInt8(ascii: "]") else {
            throw error(at: index, expected: "expected ',' or ']' after array element")
          }
          index += 1
          frames.removeLast()
          let array = values.popArray(from: frame.valuesStart)
          values.push(.array(array))
        }
      }

      skipWhitespace()
      guard index == bytes.count else {
        throw error(at: index, expected: "expected end of input after the top-level value")
      }
      let document = values.move(at: 0)
      values.discard(from: 0)
      return document
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
    keys.push(try parseKeyString())
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
      throw error(at: index, expected: "expected ':' after object key")
    }
    index += 1
  }

  private mutating func closeObject(_ frame: Frame) throws(JSONSyntaxError) -> [String: JSON] {
    let count = values.count - frame.valuesStart
    var object = [String: JSON](minimumCapacity: count)
    var duplicate: String?
    if options.duplicateKeys == .reject {
      for offset in 0..<count {
        let key = keys.move(at: frame.keysStart + offset)
        if object.updateValue(values.move(at: frame.valuesStart + offset), forKey: key) != nil, duplicate == nil {
          duplicate = key
        }
      }
    } else {
      // Moved straight in: binding them to names first costs a retain and a release each.
      for offset in 0..<count {
        object.updateValue(values.move(at: frame.valuesStart + offset), forKey: keys.move(at: frame.keysStart + offset))
      }
    }
    keys.discard(from: frame.keysStart)
    values.discard(from: frame.valuesStart)
    if let duplicate {
      throw error(at: frame.offset, "duplicate key \(JSON.quoted(duplicate)) in the object that starts here")
    }
    return object
  }

  @inline(__always)
  private mutating func skipWhitespace() {
    // Most tokens follow no whitespace at all.
    guard index < bytes.count, bytes[index] <= 0x20 else { return }
    skipWhitespaceRun()
  }

  /// Skips whitespace eight bytes at a time where it is a run of spaces (indentation).
  private mutating func skipWhitespaceRun() {
    let base = bytes.baseAddress!
    while true {
      while index + 8 <= bytes.count {
        let spaces =
          UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
          ^ 0x2020_2020_2020_2020
        if spaces == 0 {
          index += 8
          continue
        }
        index += spaces.trailingZeroBitCount &>> 3
        break
      }
      guard index < bytes.count else { return }
      let byte = bytes[index]
      guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
      index += 1
    }
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
  private mutating func parseNumber() throws(JSONSyntaxError) -> JSONNumber {
    var scanner = NumberScanner(bytes: bytes, start: index)
    do {
      let number = try scanner.scanOrThrow()
      index = scanner.end
      return number
    } catch {
      throw self.error(at: error.offset, expected: error.expectation)
    }
  }

  // MARK: - Strings

  /// Parses the string whose opening quote is at `index`.
  @inline(__always)
  private mutating func parseString() throws(JSONSyntaxError) -> String {
    let start = index + 1
    let (end, isASCII) = try scanString(from: start)
    guard end >= 0 else { return try parseEscapedString(start: start, escape: -end - 1) }
    index = end + 1
    return try Self.makeString(start..<end, in: bytes, isASCII: isASCII)
  }

  /// Parses an object key: like ``parseString()``, but keys without escapes come from
  /// the ``KeyCache`` once the document has shown it repeats keys.
  @inline(__always)
  private mutating func parseKeyString() throws(JSONSyntaxError) -> String {
    let start = index + 1
    let (end, isASCII) = try scanString(from: start)
    guard end >= 0 else { return try parseEscapedString(start: start, escape: -end - 1) }
    index = end + 1
    let length = end - start
    keysSeen &+= 1
    // The cache reads eight bytes from the key's start, so the input must extend that far.
    guard keysSeen > 16, length <= KeyCache.maximumLength, start + 8 <= bytes.count else {
      return try Self.makeString(start..<end, in: bytes, isASCII: isASCII)
    }
    if keyCache == nil { keyCache = KeyCache() }
    let bytes = self.bytes
    return try keyCache!.key(base: bytes.baseAddress!, start: start, length: length) {
      () throws(JSONSyntaxError) -> String in try Self.makeString(start..<end, in: bytes, isASCII: isASCII)
    }
  }

  /// Finds the closing quote of the string whose contents start at `start`: its offset
  /// and whether the contents are all ASCII; or `-1 - offset` of the first backslash.
  /// Eight bytes are examined at a time until one is a quote, a backslash or a control
  /// character.
  @inline(__always)
  private func scanString(from start: Int) throws(JSONSyntaxError) -> (end: Int, isASCII: Bool) {
    var cursor = start
    var nonASCII: UInt64 = 0
    let base = bytes.baseAddress!
    while cursor + 8 <= bytes.count {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt64.self))
      let special = Self.specialBytes(word)
      if special == 0 {
        nonASCII |= word
        cursor += 8
        continue
      }
      // The lowest marked byte is the first special one: count only the bytes before it.
      let before = special.trailingZeroBitCount &>> 3
      nonASCII |= word & ((1 &<< UInt64(8 * before)) &- 1)
      cursor += before
      break
    }
    while true {
      guard cursor < bytes.count else {
        throw error(at: cursor, expected: "expected '\"' to end the string")
      }
      let byte = bytes[cursor]
      if byte == UInt8(ascii: "\"") { break }
      if byte == UInt8(ascii: "\\") { return (-1 - cursor, false) }
      if byte < 0x20 {
        throw error(at: cursor, expected: "expected '\"' to end the string or an escaped character")
      }
      nonASCII |= UInt64(byte)
      cursor += 1
    }
    return (cursor, nonASCII & 0x8080_8080_8080_8080 == 0)
  }

  /// The string of the bytes in `range`, which hold no quote, backslash or control character.
  @inline(__always)
  private static func makeString(
    _ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool
  ) throws(JSONSyntaxError) -> String {
    let contents = UnsafeBufferPointer(rebasing: bytes[range])
    if isASCII {
      return String(decoding: contents, as: UTF8.self)
    }
    guard let string = String(validating: contents, as: UTF8.self) else {
      throw invalidUTF8(in: range, of: bytes)
    }
    return string
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

  /// Continues a string from its first backslash, decoding escapes into ``scratch``;
  /// the runs between escapes are copied whole.
  private mutating func parseEscapedString(start: Int, escape: Int) throws(JSONSyntaxError) -> String {
    scratch.removeAll(keepingCapacity: true)
    var runStart = start
    var cursor = escape
    while true {
      scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<cursor]))
      guard cursor < bytes.count else {
        throw error(at: cursor, expected: "expected '\"' to end the string")
      }
      switch bytes[cursor] {
      case UInt8(ascii: "\""):
        index = cursor + 1
        guard let string = String(validating: scratch, as: UTF8.self) else {
          throw Self.invalidUTF8(in: start..<cursor, of: bytes)
        }
        return string
      case UInt8(ascii: "\\"):
        cursor = try decodeEscape(at: cursor)
        runStart = cursor
        cursor = nextSpecialByte(from: cursor)
      default:
        throw error(at: cursor, expected: "expected '\"' to end the string or an escaped character")
      }
    }
  }

  /// The offset of the first `"`, `\` or control character at or after `offset`, or the end of input.
  @inline(__always)
  private func nextSpecialByte(from offset: Int) -> Int {
    var cursor = offset
    let base = bytes.baseAddress!
    while cursor + 8 <= bytes.count {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt64.self))
      let special = Self.specialBytes(word)
      if special != 0 { return cursor + special.trailingZeroBitCount &>> 3 }
      cursor += 8
    }
    while cursor < bytes.count {
      let byte = bytes[cursor]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return cursor }
      cursor += 1
    }
    return cursor
  }

  /// Decodes the escape at `offset` into ``scratch`` and returns the offset after it.
  private mutating func decodeEscape(at offset: Int) throws(JSONSyntaxError) -> Int {
    guard offset + 1 < bytes.count else {
      throw error(at: offset + 1, expected: "expected an escaped character after '\\'")
    }
    let simple: UInt8
    switch bytes[offset + 1] {
    case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
    case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
    case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
    case UInt8(ascii: "b"): simple = 0x08
    case UInt8(ascii: "f"): simple = 0x0C
    case UInt8(ascii: "n"): simple = 0x0A
    case UInt8(ascii: "r"): simple = 0x0D
    case UInt8(ascii: "t"): simple = 0x09
    case UInt8(ascii: "u"): return try decodeUnicodeEscape(at: offset)
    default:
      throw error(
        at: offset + 1,
        expected: "expected one of '\"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u' after '\\'")
    }
    scratch.append(simple)
    return offset + 2
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

  private mutating func decodeUnicodeEscape(at offset: Int) throws(JSONSyntaxError) -> Int {
    let unit = try hexQuad(at: offset)
    var next = offset + 6
    var scalar: Unicode.Scalar?
    switch unit {
    case 0xD800...0xDBFF:
      let isPairFollowing =
        next + 1 < bytes.count && bytes[next] == UInt8(ascii: "\\") && bytes[next + 1] == UInt8(ascii: "u")
      if isPairFollowing {
        let low = try hexQuad(at: next)
        if (0xDC00...0xDFFF).contains(low) {
          scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
          next += 6
        }
      }
    case 0xDC00...0xDFFF:
      scalar = nil
    default:
      scalar = Unicode.Scalar(unit)
    }
    if scalar == nil {
      guard options.unpairedSurrogates == .replace else {
        throw error(
          at: offset,
          "unpaired surrogate '\\u\(JSON.hex(unit, width: 4))' cannot be represented in a string")
      }
      scalar = "\u{FFFD}"
    }
    scratch.append(contentsOf: String(scalar!).utf8)
    return next
  }

  /// The error for the first byte in `range` that is not part of valid UTF-8.
  private static func invalidUTF8(in range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>) -> JSONSyntaxError {
    var offset = range.lowerBound
    while offset < range.upperBound {
      let lead = bytes[offset]
      if lead < 0x80 {
        offset += 1
        continue
      }
      let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0
      let end = offset + length
      if length == 0 || end > range.upperBound
        || String(validating: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self) == nil
      {
        break
      }
      offset = end
    }
    return JSONSyntaxError(
      at: offset, in: bytes,
      message: "invalid UTF-8 byte 0x\(JSON.hex(UInt32(bytes[offset]), width: 2)) in string")
  }
}
