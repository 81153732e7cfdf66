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
  private func digit(at index: Int) -> UInt64? {
    guard index < bytes.count else { return nil }
    let value = bytes[index] &- UInt8(ascii: "0")
    return value < 10 ? UInt64(value) : nil
  }

  @inline(__always)
  mutating func scanOrThrow() throws(Failure) -> JSONNumber {
    let start = end
    var index = start
    let isNegative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
    if isNegative { index += 1 }

    var significand: UInt64 = 0
    var significantDigits = 0
    var fitsSignificand = true
    var exponent = 0

    @inline(__always)
    func accumulate(_ digit: UInt64) {
      if significand == 0 && digit == 0 { return }
      if significantDigits < 19 {
        significand = significand &* 10 &+ digit
      } else if fitsSignificand {
        let (product, overflow) = significand.multipliedReportingOverflow(by: 10)
        let (sum, carry) = product.addingReportingOverflow(digit)
        if overflow || carry { fitsSignificand = false } else { significand = sum }
      }
      significantDigits += 1
    }

    guard let first = digit(at: index) else {
      throw Failure(offset: index, expectation: isNegative ? "expected a digit after '-'" : "expected a number")
    }
    index += 1
    if first == 0 {
      if digit(at: index) != nil {
        throw Failure(offset: index, expectation: "expected '.', 'e' or the end of the number after a leading '0'")
      }
    } else {
      accumulate(first)
      while let next = digit(at: index) {
        accumulate(next)
        index += 1
      }
    }

    var isInteger = true
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      guard digit(at: index) != nil else {
        throw Failure(offset: index, expectation: "expected a digit after '.'")
      }
      while let next = digit(at: index) {
        accumulate(next)
        exponent -= 1
        index += 1
      }
    }

    var hasExponent = false
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      hasExponent = true
      index += 1
      var isExponentNegative = false
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        isExponentNegative = bytes[index] == UInt8(ascii: "-")
        index += 1
      }
      guard digit(at: index) != nil else {
        throw Failure(offset: index, expectation: "expected a digit in the exponent")
      }
      // Clamped: beyond a billion every nonzero significand underflows or overflows anyway.
      var written = 0
      while let next = digit(at: index) {
        written = min(written &* 10 &+ Int(next), 1_000_000_000)
        index += 1
      }
      exponent += isExponentNegative ? -written : written
    }
    end = index

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
}
