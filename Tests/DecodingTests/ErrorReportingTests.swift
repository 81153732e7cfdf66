import Curry
import Decoding
import DecodingTestSupport
import Foundation
import Testing

/// Errors that say where: every failure of a document at once,
/// each with its path from the root, on the Argo models of ArgoModels.swift.
@Suite struct ErrorReportingTests {
  @Test func aMissingKeyInsideAnArrayElementNamesTheElement() throws {
    let post: Decoded<Post> = decode(try TestSupport.foundationObject("post_bad_comments"))
    #expect(post.error?.description == "comments[1].text: missing key")
    #expect(post.error?.failures.first?.path == ["comments", 1, "text"])
  }

  @Test func threeBadFieldsAreReportedAtOnce() throws {
    let json = try JSON(parsing: #"{"id": "3", "author": {"id": 1, "name": "Ada"}, "comments": {}}"#)
    #expect(
      Post.decode(json).error?.description == """
        id: expected Int, found "3"
        text: missing key
        comments: expected array, found {}
        """)
  }

  @Test func failuresAccumulateAtEveryNestingLevel() throws {
    let json = try JSON(
      parsing: """
        {
          "id": 3.5,
          "text": "A Cool story.",
          "author": {"id": "1", "email": ["u.cool@example.com"]},
          "comments": [
            {"id": 6, "text": "Cool story bro.", "author": {"id": 1, "name": "Cool User"}},
            {"id": 7, "text": null, "author": {"name": 42}},
            {"id": 8, "text": "Meh.", "author": "Cool User"},
            {"text": "Nice.", "author": {}}
          ]
        }
        """)
    #expect(
      Post.decode(json).error?.description == """
        id: expected Int, found 3.5
        author.id: expected Int, found "1"
        author.userinfo: missing key
        author.name: missing key
        author.email: expected String, found ["u.cool@example.com"]
        comments[1].text: expected String, found null
        comments[1].author.name: expected String, found 42
        comments[2].author: expected object, found "Cool User"
        comments[3].id: missing key
        comments[3].author.name: missing key
        """)
  }

  @Test func everyFieldOfANonObjectSaysSoOnce() throws {
    let json = try JSON(parsing: #"{"id": 1, "text": "t", "author": "Ada", "comments": [3]}"#)
    #expect(
      Post.decode(json).error?.description == """
        author: expected object, found "Ada"
        comments[0]: expected object, found 3
        """)
  }

  @Test func dictionaryMembersAreReportedInDocumentOrder() throws {
    let json = try JSON(
      parsing: #"{"users": {"zoe": {"id": 1}, "ada": {"id": 2, "name": "Ada"}, "bo": {"name": "Bo"}}}"#)
    let users: Decoded<[String: User]> = json <| "users"
    #expect(
      users.error?.description == """
        users.zoe.userinfo: missing key
        users.zoe.name: missing key
        users.bo.id: missing key
        """)
  }

  @Test func anAlternativeThatFailsOnBothSidesListsBoth() throws {
    let user: Decoded<User> = decode(["id": 1, "userinfo": ["nickname": "Ada"]] as [String: Any])
    #expect(user.error?.description == "userinfo.name: missing key\nname: missing key")
    let present: Decoded<User> = decode(["id": 1, "userinfo": ["name": 3], "name": "Ada"] as [String: Any])
    #expect(present.value?.name == "Ada")
  }

  @Test func typesFixtureWithoutItsEmbeddedMembers() throws {
    let model: Decoded<TestModel> = decode(try TestSupport.foundationObject("types_fail_embedded"))
    #expect(
      model.error?.description == """
        numerics: missing key
        user_opt.name: missing key
        embedded: missing key
        user_opt.userinfo: missing key
        dict: missing key
        """)
    let optional: TestModel? = decode(try TestSupport.foundationObject("types_fail_embedded"))
    #expect(optional == nil)
  }

  @Test func numericMembersReportRangeAndFormProblems() throws {
    let json = try JSON(
      parsing: """
        {"int": 5.5, "int64": 9223372036854775808, "int64_string": "12x", "double": "3.4", "float": 1e39,
         "int_opt": "4", "uint": -1, "uint64": 1, "uint64_string": "18446744073709551616"}
        """)
    #expect(
      TestModelNumerics.decode(json).error?.description == """
        int: expected Int, found 5.5
        int64: expected Int64, found 9223372036854775808
        int64_string: expected Int64, found "12x"
        double: expected Double, found "3.4"
        float: expected Float, found 1e39
        int_opt: expected Int, found "4"
        uint: expected UInt, found -1
        uint64_string: expected UInt64, found "18446744073709551616"
        """)
  }

  @Test func pathsAreRelativeToTheTopLevelDecode() throws {
    let posts: Decoded<[Post]> = decode(
      parsing: """
        {"feed": [{"id": 1, "text": "ok", "author": {"id": 1, "name": "A"}, "comments": []},
                  {"id": 2, "text": "ok", "author": {"id": 1, "name": "A"}, "comments": [{"id": 1, "text": "x", "author": {}}]}]}
        """
    ).flatMap { (json: JSON) in json <| "feed" }
    #expect(posts.error?.description == "feed[1].comments[0].author.name: missing key")
  }
}
