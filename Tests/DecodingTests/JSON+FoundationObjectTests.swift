import DecodingTestSupport
import Foundation
import Testing

@testable import Decoding

/// `JSON(_:)` and `JSON(validating:)` on what `JSONSerialization` returns (on Linux,
/// where booleans and numbers are both `NSNumber`) and on Swift values.
@Suite struct JSONFoundationObjectTests {
  private static let document = """
    {"t": true, "f": false, "one": 1, "zero": 0, "minus": -1, "pi": 3.14, "tenth": 0.1,
     "max": 18446744073709551615, "min": -9223372036854775808, "huge": 123456789012345678901234567890,
     "n": null, "s": "x", "nested": {"a": [1, true, "x", null, {"b": []}]}}
    """

  private static func member<T: Decodable>(_ json: JSON, _ key: String, as type: T.Type) -> Decoded<T>
  where T == T.DecodedType {
    json <| key
  }

  private static func serialized(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
  }

  @Test func convertsJSONSerializationOutputExactly() throws {
    let converted = JSON(try Self.serialized(Self.document))
    let parsed = try JSON(parsing: Self.document)
    #expect(converted == parsed)
    let expected: JSON = [
      "t": true, "f": false, "one": 1, "zero": 0, "minus": -1, "pi": 3.14, "tenth": 0.1,
      "max": .number(JSONNumber(UInt64.max)), "min": .number(JSONNumber(Int64.min)),
      "huge": .number(try #require(JSONNumber(text: "123456789012345678901234567890"))),
      "n": nil, "s": "x", "nested": ["a": [1, true, "x", nil, ["b": []]]],
    ]
    #expect(converted == expected)
  }

  @Test func aJSONBooleanIsNotANumberAndOneIsNotABoolean() throws {
    let json = JSON(try Self.serialized(Self.document))
    #expect((json <| "t") == Decoded<Bool>.success(true))
    #expect(Self.member(json, "t", as: Int.self).description == "failure(t: expected Int, found true)")
    #expect(Self.member(json, "f", as: Int.self).description == "failure(f: expected Int, found false)")
    #expect((json <| "one") == Decoded<Int>.success(1))
    #expect((json <| "zero") == Decoded<Int>.success(0))
    // As in Argo, the numbers 0 and 1 are also accepted as booleans.
    #expect((json <| "one") == Decoded<Bool>.success(true))
    #expect((json <| "zero") == Decoded<Bool>.success(false))
    #expect(Self.member(json, "minus", as: Bool.self).description == "failure(minus: expected Bool, found -1)")
  }

  @Test func bigIntegersKeepEveryDigit() throws {
    let json = JSON(try Self.serialized(Self.document))
    #expect((json <| "max") == Decoded<UInt64>.success(.max))
    #expect((json <| "min") == Decoded<Int64>.success(.min))
    #expect(
      Self.member(json, "max", as: Int64.self).description == "failure(max: expected Int64, found 18446744073709551615)"
    )
    #expect(
      Self.member(json, "huge", as: UInt64.self).description
        == "failure(huge: expected UInt64, found 123456789012345678901234567890)")
    #expect((json <| "tenth") == Decoded<Double>.success(0.1))
  }

  @Test(arguments: [
    "booleans", "comment", "location_post", "bad_location_post", "post_comments", "post_bad_comments", "root_array",
    "root_object", "types", "types_fail_embedded", "user_with_email", "user_with_nested_name", "array_root",
  ])
  func argoFixturesConvertAsTheyParse(fixture: String) throws {
    let data = try TestSupport.data("Argo/\(fixture).json")
    #expect(JSON(try JSONSerialization.jsonObject(with: data)) == (try JSON(parsing: data)))
  }

  /// Argo code converts with `.map(JSON.init)`, which means the lenient `init(_:)` even
  /// where the throwing `init(validating:)` would fit too (these lines do not compile when
  /// the two are equally good candidates).
  @Test func mapJSONInitConvertsLikeArgo() throws {
    let objects = try #require(try Self.serialized(#"[1, "a", true, null, {"k": [2.5]}]"#) as? [Any])
    #expect(objects.map(JSON.init) == [1, "a", true, nil, ["k": [2.5]]])
    let file: Any? = try Self.serialized(#"{"realBool": true}"#)
    #expect(file.map(JSON.init)! == ["realBool": true])
    let values: [Any?] = [objects[4], nil, Date(timeIntervalSince1970: 0)]
    // In a closure a throwing initializer would fit too; a `Date` has no JSON form, so it is `null`.
    #expect(values.compactMap { $0.map(JSON.init) } == [["k": [2.5]], nil])
    let members = (try Self.serialized(#"{"a": 1, "b": [false]}"#) as? [String: Any])?.mapValues(JSON.init)
    #expect(members == ["a": 1, "b": [false]])
  }

  @Test func convertsSwiftValues() throws {
    let object: [String: Any] = [
      "int": 1, "bool": true, "double": 0.5, "float": Float(1.1), "uint64": UInt64.max, "int8": Int8(-3),
      "string": "x", "null": NSNull(), "none": Int?.none as Any, "some": Int?.some(4) as Any,
      "array": [1, 2], "nsTrue": NSNumber(value: true), "nsOne": NSNumber(value: 1), "json": JSON.array([nil]),
    ]
    let expected: JSON = [
      "int": 1, "bool": true, "double": 0.5, "float": 1.1, "uint64": .number(JSONNumber(UInt64.max)), "int8": -3,
      "string": "x", "null": nil, "none": nil, "some": 4,
      "array": [1, 2], "nsTrue": true, "nsOne": 1, "json": [nil],
    ]
    #expect(try JSON(validating: object) == expected)
    #expect((JSON(object) <| "float") == Decoded<Float>.success(1.1))
  }

  private static let notJSON = "expected a JSON value (dictionary, array, string, number, boolean or NSNull)"

  private static let nonJSONValues: [(@Sendable () -> Any, String)] = [
    ({ ["a": [1, Date(timeIntervalSince1970: 0)]] }, "a[1]: \(notJSON), found Date"),
    ({ Date(timeIntervalSince1970: 0) }, "\(notJSON), found Date"),
    ({ [[1: "a"]] }, "[0]: \(notJSON), found Dictionary<Int, String>"),
    ({ ["meta": ["next-cursor": URL(fileURLWithPath: "/")]] }, #"meta["next-cursor"]: \#(notJSON), found URL"#),
  ]

  @Test("validating names the path of a value with no JSON form", arguments: nonJSONValues)
  func validating(object: @Sendable () -> Any, message: String) {
    #expect(throws: DecodeError.self) { try JSON(validating: object()) }
    do {
      _ = try JSON(validating: object())
    } catch let error as DecodeError {
      #expect(error.description == message)
    } catch {
      Issue.record("JSON(validating:) threw \(error), not a DecodeError")
    }
  }

  @Test func withoutValidatingAValueWithNoJSONFormBecomesNullInPlace() {
    let object: [String: Any] = ["id": 1, "joined": Date(timeIntervalSince1970: 0), "tags": ["a", Date()]]
    #expect(JSON(object) == ["id": 1, "joined": nil, "tags": ["a", nil]])
    #expect(JSON(Date()) == .null)
  }
}
