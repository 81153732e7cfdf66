import Decoding

/// What the numbers seen at one place of the samples have in common, and so which Swift
/// number type holds every one of them.
struct NumberSummary: Equatable {
  /// How many numbers were seen.
  private(set) var count = 0
  /// Whether a number was written with a fraction or an exponent (`2.5`, `1.0`, `1e3`).
  private(set) var hasFraction = false
  /// Whether an integer was below `Int32.min` or above `Int32.max`.
  private(set) var exceedsInt32 = false
  /// Whether an integer was above `Int64.max` (but within `UInt64`).
  private(set) var exceedsInt64 = false
  /// Whether an integer was negative.
  private(set) var hasNegative = false
  /// Whether an integer was beyond both `Int64` and `UInt64`.
  private(set) var exceedsUInt64 = false
  /// Whether a number is beyond `Double`'s range, which `Double` decoding rejects.
  private(set) var exceedsDouble = false

  /// Records one number.
  mutating func add(_ number: JSONNumber) {
    count += 1
    if case .failure = Double.decode(.number(number)) { exceedsDouble = true }
    if let value = number.int64Value {
      // `1.0` and `1e2` are integral but were written as fractions: `Double` says so.
      if writtenAsFraction(number) { hasFraction = true }
      if value < 0 { hasNegative = true }
      if Int32(exactly: value) == nil { exceedsInt32 = true }
    } else if number.uint64Value != nil {
      if writtenAsFraction(number) { hasFraction = true }
      exceedsInt32 = true
      exceedsInt64 = true
    } else if number.isIntegral && !writtenAsFraction(number) {
      exceedsInt32 = true
      exceedsUInt64 = true
    } else {
      hasFraction = true
    }
  }

  /// Records every number `other` recorded.
  mutating func add(_ other: NumberSummary) {
    count += other.count
    hasFraction = hasFraction || other.hasFraction
    exceedsInt32 = exceedsInt32 || other.exceedsInt32
    exceedsInt64 = exceedsInt64 || other.exceedsInt64
    hasNegative = hasNegative || other.hasNegative
    exceedsUInt64 = exceedsUInt64 || other.exceedsUInt64
    exceedsDouble = exceedsDouble || other.exceedsDouble
  }

  /// The narrowest type that decodes every number seen (Docs/Generator.md, "Numbers").
  var fieldType: FieldType {
    let needsDouble = hasFraction || exceedsUInt64 || (exceedsInt64 && hasNegative)
    if needsDouble { return exceedsDouble ? .json : .double }
    if exceedsInt64 { return .uint64 }
    return exceedsInt32 ? .int64 : .int
  }

  private func writtenAsFraction(_ number: JSONNumber) -> Bool {
    number.text.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
  }
}
