import Curry
import Decoding

// The models decoded in Argo's operator style: each type says how it decodes itself.

extension UsersPage: Decodable {
  /// `curry(UsersPage.init) <^> json <|| ["data", "users"] <*> json <| "meta"`.
  public static func decode(_ json: JSON) -> Decoded<UsersPage> {
    curry(UsersPage.init)
      <^> json <|| ["data", "users"]
      <*> json <| "meta"
  }
}

extension User: Decodable {
  /// Every field of a user; `email` may be missing or `null`.
  public static func decode(_ json: JSON) -> Decoded<User> {
    curry(User.init)
      <^> json <| "id"
      <*> json <| "name"
      <*> json <|? "email"
      <*> json <| "role"
      <*> json <| "joined_at"
      <*> json <|| "tags"
      <*> json <| "profile"
  }
}

extension Profile: Decodable {
  /// Three optional fields.
  public static func decode(_ json: JSON) -> Decoded<Profile> {
    curry(Profile.init)
      <^> json <|? "bio"
      <*> json <|? "website"
      <*> json <|? "location"
  }
}

extension Page: Decodable {
  /// The `meta` object of a listing.
  public static func decode(_ json: JSON) -> Decoded<Page> {
    curry(Page.init)
      <^> json <| "page"
      <*> json <| "per_page"
      <*> json <| "total"
      <*> json <|? "next_cursor"
  }
}

/// A raw-representable enum decodes from its raw value with no code.
extension Role: Decodable {}
