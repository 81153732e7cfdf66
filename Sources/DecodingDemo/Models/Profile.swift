import Foundation

/// A user's public profile; every field is optional.
public struct Profile: Sendable, Equatable {
  /// A short biography.
  public var bio: String?
  /// A personal site.
  public var website: URL?
  /// Where the user lives.
  public var location: String?

  /// Creates a profile.
  public init(bio: String?, website: URL?, location: String?) {
    self.bio = bio
    self.website = website
    self.location = location
  }
}
