import Foundation

// How the demo prints decoded values: one fact per line, the same on every machine
// (dates in ISO 8601 UTC, absent values spelled out).

extension UsersPage {
  /// The page and its users as indented lines.
  var reportLines: [String] {
    let cursor = page.nextCursor.map { "next cursor \"\($0)\"" } ?? "last page"
    return ["page \(page.number): \(users.count) of \(page.total) users, \(page.size) per page, \(cursor)"]
      + users.flatMap(\.reportLines)
  }
}

extension User {
  /// The user as a heading line and indented detail lines.
  var reportLines: [String] {
    let contact = email.map { "<\($0)>" } ?? "(no email)"
    return [
      "#\(id) \(name) \(contact), \(role.rawValue), joined \(joinedAt.formatted(.iso8601))",
      "   tags: \(tags.isEmpty ? "none" : tags.joined(separator: ", "))",
      "   bio: \(profile.bio ?? "none")",
      "   website: \(profile.website?.absoluteString ?? "none")",
      "   location: \(profile.location ?? "none")",
    ]
  }
}
