/// Reads one JSON number from UTF-8 bytes into its lossless ``JSONNumber`` form.
///
/// Integers go to `Int64`/`UInt64`, plain decimals to digits and exponent, and the
/// rare rest (exponent notation, more than `UInt64` can hold) keeps its text.
/// No floating-point work happens here: a `Double` is made only when asked for.
struct NumberScanner {
  /// Why the bytes are not a number, and the offset of the offending byte.
  struct Failure: Error {
    let offset: Int
    let expectation: String
  }

  let bytes: UnsafeBufferPointer<UInt8>
  /// Where the number starts, and after ``scan()`` where it ended.
  private(set) var end: Int

  init(bytes: UnsafeBufferPointer<UInt8>, start: Int) {
    self.bytes = bytes
    self.end = start
  }

  /// Scans the number starting at the initial offset; `nil` or a ``Failure`` when there is none.
  mutating func scan() -> JSONNumber? {
    try? scanOrThrow()
  }

  @inline(__always)
  private static func isDigit(_ byte: UInt8) -> Bool {
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

  @inline(__always)
  mutating func scanOrThrow() throws(Failure) -> JSONNumber {
    let start = end
    let count = bytes.count
    guard start < count, let base = bytes.baseAddress else {
      throw Failure(offset: start, expectation: "expected a number")
    }
    var index = start
    let isNegative = base[index] == UInt8(ascii: "-")
    if isNegative { index += 1 }

    // Digits are summed with wrapping arithmetic, exact for up to 19 digits; longer
    // numbers are summed again with overflow checks below.
    let integerStart = index
    guard index < count, Self.isDigit(base[index]) else {
      throw Failure(offset: index, expectation: isNegative ? "expected a digit after '-'" : "expected a number")
    }
    var significand: UInt64 = 0
    if base[index] == UInt8(ascii: "0") {
      index += 1
      if index < count, Self.isDigit(base[index]) {
        throw Failure(offset: index, expectation: "expected '.', 'e' or the end of the number after a leading '0'")
      }
    } else {
      Self.addDigits(at: &index, to: &significand, in: base, count: count)
    }
    var digitCount = index - integerStart

    var exponent = 0
    var isInteger = true
    if index < count, base[index] == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      let fractionStart = index
      guard index < count, Self.isDigit(base[index]) else {
        throw Failure(offset: index, expectation: "expected a digit after '.'")
      }
      Self.addDigits(at: &index, to: &significand, in: base, count: count)
      digitCount += index - fractionStart
      exponent = fractionStart - index
    }
    let digitsEnd = index

    var hasExponent = false
    if index < count, base[index] | 0x20 == UInt8(ascii: "e") {
      hasExponent = true
      index += 1
      var isExponentNegative = false
      if index < count, base[index] == UInt8(ascii: "+") || base[index] == UInt8(ascii: "-") {
        isExponentNegative = base[index] == UInt8(ascii: "-")
        index += 1
      }
      guard index < count, Self.isDigit(base[index]) else {
        throw Failure(offset: index, expectation: "expected a digit in the exponent")
      }
      // Clamped: beyond a billion every nonzero significand underflows or overflows anyway.
      var written = 0
      while index < count, Self.isDigit(base[index]) {
        written = min(written &* 10 &+ Int(base[index] &- UInt8(ascii: "0")), 1_000_000_000)
        index += 1
      }
      exponent += isExponentNegative ? -written : written
    }
    end = index

    var fitsSignificand = true
    if digitCount > 19 {
      (significand, fitsSignificand) = exactSignificand(of: integerStart..<digitsEnd)
    }

    if hasExponent || !fitsSignificand || exponent < -1_000_000_000 {
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
      let decimal =
        fitsSignificand
        ? JSONNumberText.Decimal(
          significand: significand, exponent: Int32(max(min(exponent, 1_000_000_000), -1_000_000_000)),
          isNegative: isNegative)
        : nil
      return JSONNumber(storage: .text(JSONNumberText(text, decimal: decimal)))
    }
    if isInteger {
      if !isNegative {
        if let signed = Int64(exactly: significand) { return JSONNumber(storage: .integer(signed)) }
        return JSONNumber(storage: .unsignedInteger(significand))
      }
      if significand == 0 {
        return JSONNumber(storage: .decimal(significand: 0, exponent: 0, isNegative: true))
      }
      if significand <= UInt64(Int64.max) { return JSONNumber(storage: .integer(-Int64(significand))) }
      if significand == UInt64(Int64.max) + 1 { return JSONNumber(storage: .integer(.min)) }
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
      return JSONNumber(storage: .text(JSONNumberText(text)))
    }
    return JSONNumber(storage: .decimal(significand: significand, exponent: Int32(exponent), isNegative: isNegative))
  }

  /// The value of the digits in `range` (a `.` is skipped) when it fits `UInt64`.
  private func exactSignificand(of range: Range<Int>) -> (UInt64, fits: Bool) {
    var value: UInt64 = 0
    for index in range where bytes[index] != UInt8(ascii: ".") {
      let (product, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, carry) = product.addingReportingOverflow(UInt64(bytes[index] &- UInt8(ascii: "0")))
      if overflow || carry { return (0, false) }
      value = sum
    }
    return (value, true)
  }
}
