import Decoding
import DecodingPipeline
import Testing

// The decode path takes shortcuts for documents that decode (a key path builds its
// error path only on failure). These
// tests hold the shortcuts to the promise that errors stay as complete and precise
// as without them.

@Test func dictionaryOfGoodValuesDecodesEveryMember() {
  let json: JSON = ["b": 2, "a": 1, "c": 3]
  #expect([String: Int].decode(json) == .success(["a": 1, "b": 2, "c": 3]))
  #expect(dictionary(int)(json) == .success(["a": 1, "b": 2, "c": 3]))
}

@Test func dictionaryReportsEveryBadMemberInDocumentOrder() {
  let json: JSON = ["e": 5, "d": "four", "c": 3, "b": true, "a": [1]]
  let expected = """
    d: expected Int, found "four"
    b: expected Int, found true
    a: expected Int, found [1]
    """
  #expect([String: Int].decode(json).error?.description == expected)
  #expect(dictionary(int)(json).error?.description == expected)
}

@Test func nestedDictionaryFailuresKeepTheirWholePath() {
  let json: JSON = ["groups": ["x": ["n": 1], "y": ["n": "one"]]]
  let decoded: Decoded<[String: [String: Int]]> = json <| "groups"
  #expect(decoded.error?.description == #"groups.y.n: expected Int, found "one""#)
}

struct KeyPathCase: Sendable, CustomTestStringConvertible {
  let document: JSON
  let required: String
  let optional: String
  var testDescription: String { required }

  static let all = [
    KeyPathCase(document: ["user": ["name": "Ann"]], required: "success(Ann)", optional: "success(Optional(\"Ann\"))"),
    KeyPathCase(document: [:], required: "failure(user: missing key)", optional: "success(nil)"),
    KeyPathCase(document: ["user": [:]], required: "failure(user.name: missing key)", optional: "success(nil)"),
    KeyPathCase(
      document: ["user": 7], required: "failure(user: expected object, found 7)",
      optional: "failure(user: expected object, found 7)"),
    KeyPathCase(
      document: ["user": ["name": 7]], required: "failure(user.name: expected String, found 7)",
      optional: "failure(user.name: expected String, found 7)"),
  ]
}

@Test(arguments: KeyPathCase.all)
func keyPathFailuresNameTheStepThatFailed(_ row: KeyPathCase) {
  let required: Decoded<String> = row.document <| ["user", "name"]
  let optional: Decoded<String?> = row.document <|? ["user", "name"]
  #expect("\(required)" == row.required)
  #expect("\(optional)" == row.optional)
  #expect("\(requiredAt(["user", "name"], string)(row.document))" == row.required)
  #expect("\(optionalAt(["user", "name"], string)(row.document))" == row.optional)
}
