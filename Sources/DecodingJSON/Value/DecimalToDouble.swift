#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// Correctly rounded conversion of `significand × 10^exponent` to `Double`.
///
/// Three steps, fastest first:
/// 1. Clinger's fast path: when the significand and the power of ten are both exact
///    doubles, one IEEE multiplication or division rounds correctly.
/// 2. Eisel–Lemire: multiply the significand by a 128-bit approximation of the power
///    of five (``PowersOfFive``) and read the rounded mantissa off the product; this
///    covers every other 64-bit significand, such as the 17-digit decimals of
///    coordinates.
/// 3. `strtod`, for the rare product too close to a rounding boundary to decide.
@usableFromInline
enum DecimalToDouble {
  /// Exact powers of ten representable in a `Double`.
  @usableFromInline
  static let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// The correctly rounded, non-negative `Double` nearest to `significand × 10^exponent`.
  @inlinable
  static func convert(significand: UInt64, exponent: Int32) -> Double {
    if significand == 0 { return 0 }
    if significand <= 1 << 53, exponent >= -22, exponent <= 22 {
      let value = Double(significand)
      let power = exactPowersOfTen[Int(exponent.magnitude)]
      return exponent < 0 ? value / power : value * power
    }
    return eiselLemire(significand: significand, exponent: exponent)
  }

  /// Steps 2 and 3 for a nonzero significand.
  @usableFromInline
  static func eiselLemire(significand: UInt64, exponent: Int32) -> Double {
    let q = Int(exponent)
    if q < PowersOfFive.smallestExponent { return 0 }
    if q > PowersOfFive.largestExponent { return .infinity }
    let mantissaBits = 52
    let leadingZeros = significand.leadingZeroBitCount
    let w = significand << UInt64(leadingZeros)

    // The product of w and 5^q, to 128 bits; the second table word is needed only
    // when the low bits of the first product leave the rounding undecided.
    let index = 2 * (q - PowersOfFive.smallestExponent)
    var (high, low) = w.multipliedFullWidth(by: PowersOfFive.table[index])
    let precisionMask = UInt64.max >> UInt64(mantissaBits + 3)
    if high & precisionMask == precisionMask {
      let (secondHigh, _) = w.multipliedFullWidth(by: PowersOfFive.table[index + 1])
      let (sum, overflow) = low.addingReportingOverflow(secondHigh)
      low = sum
      if overflow { high &+= 1 }
      if high & precisionMask == precisionMask, low == .max {
        return strtodFallback(significand: significand, exponent: exponent)
      }
    }

    let upperBit = Int(high >> 63)
    let shift = UInt64(upperBit + 64 - mantissaBits - 3)
    var mantissa = high >> shift
    // ⌊log2(10^q)⌋ + 63, computed with a fixed-point approximation of log2(10) exact for |q| ≤ 342.
    var power2 = (((152_170 + 65_536) * q) >> 16) + 63 + upperBit - leadingZeros + 1023

    if power2 <= 0 {
      // Subnormal: shift into place and round half up (an exact tie cannot occur here).
      if -power2 + 1 >= 64 { return 0 }
      mantissa >>= UInt64(-power2 + 1)
      mantissa += mantissa & 1
      mantissa >>= 1
      power2 = mantissa < (1 << UInt64(mantissaBits)) ? 0 : 1
      return Double(bitPattern: UInt64(power2) << UInt64(mantissaBits) | (mantissa & ((1 << 52) - 1)))
    }

    // An exact tie can only come from small exponents; round it to even.
    if low <= 1, q >= -4, q <= 23, mantissa & 3 == 1, mantissa << shift == high {
      mantissa &= ~1
    }
    mantissa += mantissa & 1
    mantissa >>= 1
    if mantissa >= 2 << UInt64(mantissaBits) {
      mantissa = 1 << UInt64(mantissaBits)
      power2 += 1
    }
    mantissa &= ~(1 << UInt64(mantissaBits))
    if power2 >= 0x7FF { return .infinity }
    return Double(bitPattern: UInt64(power2) << UInt64(mantissaBits) | mantissa)
  }

  /// The C library's correctly rounded `strtod`. The text has no decimal point, so
  /// the current locale cannot change its meaning.
  static func strtodFallback(significand: UInt64, exponent: Int32) -> Double {
    "\(significand)e\(exponent)".withCString { strtod($0, nil) }
  }
}
