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
/// value: whitespace, strings and numbers are read many bytes at a time where they can be,
/// and no `String` or number is made (``JSONDocument`` makes them when they are read).
///
/// `Ending` says whether zero bytes follow the input (a ``JSONInput`` copy) or nothing may be
/// read past it (a caller's buffer, lent for a parse whose document is made to own a copy
/// before the loan ends if anything still holds it: ``JSONInput/init(lending:)``).
struct JSONParser<Ending: InputEnding>: ~Copyable {
  private typealias Frame = FrameStack.Frame

  private let bytes: UnsafeBufferPointer<UInt8>
  private let options: JSONParsingOptions
  /// ``JSONParsingOptions/maximumDepth`` within `0...JSONParsingOptions.depthCeiling`.
  private let depthLimit: Int
  /// The open containers around one that makes the document deep: one fewer than
  /// ``JSONDocument/deepNesting``, or the limit if that is lower.
  private let deepFrom: Int
  /// Whether a container opened at ``deepFrom`` or deeper.
  private var isDeep = false
  /// The children of closed containers: the document's slots.
  private var children: SlotBuffer
  /// The open containers, innermost last.
  private var frames = FrameStack()
  private var repeatedKeys: RepeatedKeys
  // `Dictionary()` rather than `[:]`, whose `init(dictionaryLiteral:)` cost about 20
  // instructions each, 1% of a 300-byte document's parse (`Benchmarks/Scripts/decode-instructions.sh response_300b`).
  private var longLengths: [Int: Int] = Dictionary()
  private var largeCounts: [Int: Int] = Dictionary()
  private var distinctKeyCounts: [Int: Int] = Dictionary()

  private init(bytes: UnsafeBufferPointer<UInt8>, options: JSONParsingOptions) {
    self.bytes = bytes
    self.options = options
    depthLimit = min(max(options.maximumDepth, 0), JSONParsingOptions.depthCeiling)
    deepFrom = min(depthLimit, JSONDocument.deepNesting - 1)
    repeatedKeys = RepeatedKeys(inputLength: bytes.count, knownShapes: KnownShapes.enterShared())
    // Documents need one slot per 13 to 20 bytes; a generous reservation that is never
    // touched costs address space, not memory, and the buffer is cut to size at the end.
    children = SlotBuffer(documentCapacity: bytes.count / 8 + 16)
  }

  /// Parses `input` as one JSON document.
  static func parse(_ input: consuming JSONInput, options: JSONParsingOptions) throws(JSONSyntaxError) -> JSON {
    let document = try document(of: input, options: options)
    return document.value(of: document.root)
  }

  /// The document of `input`, parsed as one JSON document.
  static func document(
    of input: consuming JSONInput, options: JSONParsingOptions
  ) throws(JSONSyntaxError) -> JSONDocument {
    let bytes = input.bytes
    // Slots address the input with 32 bits.
    guard bytes.count <= Int(UInt32.max) else {
      throw JSONSyntaxError(at: 0, in: bytes, message: "documents larger than 4 GiB are not supported")
    }
    var parser = JSONParser(bytes: bytes, options: options)
    return try parser.parseDocument(input)
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

  private mutating func parseDocument(_ input: consuming JSONInput) throws(JSONSyntaxError) -> JSONDocument {
    // The offset lives in a local, not in the parser, and so do the input's start and
    // length: a store to the slots may alias the parser's own fields for all the compiler
    // knows, so the offset, kept in the parser, was written back and read again around
    // every slot appended. Out-of-line steps take the offset and return the next one
    // rather than take it `inout`, which would keep it in memory all the same.
    let base = bytes.baseAddress!
    let end = bytes.count
    var index = 0
    // The slots of the values of open containers, a local for the same reason. 1 KB: the
    // largest block malloc serves from its per-thread cache; it grows if needed.
    var stack = SlotBuffer(capacity: 128)
    // A leading UTF-8 byte order mark is allowed by RFC 8259 §8.1 and skipped.
    if end >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF {
      index = 3
    }
    parsing: while true {
      Self.skipWhitespace(base, &index, end: end)
      guard index < end else {
        throw error(at: index, expected: "expected a value")
      }
      switch base[index] {
      case UInt8(ascii: "{"):
        try checkDepth(at: index)
        index += 1
        Self.skipWhitespace(base, &index, end: end)
        if index < end, base[index] == UInt8(ascii: "}") {
          index += 1
          stack.append(.container(.object, firstChild: 0, count: 0, flags: 0))
        } else {
          frames.append(Frame(isObject: true, stackStart: stack.count))
          try parseKey(base, &index, &stack, end: end, expected: "expected '\"' to start an object key or '}'")
          continue parsing
        }
      case UInt8(ascii: "["):
        try checkDepth(at: index)
        index += 1
        Self.skipWhitespace(base, &index, end: end)
        if index < end, base[index] == UInt8(ascii: "]") {
          index += 1
          stack.append(.container(.array, firstChild: 0, count: 0, flags: 0))
        } else {
          frames.append(Frame(isObject: false, stackStart: stack.count))
          continue parsing
        }
      case UInt8(ascii: "\""):
        stack.append(try parseString(base, &index, end: end))
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        let (number, next) = try parseNumber(at: index)
        index = next
        stack.append(number)
      case UInt8(ascii: "t"):
        try expectLiteral("true", &index)
        stack.append(.literal(.true))
      case UInt8(ascii: "f"):
        try expectLiteral("false", &index)
        stack.append(.literal(.false))
      case UInt8(ascii: "n"):
        try expectLiteral("null", &index)
        stack.append(.literal(.null))
      default:
        throw error(at: index, expected: "expected a value")
      }

      // A value is complete: continue its container, closing every container that ends here.
      while let frame = frames.last {
        Self.skipWhitespace(base, &index, end: end)
        guard index < end else {
          throw error(
            at: index,
            expected: frame.isObject
              ? "expected ',' or '}' after object member" : "expected ',' or ']' after array element")
        }
        let byte = base[index]
        if byte == UInt8(ascii: ",") {
          index += 1
          if frame.isObject {
            Self.skipWhitespace(base, &index, end: end, inliningRuns: true)
            try parseKey(base, &index, &stack, end: end, expected: "expected '\"' to start an object key")
          }
          continue parsing
        }
        if frame.isObject {
          guard byte == UInt8(ascii: "}") else {
            throw error(at: index, expected: "expected ',' or '}' after object member")
          }
          index += 1
          frames.removeLast()
          stack.append(try closeObject(frame, &stack))
        } else {
          guard byte == UInt8(ascii: "]") else {
            throw error(at: index, expected: "expected ',' or ']' after array element")
          }
          index += 1
          frames.removeLast()
          stack.append(closeArray(frame, &stack))
        }
      }

      Self.skipWhitespace(base, &index, end: end)
      guard index == end else {
        throw error(at: index, expected: "expected end of input after the top-level value")
      }
      return makeDocument(input, root: stack[0])
    }
  }

  /// The document of `input`, whose top-level value is `root`, once every slot is in.
  // Out of line: one more value to hand over at the end of the parse loop, inlined, changed
  // how the loop used its registers and took 1.8% more of canada.json's parse
  // (`Benchmarks/Scripts/decode-instructions.sh canada`).
  @inline(never)
  private mutating func makeDocument(_ input: consuming JSONInput, root: JSONSlot) -> JSONDocument {
    JSONDocument(
      input: input, slots: children.take(trailing: LookupHints.entryCount), root: root, longLengths: longLengths,
      largeCounts: largeCounts, distinctKeyCounts: distinctKeyCounts, isDeep: isDeep)
  }

  /// Throws unless a container may open at `index`.
  ///
  /// `mutating` although it changes nothing: a non-mutating method called from the
  /// parser's loop took a copy of the whole parser (240 bytes) at every `[` and `{`.
  private mutating func checkDepth(at index: Int) throws(JSONSyntaxError) {
    // One comparison for the containers of ordinary documents, as before the depth was kept.
    if frames.count >= deepFrom {
      if frames.count >= depthLimit { throw depthError(at: index) }
      isDeep = true
    }
  }

  /// The error for a container opened past the depth limit at `index`, made out of the
  /// parser's loop.
  @inline(never)
  private func depthError(at index: Int) -> JSONSyntaxError {
    error(at: index, "nesting deeper than \(depthLimit) levels of arrays and objects")
  }

  /// Parses `"key"` at `index` and the `:` after it, pushing the key onto `stack`.
  @inline(__always)
  private mutating func parseKey(
    _ base: UnsafePointer<UInt8>, _ index: inout Int, _ stack: inout SlotBuffer, end: Int,
    expected expectation: String
  ) throws(JSONSyntaxError) {
    guard index < end, base[index] == UInt8(ascii: "\"") else {
      throw error(at: index, expected: expectation)
    }
    stack.append(try parseString(base, &index, end: end))
    Self.skipWhitespace(base, &index, end: end)
    guard index < end, base[index] == UInt8(ascii: ":") else {
      throw error(at: index, expected: "expected ':' after object key")
    }
    index += 1
  }

  /// Moves the elements of the array that `frame` opened from `stack` to the document's slots.
  private mutating func closeArray(_ frame: Frame, _ stack: inout SlotBuffer) -> JSONSlot {
    let count = stack.count - frame.stackStart
    let first = children.append(stack, from: frame.stackStart)
    stack.removeLast(count)
    if count >= Int(JSONSlot.largeCount) { largeCounts[first] = count }
    return .container(.array, firstChild: first, count: count, flags: 0)
  }

  /// Moves the members of the object that `frame` opened from `stack` to the document's
  /// slots, after finding repeated keys: rejected, or all but the last occurrence marked as
  /// shadowed.
  // Out of line: inlined into the parser's loop, it took canada.json's parse, which closes no
  // object in its inner loop, 2% more instructions (`Benchmarks/Scripts/decode-instructions.sh
  // canada`, the parser's column).
  @inline(never)
  private mutating func closeObject(_ frame: Frame, _ stack: inout SlotBuffer) throws(JSONSyntaxError) -> JSONSlot {
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

  /// Moves `index` past any whitespace in the input at `base`.
  @inline(__always)
  private static func skipWhitespace(
    _ base: UnsafePointer<UInt8>, _ index: inout Int, end: Int, inliningRuns: Bool = false
  ) {
    // Most tokens follow no whitespace at all, and most others a single space (`"key": 1`).
    // The input's padding makes both bytes readable at any offset up to the end, where its
    // zero byte is neither whitespace nor the end of a run; a lent buffer checks the end.
    guard Ending.isZeroPadded || index < end, base[index] <= 0x20 else { return }
    if base[index] == 0x20, Ending.isZeroPadded || index &+ 1 < end, base[index &+ 1] > 0x20 {
      index &+= 1
      return
    }
    index =
      inliningRuns ? endOfWhitespaceInline(base, from: index, end: end) : endOfWhitespace(base, from: index, end: end)
  }

  /// ``endOfWhitespaceInline(_:from:end:)`` as a call, for the places where a run of
  /// whitespace is rare enough that its code is better kept out of the way.
  @inline(never)
  private static func endOfWhitespace(_ base: UnsafePointer<UInt8>, from offset: Int, end: Int) -> Int {
    endOfWhitespaceInline(base, from: offset, end: end)
  }

  /// The offset after the whitespace at `offset`: each line break, and the indentation after
  /// it many spaces at a time. Inlined where pretty-printed documents put a line break
  /// before nearly every token: before an object's keys.
  @inline(__always)
  private static func endOfWhitespaceInline(_ base: UnsafePointer<UInt8>, from offset: Int, end: Int) -> Int {
    // The padding's zero byte ends the run at the end of the input; a lent buffer checks it.
    var offset = offset
    while Ending.isZeroPadded || offset < end {
      let byte = base[offset]
      guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { break }
      offset = ByteScan.endOfSpaces(base, from: offset &+ 1, end: end, Ending.self)
    }
    return offset
  }

  /// Matches `true`, `false` or `null` at `index`, and moves past it: one four-byte
  /// comparison when the input is long enough, byte by byte (for the exact error offset)
  /// when not.
  @inline(__always)
  private func expectLiteral(_ literal: StaticString, _ index: inout Int) throws(JSONSyntaxError) {
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

  /// Checks the number at `start` and describes it, with the offset after it.
  @inline(__always)
  private mutating func parseNumber(at start: Int) throws(JSONSyntaxError) -> (slot: JSONSlot, next: Int) {
    let parts: NumberScanner.Parts
    do {
      parts = try NumberScanner.scan(bytes, from: start)
    } catch {
      throw self.error(at: error.offset, expected: error.expectation)
    }
    let length = parts.end - start
    if length >= Int(JSONSlot.longLength) { longLengths[start] = length }
    let slot = JSONSlot.scalar(
      .number, offset: start, length: length, flags: parts.isIntegerText ? 0 : JSONSlot.fractionalFlag)
    return (slot, parts.end)
  }

  // MARK: - Strings

  /// Checks the string whose opening quote is at `index`, moves past it and describes it. Strings, keys
  /// above all, are mostly short runs of plain ASCII: those are scanned here, inline, and
  /// any other string (with an escape, a byte above 0x7F or a control character, or
  /// unterminated) is parsed by ``parseStringInFull(quote:)``, out of line, so
  /// that this hot path stays small.
  @inline(__always)
  private mutating func parseString(_ base: UnsafePointer<UInt8>, _ index: inout Int, end: Int)
    throws(JSONSyntaxError) -> JSONSlot
  {
    let start = index &+ 1
    let cursor = ByteScan.endOfPlainText(base, from: start, end: end, Ending.self)
    let length = cursor &- start
    // At the end of the input, `cursor` is the padding's first byte, a zero.
    if Ending.isZeroPadded || cursor < end, base[cursor] == UInt8(ascii: "\""), length < Int(JSONSlot.longLength) {
      index = cursor &+ 1
      return .scalar(.string, offset: start, length: length, flags: 0)
    }
    // Started again from the string's start rather than resumed at `cursor`: passing the
    // offset measured dearer than re-reading the few words before it.
    let (slot, next) = try parseStringInFull(quote: index)
    index = next
    return slot
  }

  /// Checks the string whose opening quote is at `quote`, one that
  /// ``parseString(_:_:)`` did not finish, and describes its contents, with the offset after
  /// its closing quote.
  ///
  /// One pass: runs of ASCII are skipped many bytes at a time (``ByteScan``) up to the next
  /// byte that needs a look (a quote, a backslash, a control character or a byte above 0x7F),
  /// and UTF-8 is validated where it is met, so a string is read once rather than scanned and
  /// then checked.
  @inline(never)
  private mutating func parseStringInFull(quote: Int) throws(JSONSyntaxError) -> (slot: JSONSlot, next: Int) {
    let start = quote + 1
    let base = bytes.baseAddress!
    let count = bytes.count
    var cursor = start
    var flags: UInt64 = 0
    var hasInvalidUTF8 = false
    while true {
      cursor = ByteScan.endOfPlainText(base, from: cursor, end: count, Ending.self)
      guard cursor < count else {
        throw error(at: cursor, expected: "expected '\"' to end the string")
      }
      let byte = base[cursor]
      if byte == UInt8(ascii: "\"") { break }
      if byte >= 0x80 {
        flags |= JSONSlot.nonASCIIFlag
        cursor = Self.skipNonASCII(base, from: cursor, count: count, invalid: &hasInvalidUTF8)
      } else if byte == UInt8(ascii: "\\") {
        flags |= JSONSlot.escapedFlag
        // The one-character escapes (`\/` above all: JSONSerialization and PHP escape every
        // slash of a URL) are checked here; `\u` and errors out of line.
        if cursor + 1 < count, Self.isShortEscape(base[cursor + 1]) {
          cursor += 2
        } else {
          cursor = try checkLongEscape(at: cursor)
        }
      } else {
        // A control character: every other byte that ends a run is handled above.
        throw error(at: cursor, expected: "expected '\"' to end the string or an escaped character")
      }
    }
    // Invalid UTF-8 is reported only once the string is known to end well, so that a
    // string with both faults reports the syntax error, as a scan-then-check parser does;
    // `checkUTF8` finds the first invalid sequence and makes the error.
    if hasInvalidUTF8 { try checkUTF8(start..<cursor) }
    let length = cursor - start
    if length >= Int(JSONSlot.longLength) { longLengths[start] = length }
    return (.scalar(.string, offset: start, length: length, flags: flags), cursor + 1)
  }

  /// Skips the run of bytes above 0x7F at `offset` in a string, sequence by sequence, and
  /// returns the offset of the next ASCII byte. An invalid sequence sets `invalid` and is
  /// skipped one byte at a time; a sequence never includes an ASCII byte (continuation bytes
  /// are 0x80...0xBF), so the string's quote, escapes and control characters are all left to
  /// the caller.
  @inline(__always)
  private static func skipNonASCII(
    _ base: UnsafePointer<UInt8>, from offset: Int, count: Int, invalid: inout Bool
  ) -> Int {
    var offset = offset
    repeat {
      // 1110xxxx 10xxxxxx 10xxxxxx with a lead other than E0 (which may be overlong) and
      // ED (which may be a surrogate) is a valid three-byte sequence: most of the world's
      // scripts, so five of them are checked at once where the processor can, and two
      // where they can be.
      if Ending.isZeroPadded || offset &+ 16 <= count, ByteScan.areFiveGeneralThreeByteSequences(base, at: offset) {
        offset += 15
        continue
      }
      // The input's padding makes eight bytes readable at any offset before its end, and its
      // zero bytes match neither pattern, so a sequence cut short by the end never matches.
      if Ending.isZeroPadded || offset &+ 8 <= count {
        let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
        if word & 0xC0C0_F0C0_C0F0 == 0x8080_E080_80E0, Self.areGeneralLeads(word) {
          offset += 6
          continue
        }
        if word & 0xC0_C0F0 == 0x80_80E0, word & 0xFF != 0xE0, word & 0xFF != 0xED {
          offset += 3
          continue
        }
      }
      let length = sequenceLength(base, at: offset, end: count)
      if length == 0 {
        invalid = true
        offset += 1
      } else {
        offset += length
      }
    } while offset < count && base[offset] >= 0x80
    return offset
  }

  /// Whether `byte`, after a backslash, makes a one-character escape: `"`, `\`, `/`, `b`,
  /// `f`, `n`, `r` or `t`. One bit per byte below 0x80, in two words.
  @inline(__always)
  private static func isShortEscape(_ byte: UInt8) -> Bool {
    let below64: UInt64 = 1 << 0x22 | 1 << 0x2F
    let from64: UInt64 =
      1 << (0x5C - 64) | 1 << (0x62 - 64) | 1 << (0x66 - 64) | 1 << (0x6E - 64) | 1 << (0x72 - 64)
      | 1 << (0x74 - 64)
    let word = byte < 64 ? below64 : from64
    return byte < 128 && (word &>> UInt64(byte & 63)) & 1 != 0
  }

  /// Checks the escape at `offset` (a backslash) that is not a one-character escape (those
  /// are checked inline, by ``isShortEscape(_:)``): a `\u` escape, whose offset after it is
  /// returned, or an error.
  ///
  /// `mutating` although it changes nothing, as ``checkDepth()`` is, and so are the checks
  /// it calls: called as a non-mutating method, it copied the whole parser at every escape.
  private mutating func checkLongEscape(at offset: Int) throws(JSONSyntaxError) -> Int {
    guard offset + 1 < bytes.count else {
      throw error(at: offset + 1, expected: "expected an escaped character after '\\'")
    }
    guard bytes[offset + 1] == UInt8(ascii: "u") else {
      throw error(
        at: offset + 1,
        expected: "expected one of '\"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u' after '\\'")
    }
    return try checkUnicodeEscape(at: offset)
  }

  /// Reads the four hex digits of `\uXXXX` at `offset`.
  private mutating func hexQuad(at offset: Int) throws(JSONSyntaxError) -> UInt32 {
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
  private mutating func checkUnicodeEscape(at offset: Int) throws(JSONSyntaxError) -> Int {
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

  /// Throws the error for the first invalid UTF-8 sequence in `range`, the contents of a
  /// string that `skipNonASCII` found invalid (escapes are ASCII, so they pass): it points at
  /// the first byte of that sequence.
  private func checkUTF8(_ range: Range<Int>) throws(JSONSyntaxError) {
    let base = bytes.baseAddress!
    var offset = range.lowerBound
    while offset < range.upperBound {
      let lead = base[offset]
      if lead < 0x80 {
        offset += 1
        continue
      }
      let length = Self.sequenceLength(base, at: offset, end: range.upperBound)
      guard length > 0 else {
        throw error(at: offset, "invalid UTF-8 byte 0x\(JSON.hex(UInt32(lead), width: 2)) in string")
      }
      offset += length
    }
  }

  /// Whether the lead bytes 1110xxxx at bytes 0 and 3 of `word` are both neither E0 nor
  /// ED: E1...EC or EE...EF, whose two continuation bytes may be any of 80...BF.
  @inline(__always)
  private static func areGeneralLeads(_ word: UInt64) -> Bool {
    let nibbles = word & 0x0F00_000F
    let carries: UInt64 = 0x0F00_000F
    // Adding F to a nibble carries into the bit above it unless the nibble is 0.
    let notE0 = (nibbles &+ carries) & 0x1000_0010
    let notED = ((nibbles ^ 0x0D00_000D) &+ carries) & 0x1000_0010
    return notE0 & notED == 0x1000_0010
  }

  /// The length of the valid UTF-8 sequence of two to four bytes at `offset`, which holds a
  /// byte above 0x7F, or 0 when the sequence there is invalid: not a lead byte, too few
  /// continuation bytes before `end`, an overlong form, a surrogate or beyond U+10FFFF.
  private static func sequenceLength(_ base: UnsafePointer<UInt8>, at offset: Int, end: Int) -> Int {
    let lead = base[offset]
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
    return length
  }

  @inline(__always)
  private static func isContinuation(_ base: UnsafePointer<UInt8>, _ position: Int, _ end: Int) -> Bool {
    position < end && base[position] & 0xC0 == 0x80
  }
}
