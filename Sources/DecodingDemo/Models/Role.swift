/// What a user may do.
public enum Role: String, Sendable, Equatable, CaseIterable {
  /// Manages the team.
  case admin
  /// Takes part.
  case member
}
