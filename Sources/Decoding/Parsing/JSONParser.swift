/// A strict RFC 8259 parser from UTF-8 bytes to ``JSON``.
///
/// It is iterative rather than recursive, so no input can overflow the stack:
/// open containers live on explicit stacks, bounded by
/// ``JSONParsingOptions/maximumDepth``. Values of open containers wait on one
/// shared ``MoveStack`` and are moved into their array or dictionary when it closes.
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
    var value: JSON
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
          value = .object([:])
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
          value = .array([])
        } else {
          frames.append(Frame(isObject: false, valuesStart: values.count, keysStart: keys.count, offset: open))
          continue parsing
        }
      case UInt8(ascii: "\""):
        value = .string(try parseString())
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        value = .number(try parseNumber())
      case UInt8(ascii: "t"):
        try expectLiteral("true")
        value = .bool(true)
      case UInt8(ascii: "f"):
        try expectLiteral("false")
        value = .bool(false)
      case UInt8(ascii: "n"):
        try expectLiteral("null")
        value = .null
      default:
        throw error(at: index, expected: "expected a value")
      }

      // A value is complete: add it to the open container, closing every container that ends here.
      while let frame = frames.last {
        values.push(value)
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
          value = .object(try closeObject(frame))
        } else {
          guard byte == UInt8(ascii: "]") else {
            throw error(at: index, expected: "expected ',' or ']' after array element")
          }
          index += 1
          frames.removeLast()
          value = .array(values.popArray(from: frame.valuesStart))
        }
      }

      skipWhitespace()
      guard index == bytes.count else {
        throw error(at: index, expected: "expected end of input after the top-level value")
      }
      return value
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
    keys.push(try parseString())
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
    for offset in 0..<count {
      let key = keys.move(at: frame.keysStart + offset)
      let value = values.move(at: frame.valuesStart + offset)
      if object.updateValue(value, forKey: key) != nil, duplicate == nil {
        duplicate = key
      }
    }
    keys.discard(from: frame.keysStart)
    values.discard(from: frame.valuesStart)
    if let duplicate, options.duplicateKeys == .reject {
      throw error(at: frame.offset, "duplicate key \(JSON.quoted(duplicate)) in the object that starts here")
    }
    return object
  }

  @inline(__always)
  private mutating func skipWhitespace() {
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
      index += 1
    }
  }

  private mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
    let start = index
    for offset in 0..<literal.utf8CodeUnitCount {
      guard start + offset < bytes.count, bytes[start + offset] == literal.utf8Start[offset] else {
        throw error(at: start + offset, expected: "expected '\(literal)'")
      }
    }
    index = start + literal.utf8CodeUnitCount
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
    var cursor = start
    var nonASCII: UInt64 = 0
    let base = bytes.baseAddress!
    // Eight bytes at a time until one of them is a quote, a backslash or a control character.
    while cursor + 8 <= bytes.count {
      let word = UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt64.self)
      nonASCII |= word
      if Self.hasSpecialByte(word) { break }
      cursor += 8
    }
    while true {
      guard cursor < bytes.count else {
        throw error(at: cursor, expected: "expected '\"' to end the string")
      }
      let byte = bytes[cursor]
      if byte == UInt8(ascii: "\"") { break }
      if byte == UInt8(ascii: "\\") { return try parseEscapedString(start: start, escape: cursor) }
      if byte < 0x20 {
        throw error(at: cursor, expected: "expected '\"' to end the string or an escaped character")
      }
      nonASCII |= UInt64(byte)
      cursor += 1
    }
    let contents = UnsafeBufferPointer(start: base + start, count: cursor - start)
    index = cursor + 1
    if nonASCII & 0x8080_8080_8080_8080 == 0 {
      return String(decoding: contents, as: UTF8.self)
    }
    guard let string = String(validating: contents, as: UTF8.self) else {
      throw invalidUTF8(in: start..<cursor)
    }
    return string
  }

  /// Whether any byte of `word` is `"`, `\` or below 0x20.
  @inline(__always)
  private static func hasSpecialByte(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    let quotes = word ^ (ones &* 0x22)
    let backslashes = word ^ (ones &* 0x5C)
    let hasQuote = (quotes &- ones) & ~quotes
    let hasBackslash = (backslashes &- ones) & ~backslashes
    let hasControl = (word &- ones &* 0x20) & ~word
    return (hasQuote | hasBackslash | hasControl) & highBits != 0
  }

  /// Continues a string from its first backslash, decoding escapes into ``scratch``.
  private mutating func parseEscapedString(start: Int, escape: Int) throws(JSONSyntaxError) -> String {
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<escape]))
    var cursor = escape
    while true {
      guard cursor < bytes.count else {
        throw error(at: cursor, expected: "expected '\"' to end the string")
      }
      let byte = bytes[cursor]
      switch byte {
      case UInt8(ascii: "\""):
        index = cursor + 1
        guard let string = String(validating: scratch, as: UTF8.self) else {
          throw invalidUTF8(in: start..<cursor)
        }
        return string
      case UInt8(ascii: "\\"):
        cursor = try decodeEscape(at: cursor)
      case 0..<0x20:
        throw error(at: cursor, expected: "expected '\"' to end the string or an escaped character")
      default:
        scratch.append(byte)
        cursor += 1
      }
    }
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
          "unpaired surrogate '\\u\(JSONSyntaxError.hex(unit, width: 4))' cannot be represented in a string")
      }
      scalar = "\u{FFFD}"
    }
    scratch.append(contentsOf: String(scalar!).utf8)
    return next
  }

  /// The error for the first byte in `range` that is not part of valid UTF-8.
  private func invalidUTF8(in range: Range<Int>) -> JSONSyntaxError {
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
    return error(at: offset, "invalid UTF-8 byte 0x\(JSONSyntaxError.hex(UInt32(bytes[offset]), width: 2)) in string")
  }
}
