/// An array decoded leniently: the elements that decoded, and a report of those skipped.
///
/// For feeds where one bad item must not drop the whole page:
///
/// ```swift
/// let page = try json.decode("items", as: LenientArray<Item>.self)
/// show(page.elements)
/// if let problems = page.skippedError { log(problems) }  // "[3].price: expected Double, found \"free\""
/// ```
///
/// The skipped failures are part of the value, so they travel with the elements
/// instead of vanishing. Their paths start at the array (`[3].price`): a value
/// that decoded does not know the key it was stored under.
///
/// A document can be bad everywhere. ``skipped`` lists the first elements that did not
/// decode, until they hold ``DecodeError/failureLimit`` failures (1,000 by default), and
/// ``omittedSkipCount`` counts the others, so that the report costs bounded memory whatever
/// the input.
public struct LenientArray<Element> {
  /// The elements that decoded, in document order.
  public var elements: [Element]
  /// The first elements that did not decode, in document order: as many as hold
  /// ``DecodeError/failureLimit`` failures, at most that many elements. ``omittedSkipCount``
  /// counts the rest, and ``skippedCount`` all of them.
  public var skipped: [SkippedElement]
  /// How many more elements did not decode than ``skipped`` lists: counted, not kept.
  public var omittedSkipCount: Int
  /// The failures of the elements counted in ``omittedSkipCount``, for ``skippedError``.
  @usableFromInline var omittedFailureCount: Int

  /// Creates a lenient array from its parts; `omittedSkipCount` elements that did not
  /// decode beyond `skipped` count one failure each in ``skippedError``.
  public init(elements: [Element], skipped: [SkippedElement], omittedSkipCount: Int = 0) {
    self.elements = elements
    self.skipped = skipped
    self.omittedSkipCount = omittedSkipCount
    omittedFailureCount = omittedSkipCount
  }

  /// The parts a lenient decode recorded.
  @usableFromInline
  init(elements: [Element], skips: SkipRecorder) {
    self.elements = elements
    skipped = skips.skipped
    omittedSkipCount = skips.omittedCount
    omittedFailureCount = skips.omittedFailureCount
  }

  /// How many elements did not decode: those ``skipped`` lists and those it omits.
  public var skippedCount: Int { skipped.count + omittedSkipCount }

  /// All skipped elements' failures in one error, or `nil` when nothing was skipped. Like any
  /// ``DecodeError`` it keeps the first ``DecodeError/failureLimit`` failures and counts the
  /// others, those of the omitted elements included, in its ``DecodeError/omittedFailureCount``.
  public var skippedError: DecodeError? {
    SkipRecorder.error(of: skipped, omittedFailures: omittedFailureCount)
  }
}

extension LenientArray: Sendable where Element: Sendable {}
extension LenientArray: Equatable where Element: Equatable {}
extension LenientArray: Hashable where Element: Hashable {}

/// An element that a ``LenientArray`` skipped, or a member that a ``LenientDictionary``
/// skipped, and why.
public struct SkippedElement: Sendable, Hashable, CustomStringConvertible {
  /// The element's position in the JSON array, or the member's position in the JSON object.
  public var index: Int
  /// The member's key, for a ``LenientDictionary``; `nil` for an array element.
  public var key: String?
  /// Why it did not decode; every failure's path starts with `[index]` (or with the key).
  public var error: DecodeError

  /// Creates a record of a skipped array element.
  public init(index: Int, error: DecodeError) {
    self.index = index
    self.key = nil
    self.error = error
  }

  /// Creates a record of a skipped object member, the `index`-th of its object.
  public init(key: String, index: Int, error: DecodeError) {
    self.index = index
    self.key = key
    self.error = error
  }

  /// The error's description, one line per failure.
  public var description: String { error.description }
}
