/// Number texts next to the midpoints between adjacent `Float`s, where rounding a number to
/// `Double` first and then to `Float` can go the wrong way: each midpoint is a `Double`, so
/// a number just above or below one becomes the midpoint itself, which then rounds to even.
///
/// For a random positive `Float` (normal or subnormal) and its successor, the midpoint's
/// exact decimal expansion is written out, then: the midpoint itself; just above it (more
/// digits); just below it; and its first 17 significant digits, rounded down and up (short
/// enough for a plain decimal of at most 19 digits). About half the texts are negated.
/// `Float(String)`, which rounds once from the digits, is the reference.
package enum FloatMidpoints {
  /// `count` texts, the same for the same `seed`.
  package static func texts(count: Int, seed: UInt64) -> [String] {
    var generator = SplitMix64(seed: seed)
    var texts: [String] = []
    texts.reserveCapacity(count)
    while texts.count < count {
      // Every finite positive `Float` below the largest one, subnormals included.
      let lower = Float(bitPattern: UInt32.random(in: 1..<0x7F7F_FFFF, using: &generator))
      let sign = Bool.random(using: &generator) ? "-" : ""
      for text in nearMidpoint(between: lower, and: lower.nextUp) where texts.count < count {
        texts.append(sign + text)
      }
    }
    return texts
  }

  /// The texts for the midpoint between `lower` and `upper`.
  static func nearMidpoint(between lower: Float, and upper: Float) -> [String] {
    let (digits, scale) = exactDecimal(ofMidpointBetween: lower, and: upper)
    let short = Array(digits.prefix(17))
    return [
      text(digits, scale: scale),
      text(digits + Array(repeating: 0, count: 6) + [1], scale: scale - 7),
      text(decremented(digits) + Array(repeating: 9, count: 6), scale: scale - 6),
      text(short, scale: scale + digits.count - short.count),
      text(incremented(short), scale: scale + digits.count - short.count),
    ]
  }

  /// The midpoint as decimal digits (most significant first) times 10^scale, exactly:
  /// `(lower + upper) / 2` is `odd × 2^e`, and for a negative `e` that is `odd × 5^-e × 10^e`.
  static func exactDecimal(ofMidpointBetween lower: Float, and upper: Float) -> (digits: [UInt8], scale: Int) {
    let midpoint = (Double(lower) + Double(upper)) / 2  // exact: 25 significant bits
    var exponent = Int(midpoint.exponent) - 52
    var integer = midpoint.significandBitPattern | (1 << 52)  // a normal `Double`
    while integer & 1 == 0 {
      integer >>= 1
      exponent += 1
    }
    var digits = Array(String(integer).utf8.map { $0 - UInt8(ascii: "0") })
    if exponent >= 0 {
      for _ in 0..<exponent { digits = multiplied(digits, by: 2) }
      return (digits, 0)
    }
    for _ in 0..<(-exponent) { digits = multiplied(digits, by: 5) }
    return (digits, exponent)
  }

  private static func multiplied(_ digits: [UInt8], by factor: UInt8) -> [UInt8] {
    var result: [UInt8] = []
    var carry = 0
    for digit in digits.reversed() {
      let product = Int(digit) * Int(factor) + carry
      result.append(UInt8(product % 10))
      carry = product / 10
    }
    while carry > 0 {
      result.append(UInt8(carry % 10))
      carry /= 10
    }
    return result.reversed()
  }

  /// One less in the last digit (the digits are a positive integer with no leading zero).
  private static func decremented(_ digits: [UInt8]) -> [UInt8] {
    var result = digits
    var index = result.count - 1
    while result[index] == 0 {
      result[index] = 9
      index -= 1
    }
    result[index] -= 1
    return result
  }

  /// One more in the last digit.
  private static func incremented(_ digits: [UInt8]) -> [UInt8] {
    var result = digits
    var index = result.count - 1
    while index >= 0, result[index] == 9 {
      result[index] = 0
      index -= 1
    }
    if index < 0 { return [1] + result }
    result[index] += 1
    return result
  }

  /// `digits × 10^scale` as JSON: plain for modest scales, in exponent notation otherwise.
  private static func text(_ digits: [UInt8], scale: Int) -> String {
    let characters = String(decoding: digits.map { $0 + UInt8(ascii: "0") }, as: UTF8.self)
    if scale >= 0 { return characters + String(repeating: "0", count: scale) }
    if -scale < characters.utf8.count {
      let point = characters.index(characters.endIndex, offsetBy: scale)
      return characters[..<point] + "." + characters[point...]
    }
    if -scale - characters.utf8.count < 20 {
      return "0." + String(repeating: "0", count: -scale - characters.utf8.count) + characters
    }
    return characters + "e" + String(scale)
  }
}
