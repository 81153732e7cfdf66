/// How long repeated runs of one piece of work took.
///
/// ``measure(warmUpRuns:runs:_:)`` makes one: it runs the work a few times untimed
/// (to fill caches and let allocators settle), then times each of at least 15 runs.
/// The median is the figure to compare; the minimum shows the best case with the
/// least interference from the rest of the machine.
public struct Timing: Sendable, Hashable {
  /// The time of each timed run, in the order they ran.
  public let samples: [Duration]

  /// Creates a timing from measured samples; there must be at least one.
  public init(samples: [Duration]) {
    precondition(!samples.isEmpty, "a timing needs at least one sample")
    self.samples = samples
  }

  /// The middle sample (the mean of the two middle ones for an even count).
  public var median: Duration {
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The fastest sample.
  public var minimum: Duration { samples.min()! }

  /// Times `work`: `warmUpRuns` untimed runs, then `runs` timed ones (at least 15).
  ///
  /// Whatever `work` returns is kept alive until the run's clock stops, then
  /// dropped outside the timing, so releasing a large result is not counted and
  /// the optimizer cannot remove the work.
  public static func measure<Result>(
    warmUpRuns: Int = 3,
    runs: Int = 15,
    _ work: () throws -> Result
  ) rethrows -> Timing {
    let clock = ContinuousClock()
    for _ in 0..<warmUpRuns {
      _ = try blackHole(work())
    }
    var samples: [Duration] = []
    samples.reserveCapacity(max(runs, 15))
    for _ in 0..<max(runs, 15) {
      var result: Result?
      let start = clock.now
      result = try work()
      let end = clock.now
      samples.append(end - start)
      _ = blackHole(result)
      result = nil
    }
    return Timing(samples: samples)
  }
}

/// Returns `value` through a call the optimizer cannot see through, so work whose
/// result is otherwise unused is not removed.
@inline(never)
public func blackHole<T>(_ value: T) -> T {
  value
}

extension Duration {
  /// The duration in seconds as a `Double`.
  public var seconds: Double {
    let (whole, attoseconds) = components
    return Double(whole) + Double(attoseconds) * 1e-18
  }
}
