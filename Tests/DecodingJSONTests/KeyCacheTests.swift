import Decoding
import DecodingTestSupport
import Testing

@testable import DecodingJSON

/// The key cache must never hand back a string for different bytes: keys that share a
/// hash, a length, their first and last eight bytes, or a slot must all stay distinct.
@Suite struct KeyCacheTests {
  @Test func returnsTheCachedStringOnlyForTheSameBytes() {
    let text = Array(#"id|name|id|aaaaaaaaXaaaaaaaa|aaaaaaaaYaaaaaaaa|aaaaaaaaXaaaaaaaa|name|"#.utf8)
    var cache = KeyCache()
    var made: [String] = []
    var found: [String] = []
    text.withUnsafeBufferPointer { bytes in
      var start = 0
      for end in bytes.indices where bytes[end] == UInt8(ascii: "|") {
        let key = cache.key(base: bytes.baseAddress!, start: start, length: end - start) { () -> String in
          let key = String(decoding: bytes[start..<end], as: UTF8.self)
          made.append(key)
          return key
        }
        found.append(key)
        start = end + 1
      }
    }
    #expect(found == ["id", "name", "id", "aaaaaaaaXaaaaaaaa", "aaaaaaaaYaaaaaaaa", "aaaaaaaaXaaaaaaaa", "name"])
    #expect(made == ["id", "name", "aaaaaaaaXaaaaaaaa", "aaaaaaaaYaaaaaaaa"])
  }

  @Test func parsedKeysMatchTheirTextAcrossManyObjects() throws {
    // Many distinct keys (so slots are shared and evicted), repeated over many objects,
    // some differing only in the middle, some long, escaped or non-ASCII.
    var keys = (0..<300).map { "key\($0)" }
    keys += ["aaaaaaaaXaaaaaaaa", "aaaaaaaaYaaaaaaaa", String(repeating: "long", count: 20), "é", "中文key", "k\u{0}"]
    let objects = (0..<20).map { round in
      let members = keys.enumerated().map { offset, key in
        "\(JSON.string(key).formatted()): \(offset * 1000 + round)"
      }
      return "{" + members.joined(separator: ", ") + "}"
    }
    let json = try JSON(parsing: "[" + objects.joined(separator: ",\n") + "]")
    let expected = JSON.array(
      (0..<20).map { round in
        JSON.object(
          Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, JSON.number(JSONNumber($0 * 1000 + round))) }))
      })
    #expect(json == expected)
  }

  @Test func keysAtTheVeryEndOfTheInputAreParsed() throws {
    let objects = Array(repeating: #"{"a":1}"#, count: 40).joined(separator: ",")
    #expect(try JSON(parsing: "[\(objects)]") == .array(Array(repeating: ["a": 1], count: 40)))
    #expect(try JSON(parsing: #"{"abc":1}"#) == ["abc": 1])
  }
}
