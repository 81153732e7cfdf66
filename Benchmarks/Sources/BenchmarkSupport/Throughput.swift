/// Megabytes per second, with a megabyte of 1,000,000 bytes (the unit simdjson and
/// most JSON benchmarks report).
public struct Throughput: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The rate in megabytes (10⁶ bytes) per second.
  public let megabytesPerSecond: Double

  /// The rate of processing `bytes` bytes in `duration`.
  public init(bytes: Int, duration: Duration) {
    megabytesPerSecond = Double(bytes) / 1e6 / duration.seconds
  }

  /// `self` divided by `other`: how many times faster this rate is.
  public func ratio(to other: Throughput) -> Double {
    megabytesPerSecond / other.megabytesPerSecond
  }

  /// Orders by rate.
  public static func < (lhs: Throughput, rhs: Throughput) -> Bool {
    lhs.megabytesPerSecond < rhs.megabytesPerSecond
  }

  /// The rate with one decimal, e.g. `312.4`.
  public var description: String { Formatting.fixed(megabytesPerSecond, decimals: 1) }
}

/// Number formatting for reports, without Foundation's locale-dependent formatters.
public enum Formatting {
  /// `value` rounded to `decimals` places, e.g. `fixed(3.14159, decimals: 2)` is `3.14`.
  public static func fixed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let whole = (scaled / scale).rounded(.down)
    let fraction = scaled - whole * scale
    var text = String(Int64(whole))
    if decimals > 0 {
      let digits = String(Int64(fraction))
      text += "." + String(repeating: "0", count: decimals - digits.count) + digits
    }
    return value < 0 && scaled != 0 ? "-" + text : text
  }

  /// A ratio such as `4.21x`.
  public static func ratio(_ value: Double) -> String {
    fixed(value, decimals: 2) + "x"
  }

  /// A byte count in the largest fitting unit of 1000: `631.5 KB`, `2.3 MB`.
  public static func bytes(_ count: Int) -> String {
    let value = Double(count)
    if abs(value) >= 1e9 { return fixed(value / 1e9, decimals: 1) + " GB" }
    if abs(value) >= 1e6 { return fixed(value / 1e6, decimals: 1) + " MB" }
    if abs(value) >= 1e3 { return fixed(value / 1e3, decimals: 1) + " KB" }
    return "\(count) B"
  }
}
