// Models written exactly as Argo 4 users write them. Only the imports differ from
// an Argo project (`import Argo`, `import Curry`, `import Runes`): Runes' operators
// come with Decoding, and nothing below uses `@testable`.
import Curry
import Decoding
import Foundation

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

struct Comment: Equatable {
  let id: Int
  let text: String
  let authorName: String
}

extension Comment: Decodable {
  static func decode(_ json: JSON) -> Decoded<Comment> {
    return curry(self.init)
      <^> json <| "id"
      <*> json <| "text"
      <*> json <| ["author", "name"]
  }
}

struct Post: Equatable {
  let id: Int
  let text: String
  let author: User
  let comments: [Comment]
}

extension Post: Decodable {
  static func decode(_ json: JSON) -> Decoded<Post> {
    return curry(self.init)
      <^> json <| "id"
      <*> json <| "text"
      <*> json <| "author"
      <*> json <|| "comments"
  }
}

struct Location: Equatable {
  let lat: Double
  let lng: Double
  let title: String
}

extension Location: Decodable {
  static func decode(_ json: JSON) -> Decoded<Location> {
    return curry(self.init)
      <^> json <| "lat"
      <*> json <| "lng"
      <*> json <| "title"
  }
}

struct LocationPost: Equatable {
  let id: Int
  let text: String
  let author: User
  let comments: [Comment]
  let location: Location?
}

extension LocationPost: Decodable {
  static func decode(_ json: JSON) -> Decoded<LocationPost> {
    return curry(self.init)
      <^> json <| "id"
      <*> json <| "text"
      <*> json <| "author"
      <*> json <|| "comments"
      <*> json <|? "location"
  }
}

struct TestModelNumerics: Equatable {
  let int: Int
  let int64: Int64
  let int64String: Int64
  let double: Double
  let float: Float
  let intOpt: Int?
  let uint: UInt
  let uint64: UInt64
  let uint64String: UInt64
}

extension TestModelNumerics: Decodable {
  static func decode(_ json: JSON) -> Decoded<TestModelNumerics> {
    return curry(self.init)
      <^> json <| "int"
      <*> json <| "int64"
      <*> json <| "int64_string"
      <*> json <| "double"
      <*> json <| "float"
      <*> json <|? "int_opt"
      <*> json <| "uint"
      <*> json <| "uint64"
      <*> json <| "uint64_string"
  }
}

struct TestModel: Equatable {
  let numerics: TestModelNumerics
  let string: String
  let bool: Bool
  let stringArray: [String]
  let stringArrayOpt: [String]?
  let eStringArray: [String]
  let eStringArrayOpt: [String]?
  let userOpt: User?
  let dict: [String: String]
}

extension TestModel: Decodable {
  static func decode(_ json: JSON) -> Decoded<TestModel> {
    return curry(self.init)
      <^> json <| "numerics"
      <*> json <| ["user_opt", "name"]
      <*> json <| "bool"
      <*> json <|| "string_array"
      <*> json <||? "string_array_opt"
      <*> json <|| ["embedded", "string_array"]
      <*> json <||? ["embedded", "string_array_opt"]
      <*> json <|? "user_opt"
      <*> (json <| "dict" >>- { [String: String].decode($0) })
  }
}

extension TestModel {
  /// What Argo's `types.json` fixture decodes to.
  static let typesFixture = TestModel(
    numerics: TestModelNumerics(
      int: 5, int64: 9_007_199_254_740_992, int64String: 1_076_543_210_012_345_678, double: 3.4, float: 1.1,
      intOpt: 4, uint: 500, uint64: 9_223_372_036_854_775_807, uint64String: 18_446_744_073_709_551_614),
    string: "Cooler User", bool: false, stringArray: ["hello", "world"], stringArrayOpt: nil,
    eStringArray: ["hello", "world"], eStringArrayOpt: [], userOpt: User(id: 6, name: "Cooler User", email: nil),
    dict: ["foo": "bar"])
}

enum Role: String, Decodable {
  case admin
  case member
}

struct Email: Equatable {
  let address: String
}

/// A hand-written decoder in Argo's style, with Argo's failure constructors.
extension Email: Decodable {
  static func decode(_ json: JSON) -> Decoded<Email> {
    switch json {
    case let .string(address) where address.contains("@"):
      return pure(Email(address: address))
    case let .string(address):
      return .customError("\"\(address)\" is not an email address")
    default:
      return .failure(.typeMismatch(expected: "String", actual: json.description))
    }
  }
}

struct TeamMember: Equatable {
  let name: String
  let role: Role
  let email: Email
  let joined: Date
  let manager: String?
}

extension TeamMember: Decodable {
  static func decode(_ json: JSON) -> Decoded<TeamMember> {
    return curry(TeamMember.init)
      <^> json <| "name"
      <*> json <| "role"
      <*> json <| "email"
      <*> (json <| "joined" >>- toDate)
      <*> json <|? ["manager", "name"]
  }

  static func toDate(_ text: String) -> Decoded<Date> {
    guard let seconds = TimeInterval(text) else {
      return .typeMismatch(expected: "seconds since 1970", actual: text)
    }
    return .fromOptional(Date(timeIntervalSince1970: seconds))
  }
}
