import Testing

@testable import DecodingJSON

/// `JSONArray`: the elements of an array, a random-access, mutable collection whether it
/// is a view over a parsed document or holds its elements itself.
@Suite struct JSONArrayTests {
  static func parsedArray(_ text: String) throws -> JSONArray {
    guard case .array(let elements) = try JSON(parsing: text) else {
      Issue.record("\(text) is not an array")
      return []
    }
    return elements
  }

  @Test func readsLikeAnArray() throws {
    let elements = try Self.parsedArray(#"[1, "two", [3], {"four": 4}, null, true]"#)
    #expect(elements.count == 6)
    #expect(elements[1] == "two")
    #expect(elements[3] == ["four": 4])
    #expect(elements.first == 1 && elements.last == true)
    #expect(Array(elements.prefix(2)) == [1, "two"])
    #expect(elements.elements == [1, "two", [3], ["four": 4], nil, true])
    #expect(elements.map { $0 == .null } == [false, false, false, false, true, false])
    #expect(elements.indices == 0..<6)
  }

  @Test func changingAParsedArrayLeavesTheDocumentAlone() throws {
    let parsed = try Self.parsedArray("[1, 2, 3]")
    var changed = parsed
    changed[1] = "two"
    changed.append(4)
    changed.removeFirst()
    #expect(changed == ["two", 3, 4])
    #expect(parsed == [1, 2, 3])
  }

  @Test func equalityAndHashingFollowTheElements() throws {
    let parsed = try Self.parsedArray("[1.0, [2], {\"a\": null}]")
    let literal: JSONArray = [1, [2.0], ["a": nil]]
    #expect(parsed == literal)
    #expect(Set([parsed, literal, JSONArray([1, [2], ["a": nil]])]).count == 1)
    #expect(parsed != [1, [2]])
    #expect(parsed != [1, [2], ["a": 0]])
    #expect(JSON.array([1, 2]) == [1, 2])
  }

  @Test func elementsOfAHugeArrayAreFoundInConstantTimeAndInOrder() throws {
    let count = 200_000
    let text = "[" + (0..<count).map(String.init).joined(separator: ",") + "]"
    let elements = try Self.parsedArray(text)
    #expect(elements.count == count)
    #expect(elements[123_456] == 123_456)
    var expected = 0
    for element in elements {
      guard element == .number(JSONNumber(expected)) else {
        Issue.record("element \(expected) is \(element)")
        return
      }
      expected += 1
    }
    #expect(expected == count)
  }
}
