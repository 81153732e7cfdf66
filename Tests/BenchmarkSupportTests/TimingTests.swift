import BenchmarkSupport
import Testing

@Test func medianOfAnOddCountIsTheMiddleSample() {
  let timing = Timing(samples: [.milliseconds(5), .milliseconds(1), .milliseconds(3)])
  #expect(timing.median == .milliseconds(3))
  #expect(timing.minimum == .milliseconds(1))
}
