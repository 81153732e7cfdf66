import Curry
import Decoding
import Testing

/// Argo's test models, each decoded two ways: Argo's operators (`Decodable`) and a pipeline.
enum PipelineComparison {
  struct User: Equatable, Sendable {
    let id: Int
    let name: String
    let email: String?
  }

  struct Comment: Equatable, Sendable {
    let id: Int
    let text: String
    let authorName: String
  }

  struct Post: Equatable, Sendable {
    let id: Int
    let text: String
    let author: User
    let comments: [Comment]
  }

  struct Location: Equatable, Sendable {
    let lat: Double
    let lng: Double
    let title: String
  }

  struct LocationPost: Equatable, Sendable {
    let id: Int
    let text: String
    let author: User
    let comments: [Comment]
    let location: Location
  }

  struct Numerics: Equatable, Sendable {
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

  struct Types: Equatable, Sendable {
    let numerics: Numerics
    let userName: String
    let bool: Bool
    let stringArray: [String]
    let stringArrayOpt: [String]?
    let embeddedStringArray: [String]
    let embeddedStringArrayOpt: [String]?
    let userOpt: User?
    let dict: [String: String]
  }
}

// MARK: - Operator style

extension PipelineComparison.User: Decodable {
  static func decode(_ json: JSON) -> Decoded<PipelineComparison.User> {
    curry(Self.init)
      <^> json <| "id"
      <*> (json <| ["userinfo", "name"] <|> json <| "name")
      <*> json <|? "email"
  }
}

extension PipelineComparison.Comment: Decodable {
  static func decode(_ json: JSON) -> Decoded<PipelineComparison.Comment> {
    curry(Self.init)
      <^> json <| "id"
      <*> json <| "text"
      <*> json <| ["author", "name"]
  }
}

extension PipelineComparison.Post: Decodable {
  static func decode(_ json: JSON) -> Decoded<PipelineComparison.Post> {
    curry(Self.init)
      <^> json <| "id"
      <*> json <| "text"
      <*> json <| "author"
      <*> json <|| "comments"
  }
}

extension PipelineComparison.Location: Decodable {
  static func decode(_ json: JSON) -> Decoded<PipelineComparison.Location> {
    curry(Self.init)
      <^> json <| "lat"
      <*> json <| "lng"
      <*> json <| "title"
  }
}

extension PipelineComparison.LocationPost: Decodable {
  static func decode(_ json: JSON) -> Decoded<PipelineComparison.LocationPost> {
    curry(Self.init)
      <^> json <| "id"
      <*> json <| "text"
      <*> json <| "author"
      <*> json <|| "comments"
      <*> json <| "location"
  }
}

extension PipelineComparison.Numerics: Decodable {
  static func decode(_ json: JSON) -> Decoded<PipelineComparison.Numerics> {
    curry(Self.init)
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

extension PipelineComparison.Types: Decodable {
  static func decode(_ json: JSON) -> Decoded<PipelineComparison.Types> {
    curry(Self.init)
      <^> json <| "numerics"
      <*> json <| ["user_opt", "name"]
      <*> json <| "bool"
      <*> json <|| "string_array"
      <*> json <||? "string_array_opt"
      <*> json <|| ["embedded", "string_array"]
      <*> json <||? ["embedded", "string_array_opt"]
      <*> json <|? "user_opt"
      <*> json <| "dict"
  }
}

// MARK: - Pipeline style

extension PipelineComparison {
  static let decodeUser: DecodeFunction<User> =
    decode(User.init)
    |> required("id", int)
    |> custom(oneOf([requiredAt(["userinfo", "name"], string), required("name", string)]))
    |> optional("email", string)

  static let decodeComment: DecodeFunction<Comment> =
    decode(Comment.init)
    |> required("id", int)
    |> required("text", string)
    |> requiredAt(["author", "name"], string)

  static let decodePost: DecodeFunction<Post> =
    decode(Post.init)
    |> required("id", int)
    |> required("text", string)
    |> required("author", decodeUser)
    |> required("comments", array(decodeComment))

  static let decodeLocation: DecodeFunction<Location> =
    decode(Location.init)
    |> required("lat", double)
    |> required("lng", double)
    |> required("title", string)

  static let decodeLocationPost: DecodeFunction<LocationPost> =
    decode(LocationPost.init)
    |> required("id", int)
    |> required("text", string)
    |> required("author", decodeUser)
    |> required("comments", decodeComment |> array)
    |> required("location", decodeLocation)

  static let decodeNumerics: DecodeFunction<Numerics> =
    decode(Numerics.init)
    |> required("int", int)
    |> required("int64", int64)
    |> required("int64_string", int64)
    |> required("double", double)
    |> required("float", float)
    |> optional("int_opt", int)
    |> required("uint", UInt.decode)
    |> required("uint64", uint64)
    |> required("uint64_string", uint64)

  static let decodeTypes: DecodeFunction<Types> =
    decode(Types.init)
    |> required("numerics", decodeNumerics)
    |> requiredAt(["user_opt", "name"], string)
    |> required("bool", bool)
    |> required("string_array", array(string))
    |> optional("string_array_opt", array(string))
    |> requiredAt(["embedded", "string_array"], array(string))
    |> optionalAt(["embedded", "string_array_opt"], array(string))
    |> optional("user_opt", decodeUser)
    |> required("dict", dictionary(string))
}

// MARK: - Both styles on the same fixtures

/// A fixture, and what both styles must make of it: a value or an exact error description.
struct StyleComparison: Sendable, CustomTestStringConvertible {
  let fixture: String
  let compare: @Sendable (JSON) -> (pipeline: String, operators: String, sameValue: Bool)
  let expected: String?

  /// `expected` is the error description, or `nil` when both styles must succeed.
  init<T: Equatable & Sendable & Decodable>(
    _ fixture: String,
    _ type: T.Type,
    _ pipeline: @escaping DecodeFunction<T>,
    failure expected: String? = nil
  ) where T.DecodedType == T {
    self.fixture = fixture
    self.expected = expected
    self.compare = { json in
      let byPipeline = pipeline(json)
      let byOperators = T.decode(json)
      return ("\(byPipeline)", "\(byOperators)", byPipeline.value == byOperators.value)
    }
  }

  var testDescription: String { fixture }
}

@Suite struct PipelineVsOperatorsTests {
  typealias Models = PipelineComparison

  static let comparisons: [StyleComparison] = [
    StyleComparison("user_with_email", Models.User.self, Models.decodeUser),
    StyleComparison("user_without_email", Models.User.self, Models.decodeUser),
    StyleComparison("user_with_nested_name", Models.User.self, Models.decodeUser),
    StyleComparison(
      "user_with_bad_type", Models.User.self, Models.decodeUser, failure: #"id: expected Int, found "1""#),
    StyleComparison("user_without_key", Models.User.self, Models.decodeUser, failure: "id: missing key"),
    StyleComparison("comment", Models.Comment.self, Models.decodeComment),
    StyleComparison("post_comments", Models.Post.self, Models.decodePost),
    StyleComparison("post_no_comments", Models.Post.self, Models.decodePost),
    StyleComparison(
      "post_bad_comments", Models.Post.self, Models.decodePost, failure: "comments[1].text: missing key"),
    StyleComparison("location_post", Models.LocationPost.self, Models.decodeLocationPost),
    StyleComparison(
      "bad_location_post", Models.LocationPost.self, Models.decodeLocationPost,
      failure: "location.title: missing key"),
    StyleComparison("types", Models.Types.self, Models.decodeTypes),
    StyleComparison(
      "types_fail_embedded", Models.Types.self, Models.decodeTypes,
      failure: """
        numerics: missing key
        user_opt.name: missing key
        embedded: missing key
        user_opt.userinfo: missing key
        dict: missing key
        """),
  ]

  @Test(arguments: comparisons) func bothStylesAgree(_ comparison: StyleComparison) throws {
    let outcome = comparison.compare(try TestSupport.fixture(comparison.fixture))
    #expect(outcome.pipeline == outcome.operators)
    #expect(outcome.sameValue)
    if let expected = comparison.expected {
      #expect(outcome.pipeline == "failure(\(expected))")
    } else {
      #expect(outcome.pipeline.hasPrefix("success("))
    }
  }

  @Test func decodesTheTypesFixtureToTheExpectedValue() throws {
    let decoded = Models.decodeTypes(try TestSupport.fixture("types"))
    let expected = Models.Types(
      numerics: Models.Numerics(
        int: 5, int64: 9_007_199_254_740_992, int64String: 1_076_543_210_012_345_678, double: 3.4, float: 1.1,
        intOpt: 4, uint: 500, uint64: 9_223_372_036_854_775_807, uint64String: 18_446_744_073_709_551_614),
      userName: "Cooler User", bool: false, stringArray: ["hello", "world"], stringArrayOpt: nil,
      embeddedStringArray: ["hello", "world"], embeddedStringArrayOpt: [],
      userOpt: Models.User(id: 6, name: "Cooler User", email: nil), dict: ["foo": "bar"])
    #expect(decoded == .success(expected))
  }

  /// The rows of the "Side by side" table in Docs/Pipeline-vs-Operators.md that no sample
  /// there runs: each pair of spellings gives the same result on every kind of document.
  @Test(
    arguments: [[:], ["n": .null, "image": .null], ["n": 3, "image": "a.png"], ["n": "3", "image": 4], [1]] as [JSON])
  func sideBySideRowsAgree(_ json: JSON) {
    let defaulted: Decoded<Int> = (json <|? "n").map { $0 ?? 0 }
    #expect(optional("n", int, 0)(json) == defaulted)
    let nullable: Decoded<String?> = json <| "image"
    #expect(required("image", Decoding.nullable(string))(json) == nullable)
    let either: Decoded<Int> = json <| "n" <|> json <| "image"
    #expect(oneOf([required("n", int), required("image", int)])(json) == either)
    let mapped: Decoded<Int> = { (text: String) in text.count } <^> json <| "image"
    #expect(required("image", string |> map { (text: String) in text.count })(json) == mapped)
    let chained: Decoded<String> = json <| "n" >>- { (n: Int) in .success(String(n)) }
    #expect((required("n", int) |> andThen { (n: Int) in succeed(String(n)) })(json) == chained)
  }

  @Test func decodesTheNestedNameFixture() throws {
    let decoded = Models.decodeUser(try TestSupport.fixture("user_with_nested_name"))
    #expect(decoded == .success(Models.User(id: 1, name: "Very Cool User", email: "u.cool@example.com")))
  }
}
