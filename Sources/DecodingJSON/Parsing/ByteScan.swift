#if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
  internal import _Builtin_intrinsics.intel
#endif

/// The parser's reads of many bytes at a time: the plain text of a string, a run of spaces,
/// and a run of three-byte UTF-8 sequences.
///
/// The two scans read sixteen bytes at a time on x86-64 (SSE2, which every x86-64 processor
/// has) and eight at a time elsewhere. Over a zero-padded input (``ZeroPaddedEnding``) they
/// read past its end, where they stop at a zero byte: the input must be followed by zeros
/// (``JSONInput/padding``), or by any byte that stops the scan, within sixteen bytes of any
/// offset they are given. Over a lent buffer (``CheckedEnding``) they read whole
/// words only while the words end before `end`, and the last bytes one at a time. The two paths give
/// identical results (`ByteScanTests` compares them at every offset of every kind of byte,
/// and `fuzz-parser` on whole inputs), so the word path is also what the tests check the
/// vector path against on x86-64. The UTF-8 check is a shortcut that only x86-64 takes.
enum ByteScan {
  /// The offset of the first byte from `offset` on that ends a run of plain ASCII in a
  /// string: `"`, `\`, a control character (a zero byte among them) or a byte above 0x7F.
  /// `end` if none comes before it.
  @inline(__always)
  static func endOfPlainText<Ending: InputEnding>(
    _ base: UnsafePointer<UInt8>, from offset: Int, end: Int, _ ending: Ending.Type
  ) -> Int {
    #if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
      return endOfPlainTextByVectors(base, from: offset, end: end, ending)
    #else
      return endOfPlainTextByWords(base, from: offset, end: end, ending)
    #endif
  }

  /// The offset of the first byte from `offset` on that is not a space (0x20), or `end` if
  /// none comes before it.
  @inline(__always)
  static func endOfSpaces<Ending: InputEnding>(
    _ base: UnsafePointer<UInt8>, from offset: Int, end: Int, _ ending: Ending.Type
  ) -> Int {
    #if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
      return endOfSpacesByVectors(base, from: offset, end: end, ending)
    #else
      return endOfSpacesByWords(base, from: offset, end: end, ending)
    #endif
  }

  /// Whether the fifteen bytes at `offset` are five three-byte UTF-8 sequences whose leads
  /// are E1...EC or EE...EF, each valid whatever its two continuation bytes (80...BF) are:
  /// the text of most of the world's scripts, checked in one step. Always `false` on
  /// processors without the vector path, where the caller checks sequence by sequence,
  /// as it does whenever this is `false`; a zero byte never matches, so the padding after
  /// the input ends a match.
  @inline(__always)
  static func areFiveGeneralThreeByteSequences(_ base: UnsafePointer<UInt8>, at offset: Int) -> Bool {
    #if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
      let bytes = _mm_loadu_si128(UnsafeRawPointer(base + offset).assumingMemoryBound(to: __m128i.self))
      let continuations = _mm_movemask_epi8(
        _mm_cmpeq_epi8(_mm_and_si128(bytes, _mm_set1_epi8(-0x40)), _mm_set1_epi8(-0x80)))
      let leads = _mm_movemask_epi8(
        _mm_cmpeq_epi8(_mm_and_si128(bytes, _mm_set1_epi8(-0x10)), _mm_set1_epi8(-0x20)))
      // E0 may start an overlong form and ED a surrogate: those take the full check.
      let special = _mm_movemask_epi8(
        _mm_or_si128(_mm_cmpeq_epi8(bytes, _mm_set1_epi8(-0x20)), _mm_cmpeq_epi8(bytes, _mm_set1_epi8(-0x13))))
      // Leads at bytes 0, 3, 6, 9 and 12; continuations at the ten others.
      return continuations & 0x7FFF == 0x6DB6 && leads & 0x7FFF == 0x1249 && special & 0x1249 == 0
    #else
      return false
    #endif
  }

  #if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
    /// ``endOfPlainText(_:from:end:_:)`` sixteen bytes at a time.
    @inline(__always)
    static func endOfPlainTextByVectors<Ending: InputEnding>(
      _ base: UnsafePointer<UInt8>, from offset: Int, end: Int, _: Ending.Type
    ) -> Int {
      // Offsets are at most the input's count, far from `Int.max`: wrapping arithmetic.
      var cursor = offset
      let quotes = _mm_set1_epi8(0x22)
      let backslashes = _mm_set1_epi8(0x5C)
      let spaces = _mm_set1_epi8(0x20)
      while Ending.isZeroPadded || cursor &+ 16 <= end {
        let bytes = _mm_loadu_si128(UnsafeRawPointer(base + cursor).assumingMemoryBound(to: __m128i.self))
        // A signed comparison: bytes above 0x7F are negative, so "below 0x20" takes them too.
        let stops = _mm_or_si128(
          _mm_or_si128(_mm_cmpeq_epi8(bytes, quotes), _mm_cmpeq_epi8(bytes, backslashes)),
          _mm_cmplt_epi8(bytes, spaces))
        let mask = _mm_movemask_epi8(stops)
        if mask != 0 { return cursor &+ mask.trailingZeroBitCount }
        cursor &+= 16
      }
      return endOfPlainTextByBytes(base, from: cursor, end: end)
    }

    /// ``endOfSpaces(_:from:end:_:)`` sixteen bytes at a time.
    @inline(__always)
    static func endOfSpacesByVectors<Ending: InputEnding>(
      _ base: UnsafePointer<UInt8>, from offset: Int, end: Int, _: Ending.Type
    ) -> Int {
      var cursor = offset
      let spaces = _mm_set1_epi8(0x20)
      while Ending.isZeroPadded || cursor &+ 16 <= end {
        let bytes = _mm_loadu_si128(UnsafeRawPointer(base + cursor).assumingMemoryBound(to: __m128i.self))
        let others = ~_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, spaces)) & 0xFFFF
        if others != 0 { return cursor &+ others.trailingZeroBitCount }
        cursor &+= 16
      }
      return endOfSpacesByBytes(base, from: cursor, end: end)
    }
  #endif

  /// ``endOfPlainText(_:from:end:_:)`` eight bytes at a time.
  @inline(__always)
  static func endOfPlainTextByWords<Ending: InputEnding>(
    _ base: UnsafePointer<UInt8>, from offset: Int, end: Int, _: Ending.Type
  ) -> Int {
    var cursor = offset
    while Ending.isZeroPadded || cursor &+ 8 <= end {
      let stops = stopBytes(UInt64(littleEndian: UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt64.self)))
      if stops != 0 { return cursor &+ stops.trailingZeroBitCount &>> 3 }
      cursor &+= 8
    }
    return endOfPlainTextByBytes(base, from: cursor, end: end)
  }

  /// ``endOfSpaces(_:from:end:_:)`` eight bytes at a time.
  @inline(__always)
  static func endOfSpacesByWords<Ending: InputEnding>(
    _ base: UnsafePointer<UInt8>, from offset: Int, end: Int, _: Ending.Type
  ) -> Int {
    var cursor = offset
    while Ending.isZeroPadded || cursor &+ 8 <= end {
      let others =
        UInt64(littleEndian: UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt64.self)) ^ 0x2020_2020_2020_2020
      if others != 0 { return cursor &+ others.trailingZeroBitCount &>> 3 }
      cursor &+= 8
    }
    return endOfSpacesByBytes(base, from: cursor, end: end)
  }

  /// ``endOfPlainText(_:from:end:_:)`` over the last bytes of a lent buffer, one at a time.
  @inline(never)
  static func endOfPlainTextByBytes(_ base: UnsafePointer<UInt8>, from offset: Int, end: Int) -> Int {
    var cursor = offset
    while cursor < end {
      let byte = base[cursor]
      if byte == 0x22 || byte == 0x5C || byte < 0x20 || byte >= 0x80 { return cursor }
      cursor &+= 1
    }
    return end
  }

  /// ``endOfSpaces(_:from:end:_:)`` over the last bytes of a lent buffer, one at a time.
  @inline(never)
  static func endOfSpacesByBytes(_ base: UnsafePointer<UInt8>, from offset: Int, end: Int) -> Int {
    var cursor = offset
    while cursor < end, base[cursor] == 0x20 { cursor &+= 1 }
    return cursor
  }

  /// A high bit in each byte of `word` that is `"`, `\`, below 0x20 or above 0x7F. The
  /// lowest marked byte is always a true one (borrows only start at a true match and run
  /// upwards), so it locates the first byte that ends a run of plain ASCII.
  @inline(__always)
  private static func stopBytes(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    // Flipping bit 1 turns `"` (0x22) into 0x20 and keeps control characters below 0x20 (and
    // 0x20...0x21 above it), so one "below 0x21" test finds both quotes and control characters.
    let quotesAsSpaces = word ^ (ones &* 0x02)
    let backslashes = word ^ (ones &* 0x5C)
    // A byte's high bit is set by a borrow out of it (below 0x21 after the flip, or 0x00
    // after the XOR) or by its own high bit (above 0x7F, or a subtraction from a byte above 0x80).
    return ((quotesAsSpaces &- ones &* 0x21) | (backslashes &- ones) | word) & 0x8080_8080_8080_8080
  }
}
