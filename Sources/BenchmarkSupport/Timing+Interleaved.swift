extension Timing {
  /// Times several pieces of work side by side: each round runs every piece once, in
  /// order, and the rounds repeat `runs` times (at least 15) after `warmUpRuns` untimed
  /// rounds. Returns one timing per piece, in the order of `works`.
  ///
  /// On a shared machine the load changes from second to second. Timing one piece
  /// after the other lets a busy spell fall on one piece only and skew the ratio
  /// between them; interleaving spreads it over all of them, so ratios measured in
  /// the same run stay fair.
  public static func measureInterleaved(
    warmUpRuns: Int = 3,
    runs: Int = 15,
    _ works: [() throws -> Any]
  ) throws -> [Timing] {
    let clock = ContinuousClock()
    for _ in 0..<warmUpRuns {
      for work in works {
        _ = try blackHole(work())
      }
    }
    var samples = [[Duration]](repeating: [], count: works.count)
    for _ in 0..<max(runs, 15) {
      for (index, work) in works.enumerated() {
        var result: Any?
        let start = clock.now
        result = try work()
        let end = clock.now
        samples[index].append(end - start)
        _ = blackHole(result)
        result = nil
      }
    }
    return samples.map(Timing.init(samples:))
  }
}
