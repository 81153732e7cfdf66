import Testing

@testable import DecodingJSON

/// `JSONObject`: the members of an object, as a view over a parsed document or held
/// itself, with the `[String: JSON]` API that Argo code uses.
@Suite struct JSONObjectTests {
  static func parsedObject(_ text: String) throws -> JSONObject {
    guard case .object(let members) = try JSON(parsing: text) else {
      Issue.record("\(text) is not an object")
      return [:]
    }
    return members
  }

  @Test func readsLikeADictionaryInDocumentOrder() throws {
    let members = try Self.parsedObject(#"{"zeta": 1, "alpha": [true], "mid": {"x": null}}"#)
    #expect(members.count == 3)
    #expect(!members.isEmpty)
    #expect(members.keys == ["zeta", "alpha", "mid"])
    #expect(members.values == [1, [true], ["x": nil]])
    #expect(members["alpha"] == [true])
    #expect(members["missing"] == nil)
    #expect(members.map(\.key) == ["zeta", "alpha", "mid"])
    #expect(members.dictionary == ["zeta": 1, "alpha": [true], "mid": ["x": nil]])
    var seen: [String] = []
    for (key, value) in members where value != .null { seen.append(key) }
    #expect(seen == ["zeta", "alpha", "mid"])
  }

  /// A repeated key keeps its last value, in the place and spelling of its first appearance,
  /// as a dictionary would: for plain keys (compared as bytes) and escaped keys (compared by
  /// their code points). Keys that are equal only as Swift strings (canonical equivalence)
  /// are two keys, as RFC 8259 §8.3 recommends and as Python and JavaScript read them.
  @Test(arguments: [
    (#"{"a": 1, "b": 2, "a": 3}"#, ["a", "b"], [3, 2] as [JSON]),
    (#"{"a": 1, "a": 2, "a": 3, "b": 4}"#, ["a", "b"], [3, 4]),
    (#"{"a": 1, "\u0061": 2}"#, ["a"], [2]),
    (#"{"\u00e9": 1, "é": 2}"#, ["\u{E9}"], [2]),
    ("{\"\u{E9}\": 1, \"e\u{301}\": 2}", ["\u{E9}", "e\u{301}"], [1, 2]),
    ("{\"K\": 1, \"\u{212A}\": 2}", ["K", "\u{212A}"], [1, 2]),
    (#"{"K": 1, "\u212A": 2, "\u212a": 3}"#, ["K", "\u{212A}"], [1, 3]),
  ])
  func repeatedKeysKeepTheLastValueInTheFirstPlace(text: String, keys: [String], values: [JSON]) throws {
    let members = try Self.parsedObject(text)
    #expect(members.count == keys.count)
    #expect(members.map(\.key).map { Array($0.unicodeScalars) } == keys.map { Array($0.unicodeScalars) })
    #expect(members.values == values)
    #expect(members[keys[0]] == values[0])
  }

  /// Objects above the size checked pairwise go through the repeated-key table.
  @Test func repeatedKeysInALargeObject() throws {
    let keys = (0..<100).map { "key\($0)" }
    let text = "{" + (keys + ["key7", "key99"]).enumerated().map { #""\#($1)": \#($0)"# }.joined(separator: ",") + "}"
    let members = try Self.parsedObject(text)
    #expect(members.count == 100)
    #expect(members["key7"] == 100)
    #expect(members["key99"] == 101)
    #expect(members["key8"] == 8)
    #expect(members.keys == keys)
  }

  @Test(arguments: [
    ("é", "{\"\u{E9}\": 1}"),
    ("\u{E9}", #"{"\u00e9": 1}"#),
    ("tab\t", #"{"tab\t": 1}"#),
    ("A", #"{"\u0041": 1}"#),
    ("\u{212A}", #"{"\u212A": 1}"#),
  ])
  func keysAreFoundByTheirCodePoints(key: String, text: String) throws {
    #expect(try Self.parsedObject(text)[key] == 1)
  }

  /// A key that is canonically equivalent to the wanted one but has other code points is
  /// another key: `"e\u{301}"` does not find `"é"`, nor `"K"` the KELVIN SIGN.
  @Test(arguments: [
    ("e\u{301}", "{\"\u{E9}\": 1}"),
    ("K", "{\"\u{212A}\": 1}"),
    ("\u{212A}", #"{"K": 1}"#),
    ("\u{212A}", #"{"\u004B": 1}"#),
  ])
  func canonicallyEquivalentKeysAreNotFound(key: String, text: String) throws {
    #expect(try Self.parsedObject(text)[key] == nil)
    #expect(JSONObject(dictionaryLiteral: ("\u{E9}", 1), ("e\u{301}", 2)).count == 2)
  }

  /// The member after the last one found is tried first, and it answers only when its key
  /// has the same length and bytes and is not repeated later: never for a shadowed key or
  /// a longer key that starts the same.
  @Test func theMemberTriedFirstAnswersOnlyForItsOwnLiveKey() throws {
    let members = try Self.parsedObject(#"{"id": 1, "idx": 2, "id": 3, "": 4}"#)
    #expect(members["id"] == 3)
    #expect(members["idx"] == 2)
    #expect(members["id"] == 3)
    #expect(members[""] == 4)
    #expect(members["i"] == nil)
    #expect(members["id"] == 3)
  }

  @Test func keysOfEveryLengthAreFoundWhateverTheOrder() throws {
    let keys = (0..<40).map { String(repeating: "k", count: $0 % 20 + 1) + "\($0)" }
    let text = "{" + keys.enumerated().map { #""\#($1)": \#($0)"# }.joined(separator: ", ") + "}"
    let members = try Self.parsedObject(text)
    // In order, backwards, and shuffled: the lookup hint only changes where a scan starts.
    for index in keys.indices { #expect(members[keys[index]] == .number(JSONNumber(index))) }
    for index in keys.indices.reversed() { #expect(members[keys[index]] == .number(JSONNumber(index))) }
    var random = SystemRandomNumberGenerator()
    for index in keys.indices.shuffled(using: &random) { #expect(members[keys[index]] == .number(JSONNumber(index))) }
    #expect(members["k"] == nil)
    #expect(members["kk"] == nil)
    #expect(members[""] == nil)
  }

  @Test func aKeyAtTheVeryEndOfTheInputIsFound() throws {
    // Fewer than eight bytes follow the key: it is compared without reading past the input.
    #expect(try Self.parsedObject(#"{"a":1}"#)["a"] == 1)
    #expect(try Self.parsedObject(#"{"ab":1}"#)["abc"] == nil)
  }

  @Test func changingAParsedObjectKeepsItsOrderAndLeavesTheDocumentAlone() throws {
    let parsed = try Self.parsedObject(#"{"a": 1, "b": 2, "c": 3}"#)
    var changed = parsed
    changed["b"] = "two"
    changed["d"] = 4
    #expect(changed.removeValue(forKey: "a") == 1)
    #expect(changed.removeValue(forKey: "zz") == nil)
    #expect(changed.keys == ["b", "c", "d"])
    #expect(changed == ["b": "two", "c": 3, "d": 4])
    #expect(parsed == ["a": 1, "b": 2, "c": 3])
    #expect(changed.filter { $0.value != "two" } == ["c": 3, "d": 4])
    #expect(changed.mapValues { $0 == 3 } == ["b": false, "c": true, "d": false])
  }

  @Test func literalsAndDictionariesMakeObjects() {
    let literal: JSONObject = ["b": 1, "a": 2, "b": 3]
    #expect(literal.keys == ["b", "a"])
    #expect(literal["b"] == 3)
    let wide = JSONObject(Dictionary(uniqueKeysWithValues: (0..<20).map { ("k\($0)", JSON.number(JSONNumber($0))) }))
    #expect(wide.count == 20)
    #expect(wide["k13"] == 13)
    #expect(JSONObject().isEmpty)
    #expect(JSON.object(["x": 1]) == ["x": 1])
  }

  @Test func equalityAndHashingIgnoreOrderAndBacking() throws {
    let parsed = try Self.parsedObject(#"{"a": 1, "b": [2.0, {"c": null}]}"#)
    let reordered = try Self.parsedObject(#"{"b": [2, {"c": null}], "a": 1.0}"#)
    let literal: JSONObject = ["b": [2, ["c": nil]], "a": 1]
    #expect(parsed == reordered)
    #expect(parsed == literal)
    #expect(Set([parsed, reordered, literal]).count == 1)
    #expect(parsed != ["a": 1])
    #expect(parsed != ["a": 1, "b": [2]])
  }
}
