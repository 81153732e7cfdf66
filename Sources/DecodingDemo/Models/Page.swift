/// Pagination details of a ``UsersPage``.
public struct Page: Sendable, Equatable {
  /// The one-based page number.
  public var number: Int
  /// How many users a page holds.
  public var size: Int
  /// How many users there are in all.
  public var total: Int
  /// The cursor of the next page, or `nil` on the last page.
  public var nextCursor: String?

  /// Creates pagination details.
  public init(number: Int, size: Int, total: Int, nextCursor: String?) {
    self.number = number
    self.size = size
    self.total = total
    self.nextCursor = nextCursor
  }
}
