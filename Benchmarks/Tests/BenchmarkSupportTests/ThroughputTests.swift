import BenchmarkSupport
import Testing

@Suite struct ThroughputTests {
  @Test func countsMegabytesOfAMillionBytesPerSecond() {
    let rate = Throughput(bytes: 2_000_000, duration: .milliseconds(500))
    #expect(rate.megabytesPerSecond == 4)
    #expect(rate.description == "4.0")
    #expect(rate.ratio(to: Throughput(bytes: 1_000_000, duration: .seconds(1))) == 4)
    #expect(Throughput(bytes: 1, duration: .seconds(1)) < rate)
  }

  @Test(
    arguments: [
      (3.14159, 2, "3.14"), (2.5, 0, "3"), (0.05, 1, "0.1"), (-1.25, 1, "-1.3"), (-0.01, 1, "0.0"),
      (1234.5, 1, "1234.5"),
      (0.999, 2, "1.00"), (7, 3, "7.000"),
    ] as [(Double, Int, String)])
  func formatsFixedDecimals(_ value: Double, _ decimals: Int, _ expected: String) {
    #expect(Formatting.fixed(value, decimals: decimals) == expected)
  }

  @Test func formatsRatiosAndSizes() {
    #expect(Formatting.ratio(4.216) == "4.22x")
    #expect(Formatting.bytes(631_514) == "631.5 KB")
    #expect(Formatting.bytes(2_251_051) == "2.3 MB")
    #expect(Formatting.bytes(999) == "999 B")
    #expect(Formatting.fixed(.infinity, decimals: 1) == "inf")
  }
}
