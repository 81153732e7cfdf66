import Decoding
import DecodingTestSupport
import Foundation
import Testing

@testable import DecodingJSON

@Suite struct JSONFormattingTests {
  @Test(
    arguments: [
      (JSON.null, "null"),
      (true, "true"),
      (false, "false"),
      (0, "0"),
      (-9_223_372_036_854_775_808, "-9223372036854775808"),
      (.number(JSONNumber(UInt64.max)), "18446744073709551615"),
      (2.5, "2.5"),
      (1e-7, "1e-07"),
      ("", #""""#),
      ([], "[]"),
      ([:], "{}"),
      ([1, [2, []], [:]], "[1,[2,[]],{}]"),
      (["b": 1, "a": [true, nil], "c": ["z": "", "y": 0]], #"{"a":[true,null],"b":1,"c":{"y":0,"z":""}}"#),
    ] as [(JSON, String)])
  func writesCompactText(_ json: JSON, _ expected: String) throws {
    #expect(try json.formatted() == expected)
    #expect(try json.formatted(.compact) == expected)
    #expect(try json.formattedData() == Data(expected.utf8))
  }

  // A value made in Swift can hold a number JSON has no text for; writing it is an error
  // with the number's path, in every format, and nothing is written.
  @Test(
    arguments: [
      (.number(JSONNumber(Double.nan)), "NaN cannot be written as JSON"),
      (.number(JSONNumber(Double.infinity)), "infinity cannot be written as JSON"),
      (.number(JSONNumber(Double.greatestFiniteMagnitude * 2)), "infinity cannot be written as JSON"),
      (
        ["stats": ["n": 1, "mean": .number(JSONNumber(-Double.infinity))]],
        "stats.mean: -infinity cannot be written as JSON"
      ),
      ([1, ["x y": [.number(JSONNumber(Float.nan))]]], #"[1]["x y"][0]: NaN cannot be written as JSON"#),
    ] as [(JSON, String)])
  func aNumberWithoutJSONTextIsAnErrorWithItsPath(_ json: JSON, _ expected: String) throws {
    for format in [JSONFormat.compact, .pretty, JSONFormat(sortsKeys: false)] {
      #expect(performing: { try json.formatted(format) }, throws: { "\($0)" == expected })
      #expect(performing: { try json.formattedData(format) }, throws: { "\($0)" == expected })
    }
  }

  @Test func aParsedNumberBeyondDoubleKeepsItsText() throws {
    #expect(try JSON(parsing: "[1e999,-1e999]").formatted() == "[1e999,-1e999]")
  }

  @Test func keepsTheOriginalTextOfParsedNumbers() throws {
    let text = "[1.0,1E6,-0,0.10,123456789012345678901234567890,1e-999,-9223372036854775809,4.9e-324]"
    #expect(try JSON(parsing: text).formatted() == text)
  }

  @Test(arguments: [
    ("\"", #""\"""#),
    ("\\", #""\\""#),
    ("/", #""/""#),
    ("\n\r\t\u{08}\u{0C}", #""\n\r\t\b\f""#),
    ("\u{0}\u{1}\u{1F}", #""\u0000\u0001\u001f""#),
    ("\u{7F}", "\"\u{7F}\""),
    ("é中😀", "\"é中😀\""),
    ("e\u{301}", "\"e\u{301}\""),
    ("\u{2028}\u{2029}", "\"\u{2028}\u{2029}\""),
    ("a\"b\\c\nd", #""a\"b\\c\nd""#),
  ])
  func escapesStringsAsRFC8259Requires(_ text: String, _ expected: String) throws {
    let written = try JSON.string(text).formatted()
    #expect(Array(written.utf8) == Array(expected.utf8))
    #expect(try JSON(parsing: written) == .string(text))
  }

  @Test func escapesKeysLikeStrings() throws {
    #expect(try JSON.object(["a\"b": 1, "\n": 2]).formatted() == #"{"\n":2,"a\"b":1}"#)
  }

  @Test func writesPrettyText() throws {
    let json: JSON = ["name": "Ada", "tags": ["x", 2, [:], []], "nested": ["deep": [nil]], "n": 1]
    let expected = """
      {
        "n": 1,
        "name": "Ada",
        "nested": {
          "deep": [
            null
          ]
        },
        "tags": [
          "x",
          2,
          {},
          []
        ]
      }
      """
    #expect(try json.formatted(.pretty) == expected)
    #expect(try json.formatted(.pretty(indent: 2)) == expected)
  }

  @Test func indentsByTheGivenWidth() throws {
    let json: JSON = ["a": [1]]
    #expect(try json.formatted(.pretty(indent: 4)) == "{\n    \"a\": [\n        1\n    ]\n}")
    #expect(try json.formatted(.pretty(indent: 0)) == "{\n\"a\": [\n1\n]\n}")
    #expect(try JSON.array([]).formatted(.pretty) == "[]")
    #expect(try JSON.string("x").formatted(.pretty) == "\"x\"")
  }

  @Test func sortsKeysByDefaultAndCanKeepDictionaryOrder() throws {
    let keys = (0..<50).map { "key\($0)" }
    let json = JSON.object(Dictionary(uniqueKeysWithValues: keys.map { ($0, JSON.null) }))
    let sorted = keys.sorted().map { "\"\($0)\":null" }.joined(separator: ",")
    #expect(try json.formatted() == "{\(sorted)}")
    let unsorted = try json.formatted(JSONFormat(sortsKeys: false))
    #expect(try unsorted.utf8.count == json.formatted().utf8.count)
    #expect(try JSON(parsing: unsorted) == json)
  }

  @Test func writesValuesOfAnyDepth() throws {
    let depth = JSONParsingOptions.depthCeiling
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let json = try JSON(parsing: text, options: JSONParsingOptions(maximumDepth: depth))
    #expect(try json.formatted() == text)
    #expect(try json.formatted(.pretty(indent: 0)).utf8.count == text.utf8.count * 2 - 2)
  }

  // MARK: - Round trips

  @Test(arguments: [JSONFormat.compact, .pretty, .pretty(indent: 3), JSONFormat(sortsKeys: false)])
  func randomValuesSurviveARoundTrip(_ format: JSONFormat) throws {
    var random = RandomJSON(seed: 0x5EED_F0A7)
    for _ in 0..<2_000 {
      let value = random.value()
      let text = try value.formatted(format)
      let parsed = try JSON(parsing: text)
      #expect(parsed == value, "\(text)")
      if parsed != value { return }
      // Parsed numbers keep their text, so writing the parsed value again gives the same text.
      #expect(try parsed.formatted(format) == text || !format.sortsKeys)
    }
  }

  @Test(arguments: ["twitter.json", "citm_catalog.json", "canada.json"])
  func benchFilesSurviveARoundTrip(_ name: String) throws {
    let json = try JSON(parsing: TestSupport.benchmarkDocument(name))
    let compact = try json.formatted()
    #expect(try JSON(parsing: compact) == json)
    let pretty = try json.formatted(.pretty)
    #expect(try JSON(parsing: pretty) == json)
    #expect(try JSON(parsing: pretty).formatted() == compact)
  }

  @Test func formatsDescribeThemselves() throws {
    #expect(JSONFormat.compact == JSONFormat(indent: nil, sortsKeys: true))
    #expect(JSONFormat.pretty == JSONFormat(indent: 2))
    #expect(JSONFormat.pretty(indent: -3).indent == 0)
  }
}

/// What the encoders write must parse back: they stop where the parser's default limit does.
@Test func theEncodersDepthLimitIsTheParsersDefault() {
  #expect(JSONEncodingError.maximumDepth == JSONParsingOptions.default.maximumDepth)
}
