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

  @Test func readsASnapshotFromAStatusText() {
    let status = "VmHWM:\t    1944 kB\nVmRSS:\t    1592 kB\nRssAnon:\t     600 kB\nRssFile:\t     992 kB\n"
    #expect(
      PeakMemory.Snapshot(status: status)
        == PeakMemory.Snapshot(peak: 1944 * 1024, file: 992 * 1024, anonymous: 600 * 1024))
    #expect(PeakMemory.Snapshot(status: "VmHWM:\t 12 kB\nRssAnon:\t 4 kB\n") == nil)
  }

  @Test func snapshotsThisProcess() throws {
    let snapshot = try #require(PeakMemory.Snapshot.current())
    #expect(snapshot.peak >= snapshot.file + snapshot.anonymous - 64 * 1024)
    #expect(snapshot.anonymous > 0 && snapshot.file > 0)
  }
}
