/// 128-bit approximations of the powers of five 5^-342 … 5^308, for
/// ``DecimalToDouble``'s Eisel–Lemire conversion.
///
/// Each power is scaled by a power of two so that its top bit is set, and kept as
/// two words (high, low). Positive powers are truncated; negative powers are
/// `⌊2^b / 5^n⌋ + 1` for a `b` that gives at least 128 significant bits, then
/// truncated, the scheme the algorithm's error analysis assumes. The table is
/// computed on first use with exact integer arithmetic (about a millisecond),
/// rather than checked in as 1,302 opaque constants.
enum PowersOfFive {
  /// The smallest decimal exponent with an entry; below it every 19-digit significand rounds to zero.
  static let smallestExponent = -342
  /// The largest decimal exponent with an entry; above it every nonzero significand overflows.
  static let largestExponent = 308

  /// High and low words of each power, from 5^-342 up.
  static let table: [UInt64] = computeTable()

  private static func computeTable() -> [UInt64] {
    var table = [UInt64](repeating: 0, count: 2 * (largestExponent - smallestExponent + 1))
    func store(_ words: (high: UInt64, low: UInt64), exponent: Int) {
      table[2 * (exponent - smallestExponent)] = words.high
      table[2 * (exponent - smallestExponent) + 1] = words.low
    }

    // Negative exponents: ⌊2^b / 5^n⌋ = ⌊2^2048 / 5^n⌋ >> (2048 − b), with ⌊2^2048 / 5^n⌋
    // built by dividing by five n times (⌊⌊x / a⌋ / b⌋ = ⌊x / ab⌋).
    let scale = 2048
    var quotient = BigNatural.powerOfTwo(scale)
    var power = BigNatural(1)
    for n in 1 ... -smallestExponent {
      quotient.divide(by: 5)
      power.multiply(by: 5)
      let bits = power.bitWidth  // the smallest z with 2^z ≥ 5^n
      let b = n <= 27 ? bits + 127 : 2 * bits + 128
      var approximation = quotient.shiftedRight(by: scale - b)
      approximation.addOne()
      store(approximation.top128Bits(), exponent: -n)
    }

    power = BigNatural(1)
    for q in 0...largestExponent {
      store(power.top128Bits(), exponent: q)
      power.multiply(by: 5)
    }
    return table
  }
}

/// A minimal arbitrary-precision natural number, just enough to build ``PowersOfFive``.
private struct BigNatural {
  /// Little-endian 64-bit words, without leading zero words.
  private(set) var words: [UInt64]

  init(_ value: UInt64) {
    words = [value]
  }

  static func powerOfTwo(_ exponent: Int) -> BigNatural {
    var value = BigNatural(0)
    value.words = [UInt64](repeating: 0, count: exponent / 64) + [1 << UInt64(exponent % 64)]
    return value
  }

  var bitWidth: Int {
    guard let top = words.last else { return 0 }
    return (words.count - 1) * 64 + (64 - top.leadingZeroBitCount)
  }

  mutating func multiply(by factor: UInt64) {
    var carry: UInt64 = 0
    for index in words.indices {
      let (high, low) = words[index].multipliedFullWidth(by: factor)
      let (sum, overflow) = low.addingReportingOverflow(carry)
      words[index] = sum
      carry = high &+ (overflow ? 1 : 0)
    }
    if carry != 0 { words.append(carry) }
  }

  mutating func divide(by divisor: UInt64) {
    var remainder: UInt64 = 0
    for index in words.indices.reversed() {
      (words[index], remainder) = divisor.dividingFullWidth((high: remainder, low: words[index]))
    }
    while words.count > 1, words.last == 0 { words.removeLast() }
  }

  mutating func addOne() {
    for index in words.indices {
      words[index] &+= 1
      if words[index] != 0 { return }
    }
    words.append(1)
  }

  func shiftedRight(by shift: Int) -> BigNatural {
    var result = BigNatural(0)
    let wordShift = shift / 64
    let bitShift = UInt64(shift % 64)
    guard wordShift < words.count else { return result }
    result.words = (wordShift..<words.count).map { index in
      let low = words[index] >> bitShift
      let high = index + 1 < words.count && bitShift > 0 ? words[index + 1] << (64 - bitShift) : 0
      return low | high
    }
    while result.words.count > 1, result.words.last == 0 { result.words.removeLast() }
    return result
  }

  /// The top 128 bits, shifted left when the number is narrower, truncated when wider.
  func top128Bits() -> (high: UInt64, low: UInt64) {
    let width = bitWidth
    var aligned = self
    if width > 128 {
      aligned = shiftedRight(by: width - 128)
    } else {
      aligned.shiftLeft(by: 128 - width)
    }
    return (aligned.words.count > 1 ? aligned.words[1] : 0, aligned.words[0])
  }

  private mutating func shiftLeft(by shift: Int) {
    guard shift > 0 else { return }
    words += [UInt64](repeating: 0, count: shift / 64 + 1)
    let wordShift = shift / 64
    let bitShift = UInt64(shift % 64)
    for index in words.indices.reversed() {
      let source = index - wordShift
      let low = source >= 0 ? words[source] << bitShift : 0
      let carried = source - 1 >= 0 && bitShift > 0 ? words[source - 1] >> (64 - bitShift) : 0
      words[index] = low | carried
    }
    while words.count > 1, words.last == 0 { words.removeLast() }
  }
}
