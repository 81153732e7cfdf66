import Curry
import Decoding
import DecodingPipeline

/// An Argo-style model with a nested model and an optional array, so failures have paths.
struct Article: Decodable, Equatable {
  let id: Int
  let title: String
  let author: Author
  let tags: [String]?

  static func decode(_ json: JSON) -> Decoded<Article> {
    curry(Article.init)
      <^> json <| "id"
      <*> json <| "title"
      <*> json <| "author"
      <*> json <||? "tags"
  }
}

/// The nested model of ``Article``.
struct Author: Decodable, Equatable {
  let name: String

  static func decode(_ json: JSON) -> Decoded<Author> {
    curry(Author.init) <^> json <| "name"
  }
}

/// A model decoded by a pipeline decoder (a `DecodeFunction`) rather than a `Decodable` conformance.
struct Person: Equatable {
  let name: String
  let email: String?
}

/// The pipeline decoder of ``Person``.
let decodePerson: DecodeFunction<Person> =
  succeed(curry(Person.init))
  |> required("name", string)
  |> optional("email", string)

/// The error body the test API sends with a failed status.
struct APIError: Decodable, Equatable {
  let message: String

  static func decode(_ json: JSON) -> Decoded<APIError> {
    curry(APIError.init) <^> json <| "message"
  }
}

/// A `Swift.Encodable` model sent as a request body: a nested value, an array and an optional.
struct NewArticle: Swift.Encodable, Sendable {
  let title: String
  let tags: [String]
  let stats: Stats
  let summary: String?

  /// The nested value, whose numbers can be made unwritable.
  struct Stats: Swift.Encodable, Sendable {
    let rating: Double
    let samples: [Double]
  }
}

/// An operator-style model that writes itself, in Ogra's shape (`func encode() -> JSON`).
struct Draft: JSONEncodable, Sendable {
  let title: String
  let rating: Double
  let tags: [String]
  let summary: String?

  func encode() -> JSON {
    .object(encoding: ["title": title, "rating": rating, "tags": tags, "summary": summary])
  }
}

/// The pipeline encoder of ``Person``: an encoder value.
let encodePerson: EncodeFunction<Person> = Encode.object([
  .required("name", \.name, Encode.string),
  .optional("email", \.email, Encode.string),
])

/// ``Person``'s codec: its decoder and its encoder, written once.
let personCodec =
  codec(Person.init)
  |> required("name", \.name, string)
  |> optional("email", \.email, string)
