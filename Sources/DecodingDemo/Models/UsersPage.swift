/// One page of the user listing and where it sits in the whole.
public struct UsersPage: Sendable, Equatable {
  /// The users on this page.
  public var users: [User]
  /// The page's position.
  public var page: Page

  /// Creates a page.
  public init(users: [User], page: Page) {
    self.users = users
    self.page = page
  }
}
