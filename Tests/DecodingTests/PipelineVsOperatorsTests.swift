import Curry
import Decoding
import DecodingPipeline
import DecodingTestSupport
import Testing

/// Pipeline decoders for the Argo models of ArgoModels.swift, field for field the same
/// as their operator-style `decode`, so that both styles can be run on the same fixtures.
enum ArgoModelPipelines {
  static let user: DecodeFunction<User> =
    decode(User.init)
    |> required("id", int)
    |> custom(oneOf([requiredAt(["userinfo", "name"], string), required("name", string)]))
    |> optional("email", string)

  static let comment: DecodeFunction<Comment> =
    decode(Comment.init)
    |> required("id", int)
    |> required("text", string)
    |> requiredAt(["author", "name"], string)

  static let post: DecodeFunction<Post> =
    decode(Post.init)
    |> required("id", int)
    |> required("text", string)
    |> required("author", user)
    |> required("comments", array(comment))

  static let location: DecodeFunction<Location> =
    decode(Location.init)
    |> required("lat", double)
    |> required("lng", double)
    |> required("title", string)

  static let locationPost: DecodeFunction<LocationPost> =
    decode(LocationPost.init)
    |> required("id", int)
    |> required("text", string)
    |> required("author", user)
    |> required("comments", comment |> array)
    |> optional("location", location)

  static let numerics: DecodeFunction<TestModelNumerics> =
    decode(TestModelNumerics.init)
    |> required("int", int)
    |> required("int64", int64)
    |> required("int64_string", int64)
    |> required("double", double)
    |> required("float", float)
    |> optional("int_opt", int)
    |> required("uint", UInt.decode)
    |> required("uint64", uint64)
    |> required("uint64_string", uint64)

  static let testModel: DecodeFunction<TestModel> =
    decode(TestModel.init)
    |> required("numerics", numerics)
    |> requiredAt(["user_opt", "name"], string)
    |> required("bool", bool)
    |> required("string_array", array(string))
    |> optional("string_array_opt", array(string))
    |> requiredAt(["embedded", "string_array"], array(string))
    |> optionalAt(["embedded", "string_array_opt"], array(string))
    |> optional("user_opt", user)
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
  typealias Pipelines = ArgoModelPipelines

  static let comparisons: [StyleComparison] = [
    StyleComparison("user_with_email", User.self, Pipelines.user),
    StyleComparison("user_without_email", User.self, Pipelines.user),
    StyleComparison("user_with_nested_name", User.self, Pipelines.user),
    StyleComparison(
      "user_with_bad_type", User.self, Pipelines.user, failure: #"id: expected Int, found "1""#),
    StyleComparison("user_without_key", User.self, Pipelines.user, failure: "id: missing key"),
    StyleComparison("comment", Comment.self, Pipelines.comment),
    StyleComparison("post_comments", Post.self, Pipelines.post),
    StyleComparison("post_no_comments", Post.self, Pipelines.post),
    StyleComparison(
      "post_bad_comments", Post.self, Pipelines.post, failure: "comments[1].text: missing key"),
    StyleComparison("location_post", LocationPost.self, Pipelines.locationPost),
    StyleComparison(
      "bad_location_post", LocationPost.self, Pipelines.locationPost,
      failure: "location.title: missing key"),
    StyleComparison("types", TestModel.self, Pipelines.testModel),
    StyleComparison(
      "types_fail_embedded", TestModel.self, Pipelines.testModel,
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
    #expect(Pipelines.testModel(try TestSupport.fixture("types")) == .success(.typesFixture))
  }

  /// The rows of the "Side by side" table in Docs/Pipeline-vs-Operators.md that no sample
  /// there runs: each pair of spellings gives the same result on every kind of document.
  @Test(
    arguments: [[:], ["n": .null, "image": .null], ["n": 3, "image": "a.png"], ["n": "3", "image": 4], [1]] as [JSON])
  func sideBySideRowsAgree(_ json: JSON) {
    let defaulted: Decoded<Int> = (json <|? "n").map { $0 ?? 0 }
    #expect(optional("n", int, 0)(json) == defaulted)
    let nullable: Decoded<String?> = json <| "image"
    #expect(required("image", DecodingPipeline.nullable(string))(json) == nullable)
    let either: Decoded<Int> = json <| "n" <|> json <| "image"
    #expect(oneOf([required("n", int), required("image", int)])(json) == either)
    let mapped: Decoded<Int> = { (text: String) in text.count } <^> json <| "image"
    #expect(required("image", string |> map { (text: String) in text.count })(json) == mapped)
    let chained: Decoded<String> = json <| "n" >>- { (n: Int) in .success(String(n)) }
    #expect((required("n", int) |> andThen { (n: Int) in succeed(String(n)) })(json) == chained)
  }

  @Test func decodesTheNestedNameFixture() throws {
    let decoded = Pipelines.user(try TestSupport.fixture("user_with_nested_name"))
    #expect(decoded == .success(User(id: 1, name: "Very Cool User", email: "u.cool@example.com")))
  }
}
