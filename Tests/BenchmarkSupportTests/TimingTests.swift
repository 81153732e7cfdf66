import BenchmarkSupport
import Testing

@Test func medianOfAnOddCountIsTheMiddleSample() {
  let timing = Timing(samples: [.milliseconds(5), .milliseconds(1), .milliseconds(3)])
  #expect(timing.median == .milliseconds(3))
  #expect(timing.minimum == .milliseconds(1))
}

@Test func interleavedTimingRunsEveryWorkOncePerRoundAfterTheWarmUp() throws {
  var order: [Int] = []
  let timings = try Timing.measureInterleaved(warmUpRuns: 2, runs: 15, [{ order.append(0) }, { order.append(1) }])
  #expect(timings.map(\.samples.count) == [15, 15])
  #expect(order == Array(repeating: [0, 1], count: 17).flatMap { $0 })
}
