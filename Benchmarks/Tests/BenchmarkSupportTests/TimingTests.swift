import BenchmarkSupport
import Testing

@Suite struct TimingTests {
  @Test func medianOfAnOddCountIsTheMiddleSample() {
    let timing = Timing(samples: [.milliseconds(5), .milliseconds(1), .milliseconds(3)])
    #expect(timing.median == .milliseconds(3))
    #expect(timing.minimum == .milliseconds(1))
  }

  @Test func medianOfAnEvenCountIsTheMeanOfTheMiddleSamples() {
    let timing = Timing(samples: [.milliseconds(8), .milliseconds(2), .milliseconds(4), .milliseconds(6)])
    #expect(timing.median == .milliseconds(5))
  }

  @Test func measuresAtLeastFifteenRunsAfterTheWarmUp() {
    var calls = 0
    let timing = Timing.measure(warmUpRuns: 2, runs: 3) { calls += 1 }
    #expect(timing.samples.count == 15)
    #expect(calls == 17)
    let longer = Timing.measure(warmUpRuns: 0, runs: 20) { calls += 1 }
    #expect(longer.samples.count == 20)
  }

  @Test func convertsDurationsToSeconds() {
    #expect(Duration.milliseconds(1500).seconds == 1.5)
    #expect(Duration.nanoseconds(1).seconds == 1e-9)
  }
}

@Test func interleavedTimingRunsEveryWorkOncePerRoundAfterTheWarmUp() throws {
  var order: [Int] = []
  let works: [() throws -> Any] = [{ order.append(0) }, { order.append(1) }, { order.append(2) }]
  let timings = try Timing.measureInterleaved(warmUpRuns: 2, runs: 15, works)
  #expect(timings.map(\.samples.count) == [15, 15, 15])
  // Warm-up rounds in order; then each timed round starts one work further along.
  let warmUp = Array(repeating: [0, 1, 2], count: 2).flatMap { $0 }
  let timed = (0..<15).flatMap { round in (0..<3).map { (round + $0) % 3 } }
  #expect(order == warmUp + timed)
  #expect(Array(order[6..<15]) == [0, 1, 2, 1, 2, 0, 2, 0, 1])
}
