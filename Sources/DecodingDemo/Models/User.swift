import Foundation

/// A user of the listing, as the app models it.
public struct User: Sendable, Equatable {
  /// The user's identifier.
  public var id: Int
  /// The display name.
  public var name: String
  /// The address, when the user chose to share it.
  public var email: String?
  /// What the user may do.
  public var role: Role
  /// When the user signed up.
  public var joinedAt: Date
  /// Free-form labels, possibly none.
  public var tags: [String]
  /// The public profile.
  public var profile: Profile

  /// Creates a user.
  public init(
    id: Int,
    name: String,
    email: String?,
    role: Role,
    joinedAt: Date,
    tags: [String],
    profile: Profile
  ) {
    self.id = id
    self.name = name
    self.email = email
    self.role = role
    self.joinedAt = joinedAt
    self.tags = tags
    self.profile = profile
  }
}
