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
///
/// As with ``LenientArray``, ``skipped`` lists the first members that did not decode, until
/// they hold ``DecodeError/failureLimit`` failures, and ``omittedSkipCount`` counts the others.
public struct LenientDictionary<Value> {
  /// The members that decoded, by key.
  public var values: [String: Value]
  /// The first members that did not decode, in document order, each with its key: as many as
  /// hold ``DecodeError/failureLimit`` failures, at most that many members.
  /// ``omittedSkipCount`` counts the rest, and ``skippedCount`` all of them.
  public var skipped: [SkippedElement]
  /// How many more members did not decode than ``skipped`` lists: counted, not kept.
  public var omittedSkipCount: Int
  /// The failures of the members counted in ``omittedSkipCount``, for ``skippedError``.
  @usableFromInline var omittedFailureCount: Int

  /// Creates a lenient dictionary from its parts; `omittedSkipCount` members that did not
  /// decode beyond `skipped` count one failure each in ``skippedError``.
  public init(values: [String: Value], skipped: [SkippedElement], omittedSkipCount: Int = 0) {
    self.values = values
    self.skipped = skipped
    self.omittedSkipCount = omittedSkipCount
    omittedFailureCount = omittedSkipCount
  }

  /// The parts a lenient decode recorded.
  @usableFromInline
  init(values: [String: Value], skips: SkipRecorder) {
    self.values = values
    skipped = skips.skipped
    omittedSkipCount = skips.omittedCount
    omittedFailureCount = skips.omittedFailureCount
  }

  /// How many members did not decode: those ``skipped`` lists and those it omits.
  public var skippedCount: Int { skipped.count + omittedSkipCount }

  /// All skipped members' failures in one error, or `nil` when nothing was skipped; the
  /// failures beyond ``DecodeError/failureLimit`` are counted in its
  /// ``DecodeError/omittedFailureCount``.
  public var skippedError: DecodeError? {
    SkipRecorder.error(of: skipped, omittedFailures: omittedFailureCount)
  }
}

extension LenientDictionary: Sendable where Value: Sendable {}
extension LenientDictionary: Equatable where Value: Equatable {}
extension LenientDictionary: Hashable where Value: Hashable {}
