import Decoding
import DecodingTestSupport
import Foundation
import Testing

@testable import DecodingJSON

/// `DecimalToDouble` must agree bit for bit with `Double(String)`, which is correctly rounded.
@Suite struct DecimalToDoubleTests {
  static func reference(_ significand: UInt64, _ exponent: Int32) -> Double {
    Double("\(significand)e\(exponent)")!
  }

  @Test(
    arguments: [
      (1, 0), (17, -1), (9_007_199_254_740_993, 0), (9_007_199_254_740_995, 0), (18_446_744_073_709_551_615, 0),
      (65_613_616_999_999_977, -15), (2_225_073_858_507_201_4, -324), (4_940_656_458_412_465_4, -343),
      (2_470_328_229_206_232_7, -342), (2_470_328_229_206_232_8, -342), (1, -342), (1, -343),
      (17_976_931_348_623_157, 292),
      (17_976_931_348_623_159, 292), (1, 308), (1, 309), (123, -10_000), (7, 400), (5, -324), (3, -324),
    ] as [(UInt64, Int32)])
  func convertsEdgeCases(_ significand: UInt64, _ exponent: Int32) {
    let converted = DecimalToDouble.convert(significand: significand, exponent: exponent)
    #expect(converted.bitPattern == Self.reference(significand, exponent).bitPattern)
  }

  @Test func convertsRandomSignificandsAndExponents() {
    var random = SplitMix64(seed: 0xD0_0B1E)
    var mismatches: [String] = []
    for _ in 0..<30_000 {
      let significand = UInt64.random(in: 1 ... .max, using: &random) >> UInt64.random(in: 0...63, using: &random)
      let exponent = Int32.random(in: -360...330, using: &random)
      let converted = DecimalToDouble.convert(significand: significand, exponent: exponent)
      if converted.bitPattern != Self.reference(significand, exponent).bitPattern {
        mismatches.append("\(significand)e\(exponent)")
      }
    }
    #expect(mismatches.isEmpty)
  }

  /// Decimals exactly halfway between two doubles, and their neighbours: ties must round to even.
  @Test func roundsExactTiesToEven() {
    var random = SplitMix64(seed: 0x71E5)
    var mismatches: [String] = []
    for _ in 0..<5_000 {
      let mantissa = UInt64.random(in: (1 << 52)..<(1 << 53), using: &random)
      let odd = 2 * mantissa + 1
      // Integers: (2m + 1) · 2^(s − 1) for s in 1…10.
      let scale = UInt64.random(in: 1...10, using: &random)
      let integer = odd << (scale - 1)
      // Fractions: (2m + 1) · 2^−k = (2m + 1) · 5^k · 10^−k for k in 1…4.
      let k = Int.random(in: 1...4, using: &random)
      var fraction = odd
      for _ in 0..<k { fraction *= 5 }
      for (significand, exponent) in [
        (integer, Int32(0)), (integer - 1, 0), (integer + 1, 0), (fraction, Int32(-k)), (fraction - 1, Int32(-k)),
        (fraction + 1, Int32(-k)),
      ]
      where DecimalToDouble.convert(significand: significand, exponent: exponent).bitPattern
        != Self.reference(significand, exponent).bitPattern
      {
        mismatches.append("\(significand)e\(exponent)")
      }
    }
    #expect(mismatches.isEmpty)
  }

  @Test func powersOfFiveAreNormalized() {
    let table = PowersOfFive.table
    #expect(table.count == 2 * 651)
    #expect(stride(from: 0, to: table.count, by: 2).allSatisfy { table[$0] >> 63 == 1 })
    // Spot checks: 5^0 and 5^1 exactly, 5^-1 rounded up, 5^-342 from its definition.
    #expect(table[2 * 342] == 1 << 63 && table[2 * 342 + 1] == 0)
    #expect(table[2 * 343] == 0xA000_0000_0000_0000 && table[2 * 343 + 1] == 0)
    #expect(table[2 * 341] == 0xCCCC_CCCC_CCCC_CCCC && table[2 * 341 + 1] == 0xCCCC_CCCC_CCCC_CCCD)
    #expect(table[0] == 0xEEF4_53D6_923B_D65A && table[1] == 0x113F_AA29_06A1_3B3F)
  }
}
