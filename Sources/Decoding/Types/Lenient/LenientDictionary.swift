/// A dictionary decoded leniently: the members whose values decoded, and a report of those
/// skipped, each with its key.
///
/// What ``LenientArray`` is for arrays, for objects keyed by ID, where one bad entry must
/// not drop the others:
///
/// ```swift
/// let prices = try json.decode("prices", as: LenientDictionary<Double>.self)
/// show(prices.values)
/// if let problems = prices.skippedError { log(problems) }  // "pear: expected Double, found \"free\""
/// ```
///
/// Only the values are lenient: a value that is not an object (`null` included) is a
/// failure, as is a key that a Swift dictionary would merge with an earlier one.
public struct LenientDictionary<Value> {
  /// The members that decoded, by key.
  public var values: [String: Value]
  /// The members that did not decode, in document order, each with its key.
  public var skipped: [SkippedElement]

  /// Creates a lenient dictionary from its parts.
  public init(values: [String: Value], skipped: [SkippedElement]) {
    self.values = values
    self.skipped = skipped
  }

  /// All skipped members' failures in one error, or `nil` when nothing was skipped.
  public var skippedError: DecodeError? {
    skipped.isEmpty ? nil : .multiple(skipped.map(\.error))
  }
}

extension LenientDictionary: Sendable where Value: Sendable {}
extension LenientDictionary: Equatable where Value: Equatable {}
extension LenientDictionary: Hashable where Value: Hashable {}
