import Decoding
import Testing

@testable import DecodingGenerator

/// The models the generator infers from sample texts, with the default options unless given.
func models(_ samples: [String], options: GeneratorOptions = GeneratorOptions()) throws -> Models {
  ModelBuilder(options: options).models(for: try samples.map { try JSON(parsing: $0) })
}

/// The root struct's properties as `name: Type`, in order.
func rootProperties(_ samples: [String], options: GeneratorOptions = GeneratorOptions()) throws -> [String] {
  let models = try models(samples, options: options)
  let root = try #require(models.types.first { $0.name == models.rootName })
  return root.fields.map { "\($0.name): \($0.type.swift)" }
}

/// A member's inferred type from the values it has in each sample (`nil`: the sample lacks it).
struct InferenceCase: Sendable, CustomTestStringConvertible {
  let values: [String?]
  let type: String
  var testDescription: String { values.map { $0 ?? "missing" }.joined(separator: " / ") + " → " + type }

  init(_ values: String?..., type: String) {
    self.values = values
    self.type = type
  }

  /// One sample per value: `{"value": …}`, or `{}` where the value is `nil`.
  var samples: [String] { values.map { $0.map { #"{"value": \#($0)}"# } ?? "{}" } }
}

@Test(arguments: [
  // Integers: Int while every value fits 32 bits, Int64 beyond, UInt64 above Int64.
  InferenceCase("1", "-2147483648", "2147483647", type: "Int"),
  InferenceCase("1", "2147483648", type: "Int64"),
  InferenceCase("-9223372036854775808", "9223372036854775807", type: "Int64"),
  InferenceCase("0", "18446744073709551615", type: "UInt64"),
  // Double as soon as one value has a fraction or an exponent, or no integer type holds them all.
  InferenceCase("1", "2.5", type: "Double"),
  InferenceCase("1.0", type: "Double"),
  InferenceCase("1e3", type: "Double"),
  InferenceCase("-1", "9223372036854775808", type: "Double"),
  InferenceCase("123456789012345678901234567890", type: "Double"),
  // A number Double decoding rejects leaves nothing better than JSON.
  InferenceCase("1", "1e400", type: "JSON"),
  InferenceCase("true", "false", type: "Bool"),
  InferenceCase(#""a""#, #""""#, type: "String"),
  // Dates are the strings Date.decode accepts; URLs are absolute, with an authority.
  InferenceCase(#""2024-03-01T09:30:00Z""#, #""2024-03-01T09:30:00.250+01:00""#, type: "Date"),
  InferenceCase(#""2024-03-01T09:30:00Z""#, #""2024-03-01""#, type: "String"),
  InferenceCase(#""https://example.com/a?b=1""#, #""file:///tmp/a""#, type: "URL"),
  InferenceCase(#""https://example.com""#, #""/relative""#, type: "String"),
  InferenceCase(#""mailto:ada@example.com""#, type: "String"),
  InferenceCase(#""https://example.com/a b""#, type: "String"),
  // Optional when missing or null in some sample.
  InferenceCase("1", nil, type: "Int?"),
  InferenceCase("1", "null", type: "Int?"),
  InferenceCase("null", "null", type: "JSON?"),
  InferenceCase("null", nil, type: "JSON?"),
  // Mixed kinds: JSON.
  InferenceCase("1", #""one""#, type: "JSON"),
  InferenceCase("1", #""one""#, nil, type: "JSON?"),
  InferenceCase("[1]", "{}", type: "JSON"),
  // Arrays: every element of every sample.
  InferenceCase("[1, 2]", "[3.5]", type: "[Double]"),
  InferenceCase("[]", "[]", type: "[JSON]"),
  InferenceCase("[]", "[1]", type: "[Int]"),
  InferenceCase("[1, null]", type: "[Int?]"),
  InferenceCase("[null]", type: "[JSON]"),
  InferenceCase("[1, \"a\"]", type: "[JSON]"),
  InferenceCase("[[1], [2, 3]]", "[[]]", type: "[[Int]]"),
  InferenceCase("[1]", "null", type: "[Int]?"),
  // Objects whose keys all look like ids are maps; objects that never had a key are too.
  InferenceCase(#"{"17": 1, "42": 2}"#, #"{"7": null}"#, type: "[String: Int?]"),
  InferenceCase(#"{"8c2e0e4a-3f4b-4d59-9b8e-2b1a2d3c4e5f": "a"}"#, type: "[String: String]"),
  InferenceCase(#"{"5f2b6c1e9d3a4b7c8e0f1a2b": [1]}"#, type: "[String: [Int]]"),
  InferenceCase(#"{"1": 1, "2": "two"}"#, type: "[String: JSON]"),
  InferenceCase("{}", "{}", type: "[String: JSON]"),
  InferenceCase(#"{"a": 1}"#, type: "Value"),
])
func inferredTypes(_ example: InferenceCase) throws {
  #expect(try rootProperties(example.samples) == ["value: \(example.type)"])
}

@Test func datesAndURLsCanBeTurnedOff() throws {
  let samples = [#"{"at": "2024-03-01T09:30:00Z", "site": "https://example.com"}"#]
  #expect(try rootProperties(samples) == ["at: Date", "site: URL"])
  var options = GeneratorOptions()
  options.inferDates = false
  options.inferURLs = false
  #expect(try rootProperties(samples, options: options) == ["at: String", "site: String"])
}

@Test func membersOfArrayElementsAreOptionalWhenSomeElementLacksThem() throws {
  let models = try models([#"{"items": [{"id": 1, "name": "a"}, {"id": 2}, {"id": 3, "name": null}]}"#])
  #expect(models.types.map(\.name) == ["Root", "Item"])
  #expect(models.types[1].fields.map { "\($0.name): \($0.type.swift)" } == ["id: Int", "name: String?"])
}

@Test func propertiesFollowTheKeysAndStayUnique() throws {
  let sample = #"{"user_id": 1, "userId": true, "default": true, "2fa": false, "": 0}"#
  // In the document's order, so the first of two keys with one name keeps the plain name.
  #expect(
    try rootProperties([sample]) == ["userID: Int", "userID2: Bool", "`default`: Bool", "_2fa: Bool", "unnamed: Int"])
  #expect(try models([sample]).types[0].fields.map(\.key) == ["user_id", "userId", "default", "2fa", ""])
}

@Test func propertiesFollowTheDocumentsOrder() throws {
  // Not sorted: a repeated key keeps its first place with its last value, and a key that only
  // a later sample has comes after those seen before it.
  let properties = try rootProperties([
    #"{"zeta": 1, "alpha": "a", "mid": true, "zeta": "z"}"#,
    #"{"beta": 2, "mid": false, "alpha": "b", "zeta": "y"}"#,
  ])
  #expect(properties == ["zeta: String", "alpha: String", "mid: Bool", "beta: Int?"])
}

@Test func keysOnlyLaterElementsHaveComeAfterTheKeysSeenBefore() throws {
  let models = try models([#"{"items": [{"b": 1, "a": 2}, {"c": 3, "a": 4, "b": 5}]}"#])
  #expect(models.types[1].fields.map { "\($0.name): \($0.type.swift)" } == ["b: Int", "a: Int", "c: Int?"])
}

@Test func rootArraysAndMapsAreTypeAliases() throws {
  let array = try models([#"[{"title": "a"}, {"title": "b", "age": 3}]"#])
  #expect(array.rootAlias == .array(.model("RootItem")))
  #expect(array.types.map(\.name) == ["RootItem"])
  let map = try models([#"{"1": {"name": "a"}, "2": {"name": "b"}}"#])
  #expect(map.rootAlias == .dictionary(.model("RootItem")))
  let plain = try models(["[[1, 2], [3]]"])
  #expect(plain.rootAlias == .array(.array(.int)))
  #expect(plain.types.isEmpty)
}

@Test func aMemberNullInOneSampleTakesItsTypeFromAnother() throws {
  let built = try models([#"{"closed_by": null}"#, #"{"closed_by": {"login": "a"}}"#])
  #expect(built.types[0].fields.map { "\($0.name): \($0.type.swift)" } == ["closedBy: ClosedBy?"])
  #expect(built.types[0].fields[0].note == nil)
}

@Test(arguments: [
  (
    #"{"closed_by": null}"#,
    "`null` in every sample: run decoding-gen with a sample where it has a value, to give it a type."
  ),
  (
    #"{"labels": []}"#,
    "`[]` in every sample: run decoding-gen with a sample where it has elements, to give them a type."
  ),
  (
    #"{"extra": {}}"#, "`{}` in every sample: run decoding-gen with a sample where it has members, to give them a type."
  ),
])
func aMemberWithoutValuesAsksForASampleThatHasThem(_ sample: String, _ note: String) throws {
  let field = try #require(try models([sample, sample]).types[0].fields.first)
  #expect(field.note == note)
}
