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
public struct LenientArray<Element> {
  /// The elements that decoded, in document order.
  public var elements: [Element]
  /// The elements that did not decode, in document order.
  public var skipped: [SkippedElement]

  /// Creates a lenient array from its parts.
  public init(elements: [Element], skipped: [SkippedElement]) {
    self.elements = elements
    self.skipped = skipped
  }

  /// All skipped elements' failures in one error, or `nil` when nothing was skipped.
  public var skippedError: DecodeError? {
    skipped.isEmpty ? nil : .multiple(skipped.map(\.error))
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
