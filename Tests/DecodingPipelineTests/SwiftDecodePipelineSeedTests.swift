// The examples of SwiftDecodePipeline's README,
// compiled as written but for three things: the import line; `Decoded`'s
// `.success`/`.failure` where the README switches on `.ok`/`.error`; and the type
// `DecodeFunction<T>` where it writes `Decoder<T>`, a name that cannot be used
// because it is Swift's protocol behind `Codable`. The README's `map { $0.lowercased }`
// is a bug (it maps to the method itself) and is written `map { $0.lowercased() }`.
// The README's `User`s that several sections use are declared once, at file scope:
// `SeedAthlete` (its first example's) and `SeedProfile` (its "required and optional"
// section's); parts the README elides (`// ...`) are filled in. The README's first example,
// decoding its document with `decodeJSON(data, with: array(decodeUser))`, is the "after"
// sample of Docs/Migrating.md's SwiftDecodePipeline section, and is tested there, by that
// document's doc-samples target.

import Curry
import Decoding
import DecodingPipeline
import Foundation
import Testing

/// The README's first `User`, at file scope, to show that a global pipeline decoder
/// compiles in a Swift 6 target and that Argo's `decode(object)` still works beside it.
struct SeedAthlete: Equatable, Sendable {
  let name: String
  let surname: String
  let image: String?
  let score: Int
  let sports: [String]
  let role: String
}

let decodeSeedAthlete =
  decode(SeedAthlete.init)
  |> required("name", string)
  |> required("last_name", string)
  |> optional("image", string)
  |> required("score", int)
  |> required("sports", array(string))
  |> hardcoded("athlete")

extension SeedAthlete: Decodable {
  static func decode(_ json: JSON) -> Decoded<SeedAthlete> {
    curry(Self.init)
      <^> json <| "name"
      <*> json <| "last_name"
      <*> json <|? "image"
      <*> json <| "score"
      <*> json <|| "sports"
      <*> pure("athlete")
  }
}

/// The README's second `User`, declared in its "required and optional" section and
/// used again in its "array" section.
struct SeedProfile {
  let name: String
  let image: String?
}

let decodeSeedProfile: DecodeFunction<SeedProfile> =
  decode(SeedProfile.init)
  |> required("name", string)
  |> optional("image", string)

@Suite struct SwiftDecodePipelineSeedTests {
  static let usersText = """
    [
        {
            "uuid": "...",
            "name": "John",
            "last_name": "Doe",
            "image": null,
            "sports": ["basketball", "tennis"],
            "score": 5
        }
    ]
    """

  @Test func primitivesSection() {
    let primitives: (DecodeFunction<String>, DecodeFunction<Bool>, DecodeFunction<Int>, DecodeFunction<Double>) =
      (string, bool, int, double)
    #expect(primitives.0("a") == .success("a"))
    #expect(primitives.1(.bool(true)) == .success(true))
    #expect(primitives.2(3) == .success(3))
    #expect(primitives.3(0.5) == .success(0.5))
  }

  @Test func requiredAndOptionalSection() {
    let decodeUser = decodeSeedProfile

    #expect(decodeUser(["name": "John"]).value?.image == nil)
    #expect(decodeUser(["name": "John", "image": "a.png"]).value?.image == "a.png")
    #expect("\(decodeUser(["image": "a.png"]).error!)" == "name: missing key")
    #expect("\(decodeUser(["name": "John", "image": 1]).error!)" == "image: expected String, found 1")
  }

  @Test func arraySection() {
    let decodeUser = decodeSeedProfile

    struct Post {
      let title: String
      let authors: [SeedProfile]
    }

    let decodePost: DecodeFunction<Post> =
      decode(Post.init)
      |> required("title", string)
      |> required("authors", decodeUser |> array)
    // We could use array(decodeUser), they are equivalent

    let post = decodePost(["title": "Hi", "authors": [["name": "John"], ["name": "Jane", "image": "j.png"]]])
    #expect(post.value?.authors.map(\.name) == ["John", "Jane"])
    #expect(
      "\(decodePost(["title": "Hi", "authors": [["name": "John"], ["image": "j.png"]]]).error!)"
        == "authors[1].name: missing key")
  }

  @Test func hardcodedSection() {
    struct User {
      let id: String
      let name: String
      let surname: String
    }

    let decodeMockedUser: DecodeFunction<User> =
      decode(User.init)
      |> hardcoded("some-id")
      |> hardcoded("John")
      |> hardcoded("Doe")

    let user = decodeMockedUser(.null).value
    #expect(user?.id == "some-id")
    #expect(user?.name == "John")
    #expect(user?.surname == "Doe")
  }

  @Test func mapSection() {
    let decodeLowercasedString: DecodeFunction<String> = string |> map { $0.lowercased() }

    #expect(decodeLowercasedString("MiXeD") == .success("mixed"))
  }

  @Test func alamofireSection() throws {
    let data = try JSONSerialization.jsonObject(with: Data(Self.usersText.utf8))
    var decodedUsers: [SeedAthlete] = []
    func doSomething(with users: [SeedAthlete]) { decodedUsers = users }
    let decodeUser = decodeSeedAthlete

    // We want to decode a list of users, so we use array
    let decodingResult = decodeJSON(data, with: array(decodeUser))

    switch decodingResult {
    case .failure(let error): print("Invalid format: \(error)")  // error describes the decoding error
    case .success(let users): doSomething(with: users)  // users has type [User]
    }

    #expect(decodedUsers.map(\.name) == ["John"])
  }

  @Test func swiftyJSONSection() {
    let decodeUser = decodeSeedAthlete
    let json: JSON! = ["name": "John", "last_name": "Doe", "score": 5, "sports": []]
    let result = decodeUser(json)

    #expect(
      result == .success(SeedAthlete(name: "John", surname: "Doe", image: nil, score: 5, sports: [], role: "athlete")))
  }

  @Test func argoDecodeStillWorksBesideThePipeline() throws {
    let object = try JSONSerialization.jsonObject(with: Data(Self.usersText.utf8))
    let users: [SeedAthlete]? = decode(object)
    let first = try #require((object as? [Any])?.first)
    let user: SeedAthlete? = decode(first)
    let decoded: Decoded<SeedAthlete> = decode(first)

    let expected = SeedAthlete(
      name: "John", surname: "Doe", image: nil, score: 5, sports: ["basketball", "tennis"], role: "athlete")
    #expect(users == [expected])
    #expect(user == expected)
    #expect(decoded == .success(expected))
    #expect(decodeJSON(first, with: decodeSeedAthlete) == decoded)
    #expect(decodeJSON(object, with: array(decodeSeedAthlete)) == .success([expected]))
  }

  @Test func bothStylesDescribeABadUserAlike() {
    let bad: JSON = ["name": 1, "image": .bool(false), "score": "5", "sports": ["a", 2]]
    let expected = """
      name: expected String, found 1
      last_name: missing key
      image: expected String, found false
      score: expected Int, found "5"
      sports[1]: expected String, found 2
      """
    #expect(decodeSeedAthlete(bad).error?.description == expected)
    #expect(SeedAthlete.decode(bad).error?.description == expected)
  }
}
