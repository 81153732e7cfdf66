#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds where each record of a stream of JSON starts and ends, over bytes that arrive in
/// chunks, without parsing the records.
///
/// The scanner owns one buffer. The caller appends input to it (``freeSpace(minimum:)``,
/// then ``didWrite(_:)``, or ``endInput()`` at the end) whenever ``next()`` says it
/// needs more, and reads each record's bytes with ``bytes(of:)`` before appending again.
/// Appending first drops the bytes of the records already returned, so the buffer holds
/// at most the record being read and one chunk: a record longer than
/// ``maximumRecordSize`` is reported (``Event/tooLong(_:)``) rather than grown into, and its
/// bytes are dropped as they arrive until the record ends.
///
/// For JSON Lines and text sequences a record ends at its separator (a JSON string holds
/// neither a raw line feed nor a raw `0x1E`). For concatenated values and array elements
/// a small state machine (inside a string, after a backslash, nesting depth) finds the
/// end of each value; the parser then checks the record's bytes.
///
/// For the parallel mode of the separated formats, ``nextChunk(minimum:)`` cuts the buffer
/// instead, after its last separator, into chunks of whole records that other threads scan
/// with a scanner of their own (``init(format:maximumRecordSize:borrowing:streamOffset:isLast:)``);
/// for the other formats, ``cutReturnedRecords(from:)`` hands over the buffer holding the
/// records ``next()`` returned, so that other threads decode them where they are.
package final class JSONRecordScanner {
  /// Where one record is: its bytes in the buffer, its number and its place in the stream.
  package struct Record: Sendable, Hashable {
    /// The record's bytes in the scanner's buffer, valid until input is next appended.
    package var range: Range<Int>
    /// The record's number, from 0.
    package var index: Int
    /// Its line, from 1, for JSON Lines; `nil` for the other formats.
    package var line: Int?
    /// The byte offset of its first byte in the stream.
    package var offset: Int
    /// `false` when the stream ended inside the record, before its end was seen.
    package var isTerminated: Bool
  }

  /// What ``next()`` found.
  package enum Event: Sendable, Hashable {
    /// The next record.
    case record(Record)
    /// The buffer ends before the next record does: append input, or end it.
    case needsInput
    /// A record longer than the maximum record size, reported once. Its bytes are not kept:
    /// the scanner drops the rest of it as it arrives and goes on with the record after it
    /// (after the next line feed for JSON Lines, the next `0x1E` for a text sequence, the end
    /// of the value, found by its brackets and quotes, for the other formats).
    case tooLong(Failure)
    /// The input has ended and every record was returned.
    case end
  }

  /// A fault in the stream itself, between or around records.
  package struct Failure: Error, Sendable, Hashable {
    /// What is wrong.
    package enum Kind: Sendable, Hashable {
      /// The record is longer than the maximum record size.
      case recordTooLong(limit: Int)
      /// The stream ended inside the top-level array, after its last complete element.
      case truncatedArray
      /// A byte the format does not allow here: what was found and what was expected.
      case unexpected(found: String, expected: String)
    }
    /// What is wrong.
    package var kind: Kind
    /// The number of the record concerned (the next one, for a fault between records).
    package var record: Int
    /// Its line for JSON Lines, else `nil`.
    package var line: Int?
    /// The byte offset in the stream where the fault is.
    package var offset: Int
  }

  /// Whole records cut from the buffer by ``nextChunk(minimum:)`` or
  /// ``cutReturnedRecords(from:)``, in the buffer's block, which the chunk now owns: hand it
  /// back with ``recycle(_:)`` for a later chunk, or let it go.
  ///
  /// An object, so that a chunk's bytes stay where they are while the threads that decode
  /// them, the stream that hands them out and the scanner that reuses them pass it along.
  /// Its bytes never change once cut (hence `@unchecked Sendable`).
  package final class Chunk: @unchecked Sendable {
    /// The block the records are in.
    private var block: HeapBuffer<UInt8>
    /// The records' bytes in the block.
    package let range: Range<Int>
    /// The byte offset in the stream of the block's byte at `range.lowerBound`.
    package let offset: Int
    /// Whether the stream ends with this chunk (its last record may lack its separator).
    package let isLast: Bool

    init(_ block: consuming HeapBuffer<UInt8>, range: Range<Int>, offset: Int, isLast: Bool) {
      self.block = block
      self.range = range
      self.offset = offset
      self.isLast = isLast
    }

    /// The block's first byte: lent, valid as long as the chunk is.
    package var storage: UnsafeMutablePointer<UInt8> { block.base }

    /// The records' bytes, valid as long as the chunk is.
    package var bytes: UnsafeBufferPointer<UInt8> {
      UnsafeBufferPointer(start: block.base + range.lowerBound, count: range.count)
    }

    /// The block, for a later chunk; the chunk is left without one.
    fileprivate func takeBlock() -> HeapBuffer<UInt8> {
      block.take()
    }
  }

  /// What ``nextChunk(minimum:)`` found.
  package enum ChunkEvent {
    /// Whole records (and the blank lines around them), to be scanned by a scanner of their own.
    case chunk(Chunk)
    /// The next record is longer than the maximum record size, so it is dropped as it arrives;
    /// numbered as the first record of its chunk (record 0, line 1 for JSON Lines).
    case tooLong(Failure)
    /// Too few bytes are held for a chunk: append input, or end it.
    case needsInput
    /// The input has ended and every byte was cut into a chunk.
    case end
  }

  /// The format, decided once the first bytes are seen when it was `.detect`.
  package private(set) var format: JSONStreamFormat
  /// The longest record accepted, in bytes.
  package let maximumRecordSize: Int

  /// The block the scanner reads and appends to; none for a scanner over a chunk's bytes.
  private var block: HeapBuffer<UInt8>
  /// The bytes scanned: lent by ``block``, or by the chunk a scanner reads in place.
  private var storage: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// `false` for a scanner over a chunk's bytes, which it never appends to.
  private let ownsStorage: Bool
  /// Chunks handed back by ``recycle(_:)``, whose blocks the next chunks take.
  private var spares: [Chunk] = []
  /// Bytes held, from `storage`.
  private var count = 0
  /// The next byte to scan.
  private var cursor = 0
  /// How far the search for the current line's (or text's) separator has looked.
  private var searched = 0
  /// The first byte of the value being scanned, if one has started.
  private var recordStart: Int?
  /// The stream offset of `storage[0]`.
  private var bufferOffset = 0
  private var line = 1
  private var nextIndex = 0
  private var inputEnded = false
  private var checkedStart = false
  /// Whether the bytes being scanned belong to a record already reported too long.
  private var discarding = false

  // The value state machine, kept between calls when a value spans chunks.
  private var depth = 0
  private var inString = false
  private var escaped = false
  private var inScalar = false
  private enum ArrayPosition { case beforeOpen, beforeFirstElement, beforeElement, afterElement, closed }
  private var arrayPosition = ArrayPosition.beforeOpen

  /// A scanner for `format` that refuses records longer than `maximumRecordSize` bytes.
  package init(format: JSONStreamFormat, maximumRecordSize: Int, initialCapacity: Int = 1 << 16) {
    self.format = format
    self.maximumRecordSize = max(maximumRecordSize, 1)
    block = HeapBuffer(capacity: max(initialCapacity, 16))
    storage = block.base
    capacity = block.capacity
    ownsStorage = true
  }

  /// A scanner over one chunk's bytes, which it reads in place and never frees: the records of
  /// a chunk that ``nextChunk(minimum:)`` cut, with `format` decided and any byte order mark
  /// already skipped. Records are numbered from 0 and lines from 1 within the chunk; offsets
  /// count from the start of the stream (`streamOffset` is that of the first byte). When
  /// `isLast` is `false`, ``next()`` says `.needsInput` at the end of the bytes.
  package init(
    format: JSONStreamFormat, maximumRecordSize: Int, borrowing bytes: UnsafeBufferPointer<UInt8>,
    streamOffset: Int, isLast: Bool
  ) {
    self.format = format
    self.maximumRecordSize = max(maximumRecordSize, 1)
    if let base = bytes.baseAddress {
      block = HeapBuffer()
      storage = UnsafeMutablePointer(mutating: base)
      capacity = bytes.count
      count = bytes.count
      ownsStorage = false
    } else {
      block = HeapBuffer(capacity: 16)
      storage = block.base
      capacity = block.capacity
      ownsStorage = true
    }
    bufferOffset = streamOffset
    inputEnded = isLast
    checkedStart = true
  }

  /// The records found so far (those reported too long included).
  package var recordsFound: Int { nextIndex }
  /// The line feeds passed so far (for JSON Lines; 0 for the other formats).
  package var linesPassed: Int { line - 1 }

  /// Every byte appended so far.
  package var bytesAppended: Int { bufferOffset + count }
  /// The bytes the buffer can hold now: what the scanner's memory grew to.
  package var bufferCapacity: Int { capacity }

  /// The bytes of `record`, valid until input is next appended.
  package func bytes(of record: Record) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: storage + record.range.lowerBound, count: record.range.count)
  }

  /// Room for at least `minimum` more bytes at the end of the buffer, made by dropping the
  /// bytes already returned (and growing only when the unfinished record needs it).
  package func freeSpace(minimum: Int) -> UnsafeMutableRawBufferPointer {
    precondition(ownsStorage, "a scanner over a chunk takes no input")
    let keep = recordStart ?? cursor
    if keep > 0 {
      let remaining = count - keep
      if remaining > 0 { memmove(storage, storage + keep, remaining) }
      count = remaining
      cursor -= keep
      searched = max(searched - keep, 0)
      if let start = recordStart { recordStart = start - keep }
      bufferOffset += keep
    }
    if capacity - count < minimum {
      _ = replaceBlock(with: HeapBuffer(capacity: max(capacity * 2, count + minimum)), keeping: 0)
    }
    return UnsafeMutableRawBufferPointer(start: storage + count, count: capacity - count)
  }

  /// Records that `written` bytes were put at the start of the last ``freeSpace(minimum:)``.
  package func didWrite(_ written: Int) {
    count += written
  }

  /// Appends `bytes` to the buffer.
  package func append(_ bytes: UnsafeRawBufferPointer) {
    guard !bytes.isEmpty else { return }
    let space = freeSpace(minimum: bytes.count)
    space.copyMemory(from: bytes)
    count += bytes.count
  }

  /// Says that no more input will come.
  package func endInput() {
    inputEnded = true
  }

  /// Skips a byte order mark at the start and decides the format when it is `.detect`;
  /// `false` until enough bytes have arrived for both. ``next()`` does this first.
  package func determineFormat() throws(Failure) -> Bool {
    if !checkedStart {
      // A byte order mark at the very start belongs to no record.
      if count < 3 && !inputEnded { return false }
      if count >= 3 && storage[0] == 0xEF && storage[1] == 0xBB && storage[2] == 0xBF { cursor = 3 }
      searched = cursor
      checkedStart = true
    }
    if format == .detect {
      guard let detected = try detectFormat() else { return false }
      format = detected
    }
    return true
  }

  /// The next record, or what the scanner needs to find it.
  package func next() throws(Failure) -> Event {
    guard try determineFormat() else { return .needsInput }
    switch format {
    case .lines: return try nextSeparated(by: 0x0A)
    case .textSequence: return try nextSeparated(by: 0x1E)
    default: return try nextValue()
    }
  }

  // MARK: - Separated records

  private func isBlank(_ range: Range<Int>) -> Bool {
    for index in range {
      switch storage[index] {
      case 0x20, 0x09, 0x0D, 0x0A: continue
      default: return false
      }
    }
    return true
  }

  /// The next line (or text) up to `separator`, skipping blank ones.
  private func nextSeparated(by separator: UInt8) throws(Failure) -> Event {
    let isLines = separator == 0x0A
    while true {
      let start = cursor
      let from = max(searched, start)
      let found = memchr(storage + from, Int32(separator), count - from)
      guard let found else {
        searched = count
        if discarding {
          // The rest of a record already reported too long: dropped as it arrives.
          cursor = count
          if inputEnded { discarding = false }
          return inputEnded ? .end : .needsInput
        }
        if inputEnded {
          cursor = count
          if start < count && !isBlank(start..<count) {
            // For a text sequence, a text ends with a line feed; without one the
            // record may have been cut (RFC 7464, section 2.4).
            let terminated = isLines ? false : storage[count - 1] == 0x0A
            return separatedRecord(start..<count, terminated: terminated, isLines: isLines)
          }
          return .end
        }
        if count - start > maximumRecordSize {
          // Report the record now and drop its bytes until its separator comes.
          cursor = count
          discarding = true
          return tooLong(offset: bufferOffset + start, line: isLines ? line : nil)
        }
        return .needsInput
      }
      let separatorIndex = UnsafeMutableRawPointer(storage).distance(to: found)
      var end = separatorIndex
      if isLines && end > start && storage[end - 1] == 0x0D { end -= 1 }
      cursor = separatorIndex + 1
      searched = cursor
      if discarding {
        // The end of a record already reported too long.
        discarding = false
        if isLines { line += 1 }
        continue
      }
      if start == end || isBlank(start..<end) {
        if isLines { line += 1 }
        continue
      }
      let event = separatedRecord(start..<end, terminated: true, isLines: isLines)
      if isLines { line += 1 }
      return event
    }
  }

  private func separatedRecord(_ range: Range<Int>, terminated: Bool, isLines: Bool) -> Event {
    let line = isLines ? line : nil
    if range.count > maximumRecordSize { return tooLong(offset: bufferOffset + range.lowerBound, line: line) }
    let record = Record(
      range: range, index: nextIndex, line: line, offset: bufferOffset + range.lowerBound, isTerminated: terminated)
    nextIndex += 1
    return .record(record)
  }

  /// Reports the next record as longer than the maximum; it keeps its number.
  private func tooLong(offset: Int, line: Int?) -> Event {
    let failure = Failure(kind: .recordTooLong(limit: maximumRecordSize), record: nextIndex, line: line, offset: offset)
    nextIndex += 1
    return .tooLong(failure)
  }

  // MARK: - Chunks (parallel mode, separated formats)

  /// The next chunk of whole records: once at least `minimum` bytes are held (or the input
  /// has ended), the bytes through the last separator, cut from the buffer; the bytes after
  /// it, the start of the next record, go on into a new buffer. Only for JSON Lines and text
  /// sequences, after ``determineFormat()``, and not mixed with ``next()``.
  ///
  /// A record longer than the maximum record size with no separator yet is reported as
  /// ``ChunkEvent/tooLong(_:)`` and dropped as it arrives, as ``next()`` does; a shorter one
  /// is held whole until its separator comes.
  package func nextChunk(minimum: Int) -> ChunkEvent {
    let isLines = format == .lines
    precondition(isLines || format == .textSequence, "chunks are cut from JSON Lines and text sequences only")
    let separator: UInt8 = isLines ? 0x0A : 0x1E
    while true {
      if discarding {
        // The rest of a record reported too long, dropped up to its separator.
        if let found = memchr(storage + cursor, Int32(separator), count - cursor) {
          cursor = UnsafeMutableRawPointer(storage).distance(to: found) + 1
          searched = cursor
          discarding = false
          continue
        }
        cursor = count
        searched = count
        if inputEnded {
          discarding = false
          return .end
        }
        return .needsInput
      }
      let pending = count - cursor
      if inputEnded {
        guard pending > 0 else { return .end }
        let range = cursor..<count
        cursor = count
        return .chunk(handOver(range, isLast: true))
      }
      if pending < max(minimum, 1) { return .needsInput }
      // The last separator: no more than a record back from the end. `searched` is how far
      // earlier calls found none.
      var index = count
      let floor = max(searched, cursor)
      while index > floor && storage[index - 1] != separator { index -= 1 }
      if index > floor {
        let range = cursor..<index
        cursor = index
        return .chunk(handOver(range, isLast: false))
      }
      searched = count
      if pending > maximumRecordSize {
        let failure = Failure(
          kind: .recordTooLong(limit: maximumRecordSize), record: 0, line: isLines ? 1 : nil,
          offset: bufferOffset + cursor)
        cursor = count
        discarding = true
        return .tooLong(failure)
      }
      return .needsInput
    }
  }

  /// Hands a chunk's buffer back, for a later chunk to reuse.
  package func recycle(_ chunk: Chunk) {
    spares.append(chunk)
  }

  /// For the parallel mode of concatenated values and array elements: the buffer, whose
  /// records returned since input was last appended (from `start`, the first one's first
  /// byte) the caller now owns, their ranges valid in the chunk's `storage`; the bytes not
  /// yet returned go on into a new buffer. Call it before appending input.
  package func cutReturnedRecords(from start: Int) -> Chunk {
    let end = recordStart ?? cursor
    precondition(start <= end, "the records are not in the buffer")
    return handOver(start..<end, isLast: false)
  }

  /// Hands `range` of the buffer over as a chunk, and moves the bytes not yet returned (from
  /// the current record's start, or the cursor) into another buffer.
  private func handOver(_ range: Range<Int>, isLast: Bool) -> Chunk {
    let keep = recordStart ?? cursor
    let tail = count - keep
    var next = spares.popLast()?.takeBlock() ?? HeapBuffer(capacity: capacity)
    if next.capacity < tail { next = HeapBuffer(capacity: tail) }
    let chunk = Chunk(
      replaceBlock(with: next, keeping: keep), range: range, offset: bufferOffset + range.lowerBound, isLast: isLast)
    bufferOffset += keep
    cursor -= keep
    searched = max(searched - keep, 0)
    if let start = recordStart { recordStart = start - keep }
    return chunk
  }

  /// Moves the bytes held from `keep` on to the start of `next`, which becomes the buffer's
  /// block; returns the block it replaces.
  private func replaceBlock(with next: consuming HeapBuffer<UInt8>, keeping keep: Int) -> HeapBuffer<UInt8> {
    let tail = count - keep
    next.base.update(from: storage + keep, count: tail)
    var previous = next
    swap(&block, &previous)
    storage = block.base
    capacity = block.capacity
    count = tail
    return previous
  }

  // MARK: - Values (concatenated, array elements)

  private func failure(_ expected: String, at index: Int) -> Failure {
    let found: String
    if index < count {
      found = JSONSyntaxError.describeInput(
        at: index, in: UnsafeBufferPointer(start: storage, count: count))
    } else {
      found = "end of stream"
    }
    return Failure(
      kind: .unexpected(found: found, expected: expected), record: nextIndex, line: nil, offset: bufferOffset + index)
  }

  /// The index of the first quote or backslash at or after `index`, or `count`.
  @inline(__always)
  private static func nextQuoteOrBackslash(in bytes: UnsafeMutablePointer<UInt8>, from index: Int, count: Int) -> Int {
    var index = index
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    while index + 8 <= count {
      let word = UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self)
      // A byte of `word ^ pattern` is zero where `word` has the pattern's byte.
      let quotes = word ^ (ones &* 0x22)
      let backslashes = word ^ (ones &* 0x5C)
      let found = ((quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes) & highs
      if found != 0 { break }
      index += 8
    }
    while index < count && bytes[index] != UInt8(ascii: "\"") && bytes[index] != UInt8(ascii: "\\") { index += 1 }
    return index
  }

  /// Whether `byte` ends a number or literal.
  private static func endsScalar(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "["),
      UInt8(ascii: "{"), UInt8(ascii: "\""):
      return true
    default:
      return false
    }
  }

  private func nextValue() throws(Failure) -> Event {
    let isArray = format == .array
    let bytes = storage
    let count = count
    var index = cursor
    if recordStart == nil && !discarding {
      while true {
        while index < count {
          let byte = bytes[index]
          guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { break }
          index += 1
        }
        cursor = index
        if index == count {
          if !inputEnded { return .needsInput }
          guard isArray else { return .end }
          switch arrayPosition {
          case .closed: return .end
          case .beforeOpen: throw failure("'[' to open the top-level array", at: index)
          default:
            throw Failure(kind: .truncatedArray, record: nextIndex, line: nil, offset: bufferOffset + index)
          }
        }
        let byte = bytes[index]
        if isArray {
          switch arrayPosition {
          case .beforeOpen:
            guard byte == UInt8(ascii: "[") else { throw failure("'[' to open the top-level array", at: index) }
            arrayPosition = .beforeFirstElement
            index += 1
            continue
          case .beforeFirstElement:
            if byte == UInt8(ascii: "]") {
              arrayPosition = .closed
              index += 1
              continue
            }
          case .beforeElement:
            break
          case .afterElement:
            if byte == UInt8(ascii: ",") {
              arrayPosition = .beforeElement
            } else if byte == UInt8(ascii: "]") {
              arrayPosition = .closed
            } else {
              throw failure("',' or ']' after an array element", at: index)
            }
            index += 1
            continue
          case .closed:
            throw failure("nothing after the top-level array", at: index)
          }
          if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") {
            throw failure("an array element", at: index)
          }
        }
        recordStart = index
        depth = 0
        inString = false
        escaped = false
        inScalar = false
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth = 1
        case UInt8(ascii: "\""): inString = true
        default: inScalar = true
        }
        index += 1
        break
      }
    }
    let start = recordStart
    guard start != nil || discarding else { return .needsInput }
    var depth = depth
    var inString = inString
    var escaped = escaped
    var end: Int?
    if inScalar {
      while index < count {
        if Self.endsScalar(bytes[index]) {
          end = index
          break
        }
        index += 1
      }
    } else {
      scan: while index < count {
        let byte = bytes[index]
        index += 1
        if inString {
          if escaped {
            escaped = false
          } else if byte == UInt8(ascii: "\\") {
            escaped = true
          } else if byte == UInt8(ascii: "\"") {
            inString = false
            if depth == 0 {
              end = index
              break scan
            }
          } else {
            // Inside a string only a quote or a backslash matters: skip the rest 8 bytes at a time.
            index = Self.nextQuoteOrBackslash(in: bytes, from: index, count: count)
          }
          continue
        }
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          depth -= 1
          if depth == 0 {
            end = index
            break scan
          }
        default: break
        }
      }
    }
    self.depth = depth
    self.inString = inString
    self.escaped = escaped
    cursor = end ?? index
    guard let start else {
      // The value was reported too long; its end (or the end of the stream) is where the
      // scan goes on. A stream that ends inside it ends inside an array too.
      guard end != nil || inputEnded else { return .needsInput }
      discarding = false
      if isArray { arrayPosition = .afterElement }
      return try nextValue()
    }
    let terminated: Bool
    if end != nil {
      terminated = true
    } else {
      guard inputEnded else {
        if index - start > maximumRecordSize {
          // Report the value now; the state machine finds its end without its bytes.
          recordStart = nil
          discarding = true
          return tooLong(offset: bufferOffset + start, line: nil)
        }
        return .needsInput
      }
      // A number or literal at the very end is complete; anything else was cut.
      terminated = inScalar
    }
    recordStart = nil
    if isArray { arrayPosition = .afterElement }
    if cursor - start > maximumRecordSize { return tooLong(offset: bufferOffset + start, line: nil) }
    let record = Record(
      range: start..<cursor, index: nextIndex, line: nil, offset: bufferOffset + start, isTerminated: terminated)
    nextIndex += 1
    return .record(record)
  }

  // MARK: - Detection

  /// The format the first bytes show, or `nil` until enough of them have arrived.
  private func detectFormat() throws(Failure) -> JSONStreamFormat? {
    var index = cursor
    while index < count, [0x20, 0x09, 0x0A, 0x0D].contains(storage[index]) { index += 1 }
    guard index < count else { return inputEnded ? .lines : nil }
    switch storage[index] {
    case 0x1E: return .textSequence
    case UInt8(ascii: "["): return .array
    default: break
    }
    // Find where the first value ends; a line feed inside it means values over several lines.
    var depth = 0
    var inString = false
    var escaped = false
    let first = storage[index]
    let scalar = first != UInt8(ascii: "{") && first != UInt8(ascii: "\"")
    var end: Int?
    while index < count {
      let byte = storage[index]
      index += 1
      if byte == 0x0A { return .concatenated }
      if scalar {
        if Self.endsScalar(byte) {
          index -= 1
          end = index
          break
        }
        continue
      }
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
          if depth == 0 {
            end = index
            break
          }
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth == 0 { end = index }
      default: break
      }
      if end != nil { break }
    }
    if end != nil {
      // What follows the value on its line: a line feed makes it JSON Lines.
      while index < count {
        switch storage[index] {
        case 0x20, 0x09, 0x0D: index += 1
        case 0x0A: return .lines
        default: return .concatenated
        }
      }
    }
    if inputEnded { return .lines }
    if count - cursor > maximumRecordSize {
      throw Failure(
        kind: .recordTooLong(limit: maximumRecordSize), record: 0, line: nil, offset: bufferOffset + cursor)
    }
    return nil
  }
}
