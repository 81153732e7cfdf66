import Decoding
import DecodingTestSupport
import Testing

@testable import DecodingJSON

@Suite struct JSONSubscriptsTests {
  let response: JSON = [
    "meta": ["pagination": ["next_cursor": "abc123", "per_page": 20]],
    "users": [["id": 1, "name": "Ada"], ["id": 2, "name": "Grace", "email": nil]],
    "count": 2,
  ]

  @Test func chainsKeysInOneLine() {
    #expect(response["meta"]?["pagination"]?["next_cursor"]?.stringValue == "abc123")
    #expect(response["meta"]?["pagination"]?["per_page"]?.intValue == 20)
  }

  @Test func chainsKeysAndIndices() {
    #expect(response["users"]?[1]?["name"]?.stringValue == "Grace")
    #expect(response["users"]?[0]?["id"]?.intValue == 1)
  }

  @Test func aMissingStepGivesNil() {
    #expect(response["meta"]?["paging"]?["next_cursor"]?.stringValue == nil)
    #expect(response["meta"]?["pagination"]?["previous_cursor"] == nil)
  }

  @Test func aMissingKeyIsNilButNullIsNull() {
    let grace = response["users"]?[1]
    #expect(grace?["email"] == .null)
    #expect(grace?["email"] != nil)
    #expect(grace?["phone"] == nil)
    #expect(grace?["email"]?.isNull == true)
  }

  @Test(arguments: [-1, 2, Int.max, Int.min])
  func anIndexOutOfBoundsGivesNil(index: Int) {
    #expect(response["users"]?[index] == nil)
  }

  @Test func subscriptingTheWrongKindGivesNil() {
    #expect(response["count"]?["x"] == nil)
    #expect(response["count"]?[0] == nil)
    #expect(response[0] == nil)
    #expect(response["users"]?["0"] == nil)
    let text: JSON = "hello"
    #expect(text["h"] == nil)
    #expect(text[0] == nil)
  }

  @Test func literalsAndPatternMatchingStillCompile() {
    let object: JSON = ["a": 1, "b": [true, nil], "c": "x", "d": 2.5]
    let array: JSON = [1, "two", nil]
    var kinds: [String] = []
    for value in [object, array, object["a"]!, object["c"]!, object["d"]!, .bool(true), .null] {
      switch value {
      case .object(let members): kinds.append("object(\(members.count))")
      case .array(let elements): kinds.append("array(\(elements.count))")
      case .string(let text): kinds.append("string(\(text))")
      case .number(let number): kinds.append("number(\(number))")
      case .bool(let flag): kinds.append("bool(\(flag))")
      case .null: kinds.append("null")
      }
    }
    #expect(kinds == ["object(4)", "array(3)", "number(1)", "string(x)", "number(2.5)", "bool(true)", "null"])
    if case .array(let flags)? = object["b"] {
      #expect(flags == [true, nil])
    } else {
      Issue.record("expected an array under \"b\"")
    }
  }
}
