// Models as an app still in the Swift 5 language mode writes them, in both styles. This
// target is built in that mode with warnings as errors: in Swift 5, `Status.init` and
// `Author.decode` are not inferred `@Sendable`, and nothing here may warn about it.

import Curry
import Decoding
import DecodingHTTP
import DecodingPipeline
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

struct Author: Decodable, Equatable {
  let id: Int
  let name: String
  let email: String?

  static func decode(_ json: JSON) -> Decoded<Author> {
    curry(Author.init)
      <^> json <| "id"
      <*> json <| "name"
      <*> json <|? "email"
  }
}

/// A model past 8 fields, where `curry` returns a `Curried`: it must not warn in Swift 5 either.
struct Profile: Decodable, Equatable {
  let id: Int
  let name: String
  let email: String?
  let tags: [String]
  let city: String
  let age: Int
  let score: Double
  let active: Bool
  let nickname: String?
  let friends: [Int]

  static func decode(_ json: JSON) -> Decoded<Profile> {
    curry(Profile.init)
      <^> json <| "id"
      <*> json <| "name"
      <*> json <|? "email"
      <*> json <|| "tags"
      <*> json <| ["address", "city"]
      <*> json <| "age"
      <*> json <| "score"
      <*> json <| "active"
      <*> json <|? "nickname"
      <*> json <|| "friends"
  }
}

enum Role: String, Decodable, Equatable {
  case admin
  case member
}

struct Status: Equatable {
  let id: Int
  let text: String
  let author: Author
  let mentions: [Author]
  let editors: [Author]?
  let role: Role
  let source: String
}

/// A global pipeline, as Swift 5 code declares one.
let decodeStatus =
  decode(Status.init)
  |> required("id", int)
  |> required("text", string |> map { $0.trimmingCharacters(in: .whitespaces) })
  |> required("author", Author.decode)
  |> required("mentions", array(Author.decode))
  |> optional("editors", Author.decode |> array)
  |> required("role", rawRepresentable(Role.self))
  |> hardcoded("api")

extension Status: Decodable {
  static func decode(_ json: JSON) -> Decoded<Status> {
    decodeStatus(json)
  }
}

/// Every other pipeline step that takes a decoder, given a type's own `decode`.
struct Feed: Equatable {
  let first: Author
  let pinned: Author?
  let byName: [String: Author]
  let reviewer: Author?
  let owner: Author
  let any: Author
  let some: LenientArray<Author>
  let fallback: Author?
}

let decodeFeed =
  decode(Feed.init)
  |> requiredAt(["authors", "first"], Author.decode)
  |> optionalAt(["authors", "pinned"], Author.decode)
  |> required("byName", dictionary(Author.decode))
  |> required("reviewer", nullable(Author.decode))
  |> custom(Author.decode)
  |> required("owner", oneOf([Author.decode, string |> map { Author(id: 0, name: $0, email: nil) }]))
  |> required("authorList", lenientArray(Author.decode))
  |> optional("fallback", nullable(Author.decode), nil)

/// A request of DecodingHTTP, with its decoders given as a type's own `decode`.
struct StatusRequest: Request {
  typealias ResponseObject = Status
  typealias ErrorObject = Author

  func build() throws -> URLRequest {
    URLRequest(url: URL(string: "https://example.com/status")!)
  }
}

/// The transport of the tests: one canned response.
struct CannedTransport: HTTPTransport {
  let response: HTTPResponse

  func send(_ request: URLRequest) async throws -> HTTPResponse {
    response
  }
}

// Codable in both directions, as a Swift 5 app bridges its models.

/// An Argo-style model handed to Codable APIs.
extension Author: CodableViaDecodable {}

/// A Codable model used as a field of both styles.
struct Price: Codable, Equatable, DecodableViaCodable {
  let cents: Int
  let currency: String
}

/// A pipeline model with a one-line `init(from:)`, and a Codable field by `codable(_:)`.
struct Listing: Equatable {
  let title: String
  let price: Price
  let tags: Set<String>
}

let decodeListing =
  decode(Listing.init)
  |> required("title", string)
  |> required("price", Price.decode)
  |> required("tags", codable(Set<String>.self))

extension Listing: Swift.Decodable {
  init(from decoder: Decoder) throws {
    self = try decoder.decode(with: decodeListing)
  }
}
