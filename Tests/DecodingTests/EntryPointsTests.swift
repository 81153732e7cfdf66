import Curry
import DecodingTestSupport
import Foundation
import Testing

@testable import Decoding

private struct Item: Decodable, Equatable {
  let title: String
  let age: Int

  static func decode(_ json: JSON) -> Decoded<Item> {
    curry(Item.init)
      <^> json <| "title"
      <*> json <| "age"
  }
}

private struct Account: Decodable, Equatable {
  let id: Int
  let name: String
  let email: String?

  static func decode(_ json: JSON) -> Decoded<Account> {
    curry(Account.init)
      <^> json <| "id"
      <*> json <| "name"
      <*> json <|? "email"
  }
}

/// Argo's entry points from `Any` (what `JSONSerialization` returns) and the direct
/// ones from `Data` and `String`.
@Suite struct EntryPointsTests {
  private static let items = [Item(title: "Foo", age: 21), Item(title: "Bar", age: 32)]

  @Test func decodesAnObjectToDecodedOrOptional() throws {
    let object = try TestSupport.foundationObject("user_with_email")
    let decoded: Decoded<Account> = decode(object)
    let optional: Account? = decode(object)
    let expected = Account(id: 1, name: "Cool User", email: "u.cool@example.com")
    #expect(decoded == .success(expected))
    #expect(optional == expected)
  }

  @Test func failuresKeepTheirMessageOrBecomeNil() throws {
    let object = try TestSupport.foundationObject("user_with_bad_type")
    let decoded: Decoded<Account> = decode(object)
    let optional: Account? = decode(object)
    #expect(decoded.description == #"failure(id: expected Int, found "1")"#)
    #expect(optional == nil)
  }

  @Test func argoArrayFormsResolveWithoutAmbiguity() throws {
    let object = try TestSupport.foundationObject("root_array")
    let items: [Item]? = decode(object)
    let decoded: Decoded<[Item]> = decode(object)
    #expect(items == Self.items)
    #expect(decoded == .success(Self.items))

    let maybeObject: Any? = try TestSupport.foundationObject("array_root")
    let tags: [String]? = maybeObject.flatMap(decode)
    #expect(tags == ["foo", "bar", "baz"])
    let nothing: Any? = nil
    let noTags: [String]? = nothing.flatMap(decode)
    #expect(noTags == nil)

    let dict: [String: Any] = [
      "users": [["id": 1, "name": "Ada"], ["id": 2, "name": "Bo", "email": "bo@example.com"]]
    ]
    let users: [Account]? = decode(dict, rootKey: "users")
    #expect(users == [Account(id: 1, name: "Ada", email: nil), Account(id: 2, name: "Bo", email: "bo@example.com")])
    let decodedUsers: Decoded<[Account]> = decode(dict, rootKey: "users")
    #expect(decodedUsers.value == users)
  }

  @Test func rootKeyFailuresNameTheRootKey() throws {
    let dict = try #require(try TestSupport.foundationObject("root_object") as? [String: Any])
    let user: Decoded<Account> = decode(dict, rootKey: "user")
    #expect(user == .success(Account(id: 1, name: "Cool User", email: "u.cool@example.com")))
    let missing: Decoded<Account> = decode(dict, rootKey: "account")
    #expect(missing.description == "failure(account: missing key)")
    let optionalMissing: Account? = decode(dict, rootKey: "account")
    #expect(optionalMissing == nil)
    let bad: [String: Any] = ["users": [["id": 1, "name": "Ada"], ["id": 2]]]
    let users: Decoded<[Account]> = decode(bad, rootKey: "users")
    #expect(users.description == "failure(users[1].name: missing key)")
  }

  @Test func aValueWithNoJSONFormIsAFailureNamingItsPath() {
    let object: [String: Any] = ["id": 1, "name": "Ada", "joined": [Date(timeIntervalSince1970: 0)]]
    let decoded: Decoded<Account> = decode(object)
    #expect(
      decoded.description
        == "failure(joined[0]: expected a JSON value (dictionary, array, string, number, boolean or NSNull), found Date)"
    )
  }

  @Test func dataPassedAsAnObjectIsParsed() throws {
    let data: Any = try TestSupport.data("Argo/root_array.json")
    let items: [Item]? = decode(data)
    #expect(items == Self.items)
  }

  @Test func parsesAndDecodesDataOrTextInOneCall() throws {
    let data = try TestSupport.data("Argo/root_array.json")
    let fromData: Decoded<[Item]> = decode(parsing: data)
    let fromText: Decoded<[Item]> = decode(parsing: String(decoding: data, as: UTF8.self))
    #expect(fromData == .success(Self.items))
    #expect(fromText == .success(Self.items))
    let bad: Decoded<[Item]> = decode(parsing: #"[{"title": "Foo", "age": "21"}]"#)
    #expect(bad.description == #"failure([0].age: expected Int, found "21")"#)
  }

  @Test(
    "a syntax error surfaces with its line and column",
    arguments: [
      (
        "{\n  \"id\": 1,\n  \"name\": \"Ada\"\n  \"email\": null\n}", 4, 3,
        #"expected ',' or '}' after object member, found '"'"#
      ),
      ("[1, 2", 1, 6, "expected ',' or ']' after array element, found end of input"),
      ("", 1, 1, "expected a value, found end of input"),
    ]
  )
  func syntaxErrors(text: String, line: Int, column: Int, message: String) throws {
    let decoded: Decoded<Account> = decode(parsing: text)
    let syntax = try #require(decoded.error?.syntaxError)
    #expect(syntax.line == line)
    #expect(syntax.column == column)
    #expect(syntax.message == message)
    #expect(decoded.error?.description == "invalid JSON: line \(line), column \(column): \(message)")
    let fromData: Decoded<Account> = decode(parsing: Data(text.utf8))
    #expect(fromData == decoded)
    let fromObject: Decoded<Account> = decode(Data(text.utf8) as Any)
    #expect(fromObject == decoded)
  }

  @Test func argoURLFixtureFailsWithItsLineAndColumn() throws {
    let data = try TestSupport.data("Argo/url.json")
    let decoded: Decoded<[String: URL]> = decode(parsing: data)
    #expect(decoded.error?.syntaxError?.line == 3)
    #expect(decoded.error?.syntaxError?.column == 1)
    #expect(
      decoded.error?.description == #"invalid JSON: line 3, column 1: expected '"' to start an object key, found '}'"#)
  }

  @Test func decodeArrayAndDecodeObjectTakeJSON() throws {
    let object = try TestSupport.foundationObject("root_array")
    let items: Decoded<[Item]> = decodeArray(JSON(object))
    #expect(items == .success(Self.items))
    let byName: Decoded<[String: Item]> = decodeObject(["foo": ["title": "Foo", "age": 21], "bar": ["title": "Bar"]])
    #expect(byName.description == "failure(bar.age: missing key)")
  }
}
