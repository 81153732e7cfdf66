extension Timing {
  /// Times several pieces of work side by side: each round runs every piece once, and
  /// the rounds repeat `runs` times (at least 15) after `warmUpRuns` untimed rounds.
  /// Returns one timing per piece, in the order of `works`.
  ///
  /// On a shared machine the load changes from second to second. Timing one piece
  /// after the other lets a busy spell fall on one piece only and skew the ratio
  /// between them; interleaving spreads it over all of them, so ratios measured in
  /// the same run stay fair. Each round starts one piece further along, so that every
  /// piece follows every other equally often: whatever a piece leaves behind (such as
  /// the allocator's state after `JSONSerialization` frees its objects) must not fall on
  /// one piece only.
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
    for round in 0..<max(runs, 15) {
      for step in works.indices {
        let index = (round + step) % works.count
        let work = works[index]
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
