import BenchmarkSupport
import Decoding
import Foundation

/// Documents built against the parser's shortcuts, generated in memory (never committed):
/// what an attacker can send, timed beside a harmless document of the same size.
enum HostileInputs {
  /// An object of `count` members whose keys all share their length and their first and
  /// last eight bytes (`"AAAAAAAA%08dZZZZZZZZ"`), or, for `colliding: false`, keys of the
  /// same length that differ in their first bytes (`"%08dAAAAAAAAZZZZZZZZ"`).
  static func object(keys count: Int, colliding: Bool) -> Data {
    var text = "{"
    text.reserveCapacity(count * 32)
    for number in 0..<count {
      if number > 0 { text += "," }
      let digits = String(number)
      let padded = String(repeating: "0", count: max(8 - digits.count, 0)) + digits
      text += colliding ? "\"AAAAAAAA\(padded)ZZZZZZZZ\":\(number)" : "\"\(padded)AAAAAAAAZZZZZZZZ\":\(number)"
    }
    return Data((text + "}").utf8)
  }

  /// Times parsing the colliding and the distinct 40,000-key objects, and lookups in random
  /// order in a large object, and returns the table and whether the colliding object
  /// parsed within twice the time of the distinct one.
  static func run(runs: Int) throws -> (table: String, withinTarget: Bool) {
    var table = TextTable(header: ["input", "size", "median", "vs. distinct keys"])
    let distinct = object(keys: 40_000, colliding: false)
    let colliding = object(keys: 40_000, colliding: true)
    let distinctTime = try Timing.measure(runs: runs) { try JSON(parsing: distinct) }.median
    let collidingTime = try Timing.measure(runs: runs) { try JSON(parsing: colliding) }.median
    let ratio = collidingTime / distinctTime
    table.append(["40,000 keys, distinct prefixes", Formatting.bytes(distinct.count), "\(distinctTime)", "1.00x"])
    table.append([
      "40,000 keys, one fingerprint", Formatting.bytes(colliding.count), "\(collidingTime)",
      Formatting.fixed(ratio, decimals: 2) + "x",
    ])

    // 10,000 lookups in random order (seeded) in a 1,000,000-key object, index included.
    let large = try JSON(parsing: object(keys: 1_000_000, colliding: true))
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    let wanted = (0..<10_000).map { _ -> String in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let digits = String(Int(state >> 33) % 1_000_000)
      return "AAAAAAAA" + String(repeating: "0", count: 8 - digits.count) + digits + "ZZZZZZZZ"
    }
    let start = ContinuousClock.now
    let found = wanted.reduce(0) { $0 + (large[$1] == nil ? 0 : 1) }
    let lookups = ContinuousClock.now - start
    precondition(found == wanted.count, "every wanted key is in the object")
    table.append(["10,000 random lookups, 1M keys", "-", "\(lookups)", "-"])
    return (table.render(), ratio <= 2)
  }
}
