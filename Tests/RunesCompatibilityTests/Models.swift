// A model as Argo 4 users write it, in a file that imports Decoding and not Runes: the way
// Docs/Migrating.md recommends, and it needs nothing else, whatever other files import.
import Curry
import Decoding

struct User: Equatable {
  let id: Int
  let name: String
  let email: String?
}

extension User: Decodable {
  static func decode(_ json: JSON) -> Decoded<User> {
    return curry(self.init)
      <^> json <| "id"
      <*> (json <| ["userinfo", "name"] <|> json <| "name")
      <*> json <|? "email"
  }
}
