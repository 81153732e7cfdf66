import Curry
import Decoding
import DecodingPipeline
import DecodingTestSupport
import Foundation
import Testing

/// Argo 4 models (ArgoModels.swift) and Argo's own fixtures, decoded through Argo's
/// entry points, with no `@testable` access.
@Suite struct ArgoCompatibilityTests {
  private static let coolUser = User(id: 1, name: "Cool User", email: nil)
  private static let comment = Comment(id: 6, text: "Cool story bro.", authorName: "Cool User")

  @Test(
    "users",
    arguments: [
      ("user_with_email", "success(User(id: 1, name: \"Cool User\", email: Optional(\"u.cool@example.com\")))"),
      ("user_without_email", "success(User(id: 1, name: \"Cool User\", email: nil))"),
      (
        "user_with_nested_name",
        "success(User(id: 1, name: \"Very Cool User\", email: Optional(\"u.cool@example.com\")))"
      ),
      ("user_without_key", "failure(id: missing key)"),
      ("user_with_bad_type", #"failure(id: expected Int, found "1")"#),
    ]
  )
  func users(fixture: String, expected: String) throws {
    let user: Decoded<User> = decode(try TestSupport.foundationObject(fixture))
    #expect(user.description == expected)
  }

  @Test func posts() throws {
    let withComments: Post? = decode(try TestSupport.foundationObject("post_comments"))
    #expect(
      withComments == Post(id: 3, text: "A Cool story.", author: Self.coolUser, comments: [Self.comment, Self.comment]))
    let withoutComments: Post? = decode(try TestSupport.foundationObject("post_no_comments"))
    #expect(withoutComments?.comments == [])
    let comment: Comment? = decode(try TestSupport.foundationObject("comment"))
    #expect(comment == Self.comment)
  }

  @Test func rootObject() throws {
    let dict = try #require(try TestSupport.foundationObject("root_object") as? [String: Any])
    let user: User? = decode(dict, rootKey: "user")
    #expect(user == User(id: 1, name: "Cool User", email: "u.cool@example.com"))
  }

  @Test func typesFixtureDecodesEveryKindOfMember() throws {
    let model: Decoded<TestModel> = decode(try TestSupport.foundationObject("types"))
    #expect(model == .success(.typesFixture))
  }

  @Test func typesFixtureFromParsedText() throws {
    let data = try TestSupport.data("Argo/types.json")
    let model: Decoded<TestModel> = decode(parsing: data)
    #expect(model.value?.numerics.uint64String == 18_446_744_073_709_551_614)
    #expect(model.value?.numerics.int64String == 1_076_543_210_012_345_678)
  }

  @Test func aPresentButBrokenOptionalMemberIsAFailureNotNil() throws {
    let good: LocationPost? = decode(try TestSupport.foundationObject("location_post"))
    #expect(good?.location == Location(lat: -41.24673, lng: 72.89244, title: "Cool Location"))
    // The location is there but has no title. Argo 4.1.2 fails this post too (its
    // `testFailOnEmbeddedObject`), without saying where; here the failure names the path.
    let bad: Decoded<LocationPost> = decode(try TestSupport.foundationObject("bad_location_post"))
    #expect(bad.description == "failure(location.title: missing key)")
  }

  @Test func arrayFormsOfArgosEntryPoints() throws {
    let object: Any? = try TestSupport.foundationObject("array_root")
    let tags: [String]? = object.flatMap(decode)
    #expect(tags == ["foo", "bar", "baz"])
    let posts: [Post]? = decode([
      try TestSupport.foundationObject("post_comments"), try TestSupport.foundationObject("post_no_comments"),
    ])
    #expect(posts?.map(\.comments.count) == [2, 0])
    let decoded: Decoded<[User]> = decode([
      try TestSupport.foundationObject("user_with_email"), try TestSupport.foundationObject("user_without_key"),
    ])
    #expect(decoded.description == "failure([1].id: missing key)")
  }

  @Test func customDecodersWrittenForArgo() throws {
    let json: JSON = [
      "name": "Ada", "role": "admin", "email": "ada@example.com", "joined": "0", "manager": ["name": "Grace"],
    ]
    let member = try TeamMember.decode(json).dematerialize()
    #expect(
      member
        == TeamMember(
          name: "Ada", role: .admin, email: Email(address: "ada@example.com"),
          joined: Date(timeIntervalSince1970: 0), manager: "Grace"))
    let bad: JSON = ["name": "Bo", "role": "owner", "email": 5, "joined": "yesterday", "manager": ["title": "x"]]
    // The failure of a `>>-` continuation names the member it followed (Argo's lost
    // the key): `json <| "joined" >>- toDate` fails at `joined`, as the pipeline's
    // `required(key, decoder)` does.
    #expect(
      TeamMember.decode(bad).error?.description == """
        role: expected Role, found "owner"
        email: expected String, found 5
        joined: expected seconds since 1970, found yesterday
        """)
    let joined: Decoded<Date> = required("joined", { String.decode($0).flatMap(TeamMember.toDate) })(bad)
    #expect(joined.description == "failure(joined: expected seconds since 1970, found yesterday)")
    let notAnEmail: JSON = ["name": "Cy", "role": "member", "email": "cy", "joined": "1"]
    #expect(TeamMember.decode(notAnEmail).error?.description == #"email: "cy" is not an email address"#)
  }

  @Test func argoDecodedAPIOnModels() throws {
    let json: JSON = ["id": 1, "name": "Ada"]
    let user = User.decode(json)
    #expect(user.value?.name == "Ada")
    #expect(user.error == nil)
    #expect(try user.dematerialize().id == 1)
    #expect((User.decode([:]) ?? User(id: 0, name: "nobody", email: nil)).name == "nobody")
    let withDefault: Decoded<User> = User.decode([:]) <|> pure(User(id: 0, name: "default", email: nil))
    #expect(withDefault.value?.name == "default")
    let materialized: Decoded<User> = materialize { try User.decode(json).dematerialize() }
    #expect(materialized == user)
    #expect(Decoded<User>.optional(User.decode(json)).value??.id == 1)
  }
}
