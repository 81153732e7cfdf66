import Decoding
import Foundation
import Testing

// Sorted keys are written straight from a parsed document's slots, each object's members
// sorted as it is opened; the order is Swift's `String` order, as it always was: by bytes
// for keys in composed form, and `"e\u{301}"` equal to `"é"` (both kept, in input order).
@Suite struct JSONSortedKeysTests {
  @Test(arguments: [
    (
      #"{"b":{"d":1,"c":[{"z":0,"y":1}]},"a":null}"#, JSONFormat.compact, #"{"a":null,"b":{"c":[{"y":1,"z":0}],"d":1}}"#
    ),
    (#"[{"b":1,"a":2},[{"d":{"f":1,"e":2},"c":3}]]"#, .compact, #"[{"a":2,"b":1},[{"c":3,"d":{"e":2,"f":1}}]]"#),
    (
      #"{"f":2,"é":1,"Z":4,"e\u0301":3,"a\/b":5,"":6}"#, .compact,
      "{\"\":6,\"Z\":4,\"a/b\":5,\"f\":2,\"é\":1,\"e\u{301}\":3}"
    ),
    (#"{"a":1,"b":0,"a":2}"#, .compact, #"{"a":2,"b":0}"#),
    (
      #"{"b":[],"a":{"y":{},"x":true}}"#, .pretty(indent: 1),
      "{\n \"a\": {\n  \"x\": true,\n  \"y\": {}\n },\n \"b\": []\n}"
    ),
    (#"{"b":{"d":1,"c":2},"a":0}"#, JSONFormat(sortsKeys: false), #"{"b":{"d":1,"c":2},"a":0}"#),
  ])
  func parsedObjectsAreWrittenWithSortedKeysAtEveryLevel(text: String, format: JSONFormat, expected: String) throws {
    let parsed = try JSON(parsing: text)
    #expect(try parsed.formatted(format) == expected)
    #expect(try String(decoding: parsed.formattedData(format), as: UTF8.self) == expected)
    // A value built in Swift, not read from a document, is written the same.
    #expect(try Self.rebuilt(parsed).formatted(format) == expected)
  }

  /// The same value with no parsed document behind it.
  private static func rebuilt(_ json: JSON) -> JSON {
    switch json {
    case .array(let elements): .array(JSONArray(elements.map(rebuilt)))
    case .object(let members): .object(JSONObject(orderedMembers: members.map { ($0.key, rebuilt($0.value)) }))
    default: json
    }
  }
}
