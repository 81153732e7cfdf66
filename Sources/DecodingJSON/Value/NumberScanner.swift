/// Reads the text of one JSON number (RFC 8259's grammar) from UTF-8 bytes into its parts.
///
/// The only number scanner of the library: the parser uses it to check a number and find
/// its end, and ``JSONNumber`` uses it to read a number's text into its lossless form, to
/// find an integer's exact value, and to give `Decimal` the significant digits. No
/// floating-point work happens here: a `Double` is made only when asked for.
enum NumberScanner {
  /// Why the bytes are not a number, and the offset of the offending byte.
  struct Failure: Error {
    let offset: Int
    let expectation: String
  }

  /// A number's text taken apart: `-12.50e3` is negative, with integer digits `12`,
  /// fraction digits `50` and the written exponent `3`.
  struct Parts {
    var isNegative: Bool
    /// Where the integer part's digits are.
    var integerDigits: Range<Int>
    /// Where the fraction's digits are; empty without a fraction.
    var fractionDigits: Range<Int>
    /// Whether the number has an exponent (`e`).
    var hasExponent: Bool
    /// The written exponent, clamped to ±1,000,000,000 (beyond that every nonzero
    /// significand overflows or underflows anyway); 0 without one.
    var writtenExponent: Int
    /// The integer and fraction digits as one integer, exact when ``digitCount`` ≤ 19.
    var significand: UInt64
    /// Where the number's text ends.
    var end: Int

    var digitCount: Int { integerDigits.count + fractionDigits.count }

    /// The power of ten the digits are scaled by: the written exponent less the fraction's length.
    var exponent: Int { writtenExponent - fractionDigits.count }

    /// ``exponent`` within ±1,000,000,000, as a decimal form of the number keeps it: beyond
    /// that every nonzero significand overflows or underflows anyway.
    var clampedExponent: Int32 { Int32(max(min(exponent, 1_000_000_000), -1_000_000_000)) }

    /// Whether the text is an integer as written: no fraction, no exponent.
    var isIntegerText: Bool { fractionDigits.isEmpty && !hasExponent }
  }

  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }

  /// A high bit set in each byte of `word` that is not an ASCII digit. The lowest such
  /// byte is always marked: a byte below `0` borrows in the subtraction and a byte above
  /// `9` carries in the addition, and no borrow or carry leaves a digit byte. (Bytes after
  /// the first non-digit may be marked wrongly, which is why only the lowest one is used.)
  @inline(__always)
  private static func nonDigitBytes(_ word: UInt64) -> UInt64 {
    ((word &+ 0x4646_4646_4646_4646) | (word &- 0x3030_3030_3030_3030)) & 0x8080_8080_8080_8080
  }

  /// The value of eight ASCII digits loaded little-endian (first digit in the lowest byte):
  /// pairs of digits, then pairs of pairs, with three multiplications.
  @inline(__always)
  private static func eightDigitsValue(_ word: UInt64) -> UInt64 {
    var value = word &- 0x3030_3030_3030_3030
    value = (value &* 10) &+ (value &>> 8)
    let low = (value & 0x0000_00FF_0000_00FF) &* (100 + (1_000_000 &<< 32))
    let high = ((value &>> 16) & 0x0000_00FF_0000_00FF) &* (1 + (10_000 &<< 32))
    return (low &+ high) &>> 32
  }

  @inline(__always)
  private static func powerOfTen(_ exponent: Int) -> UInt64 {
    switch exponent {
    case 0: 1
    case 1: 10
    case 2: 100
    case 3: 1_000
    case 4: 10_000
    case 5: 100_000
    case 6: 1_000_000
    default: 10_000_000
    }
  }

  /// Adds the run of digits at `index` to `significand` (wrapping, so exact for up to 19
  /// digits in all) and moves `index` past it. Eight bytes are read at a time: a whole
  /// word of digits is converted at once, and a shorter run is shifted to the top of the
  /// word, padded with `0` digits below, and converted the same way.
  @inline(__always)
  private static func addDigits(
    at index: inout Int, to significand: inout UInt64, in base: UnsafePointer<UInt8>, count: Int
  ) {
    while index + 8 <= count {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
      let nonDigits = nonDigitBytes(word)
      if nonDigits == 0 {
        significand = significand &* 100_000_000 &+ eightDigitsValue(word)
        index += 8
        continue
      }
      let run = nonDigits.trailingZeroBitCount &>> 3
      if run > 0 {
        let padded = (word &<< UInt64(64 - 8 * run)) | (0x3030_3030_3030_3030 &>> UInt64(8 * run))
        significand = significand &* powerOfTen(run) &+ eightDigitsValue(padded)
        index += run
      }
      return
    }
    while index < count, isDigit(base[index]) {
      significand = significand &* 10 &+ UInt64(base[index] &- UInt8(ascii: "0"))
      index += 1
    }
  }

  /// Scans the number that starts at `start`; the parts say where it ends.
  @inline(__always)
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) throws(Failure) -> Parts {
    let count = bytes.count
    guard start < count, let base = bytes.baseAddress else {
      throw Failure(offset: start, expectation: "expected a number")
    }
    var index = start
    let isNegative = base[index] == UInt8(ascii: "-")
    if isNegative { index += 1 }

    // Digits are summed with wrapping arithmetic, exact for up to 19 digits.
    let integerStart = index
    guard index < count, isDigit(base[index]) else {
      throw Failure(offset: index, expectation: isNegative ? "expected a digit after '-'" : "expected a number")
    }
    var significand: UInt64 = 0
    if base[index] == UInt8(ascii: "0") {
      index += 1
      if index < count, isDigit(base[index]) {
        throw Failure(offset: index, expectation: "expected '.', 'e' or the end of the number after a leading '0'")
      }
    } else {
      addDigits(at: &index, to: &significand, in: base, count: count)
    }
    let integerDigits = integerStart..<index

    var fractionDigits = index..<index
    if index < count, base[index] == UInt8(ascii: ".") {
      index += 1
      let fractionStart = index
      guard index < count, isDigit(base[index]) else {
        throw Failure(offset: index, expectation: "expected a digit after '.'")
      }
      addDigits(at: &index, to: &significand, in: base, count: count)
      fractionDigits = fractionStart..<index
    }

    var hasExponent = false
    var writtenExponent = 0
    if index < count, base[index] | 0x20 == UInt8(ascii: "e") {
      hasExponent = true
      index += 1
      var isExponentNegative = false
      if index < count, base[index] == UInt8(ascii: "+") || base[index] == UInt8(ascii: "-") {
        isExponentNegative = base[index] == UInt8(ascii: "-")
        index += 1
      }
      guard index < count, isDigit(base[index]) else {
        throw Failure(offset: index, expectation: "expected a digit in the exponent")
      }
      while index < count, isDigit(base[index]) {
        writtenExponent = min(writtenExponent &* 10 &+ Int(base[index] &- UInt8(ascii: "0")), 1_000_000_000)
        index += 1
      }
      if isExponentNegative { writtenExponent = -writtenExponent }
    }
    return Parts(
      isNegative: isNegative, integerDigits: integerDigits, fractionDigits: fractionDigits, hasExponent: hasExponent,
      writtenExponent: writtenExponent, significand: significand, end: index)
  }

  /// The value of the digits of `parts` when it fits `UInt64`, checked for overflow
  /// (for numbers of more than 19 digits, whose wrapping sum is not exact).
  static func exactSignificand(of parts: Parts, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
    if parts.digitCount <= 19 { return parts.significand }
    var value: UInt64 = 0
    for index in chain(parts.integerDigits, parts.fractionDigits) {
      let (product, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, carry) = product.addingReportingOverflow(UInt64(bytes[index] &- UInt8(ascii: "0")))
      if overflow || carry { return nil }
      value = sum
    }
    return value
  }

  /// The significant digits of `parts` (no leading or trailing zero) and the power of ten
  /// they are scaled by: `-0.0120e2` gives `12` and `-2`. Zero has no digits.
  static func significantDigits(of parts: Parts, in bytes: UnsafeBufferPointer<UInt8>) -> (
    digits: [UInt8], exponent: Int
  ) {
    var digits: [UInt8] = []
    digits.reserveCapacity(parts.digitCount)
    for index in chain(parts.integerDigits, parts.fractionDigits)
    where !(digits.isEmpty && bytes[index] == UInt8(ascii: "0")) {
      digits.append(bytes[index])
    }
    var exponent = parts.exponent
    while digits.last == UInt8(ascii: "0") {
      digits.removeLast()
      exponent += 1
    }
    return (digits, digits.isEmpty ? 0 : exponent)
  }

  private static func chain(_ first: Range<Int>, _ second: Range<Int>) -> [Int] {
    Array(first) + Array(second)
  }
}
