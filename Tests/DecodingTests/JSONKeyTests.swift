import Testing

@testable import Decoding

/// `JSONKey`, what the decode operators look up: a `String` names a member, a `[String]`
/// walks a key path. Failures carry the path; optional lookups give `nil` only for a
/// missing or `null` value.
@Suite struct JSONKeyTests {
  static let document: JSON = ["user": ["name": "Ada", "age": "old", "email": nil], "count": 2]

  @Test(
    arguments: [
      ("count", "success(2)"),
      ("missing", "failure(missing: missing key)"),
      ("user", #"failure(user: expected Int, found {"age": "old", "email": null, "name": "Ada"})"#),
    ])
  func aStringKeyDecodesOneMember(_ key: String, _ expected: String) {
    #expect(key.decodeValue(in: Self.document, with: Int.decode).description == expected)
  }

  @Test func aStringKeyOfSomethingThatIsNotAnObjectFails() {
    #expect("id".decodeValue(in: [1], with: Int.decode).description == "failure(expected object, found [1])")
    #expect("id".decodeOptionalValue(in: "x", with: Int.decode).description == #"failure(expected object, found "x")"#)
  }

  @Test(
    arguments: [
      ("email", "success(nil)"),
      ("phone", "success(nil)"),
      ("age", #"failure(age: expected Int, found "old")"#),
      ("name", #"failure(name: expected Int, found "Ada")"#),
    ])
  func anOptionalStringKeyIsNilOnlyWhenMissingOrNull(_ key: String, _ expected: String) throws {
    let user = try #require(Self.document["user"])
    #expect(key.decodeOptionalValue(in: user, with: Int.decode).description == expected)
  }

  @Test(
    arguments: [
      (["count"], "success(2)"),
      (["user", "age"], #"failure(user.age: expected Int, found "old")"#),
      (["user", "email"], "failure(user.email: expected Int, found null)"),
      (["user", "phone"], "failure(user.phone: missing key)"),
      (["account", "id"], "failure(account: missing key)"),
      (["count", "value"], "failure(count: expected object, found 2)"),
    ])
  func aKeyPathDecodesTheValueAtItsEnd(_ path: [String], _ expected: String) {
    #expect(path.decodeValue(in: Self.document, with: Int.decode).description == expected)
  }

  @Test(
    arguments: [
      (["count"], "success(Optional(2))"),
      (["user", "email"], "success(nil)"),
      (["user", "phone"], "success(nil)"),
      (["account", "id"], "success(nil)"),
      (["user", "age"], #"failure(user.age: expected Int, found "old")"#),
      (["count", "value"], "failure(count: expected object, found 2)"),
    ])
  func anOptionalKeyPathIsNilOnlyWhenAStepIsMissingOrNull(_ path: [String], _ expected: String) {
    #expect(path.decodeOptionalValue(in: Self.document, with: Int.decode).description == expected)
  }

  @Test func theOperatorsGiveWhatTheKeysGive() {
    let viaOperator: Decoded<Int> = Self.document <| ["user", "age"]
    #expect(viaOperator == ["user", "age"].decodeValue(in: Self.document, with: Int.decode))
    let optionalViaOperator: Decoded<Int?> = Self.document <|? "count"
    #expect(optionalViaOperator == "count".decodeOptionalValue(in: Self.document, with: Int.decode))
  }
}
