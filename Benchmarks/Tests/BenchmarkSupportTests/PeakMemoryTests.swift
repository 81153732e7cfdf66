import BenchmarkSupport
import Testing

@Suite struct PeakMemoryTests {
  @Test func readsTheHighWaterMarkFromAStatusText() {
    let status = "Name:\tparse-benchmark\nVmPeak:\t  300000 kB\nVmHWM:\t    1944 kB\nVmRSS:\t    1592 kB\n"
    #expect(PeakMemory.highWaterMark(inStatus: status) == 1944 * 1024)
    #expect(PeakMemory.highWaterMark(inStatus: "VmRSS:\t 12 kB\n") == nil)
    #expect(PeakMemory.highWaterMark(inStatus: "VmHWM:\t 12 MB\n") == nil)
  }

  @Test func measuresThisProcess() throws {
    let peak = try #require(PeakMemory.currentPeak())
    #expect(peak > 1_000_000)
  }
}
