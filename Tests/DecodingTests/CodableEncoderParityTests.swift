import Decoding
import Foundation
import Testing

// `CodableEncoder` against Foundation's `JSONEncoder`, row by row: both encode the same
// value with the same options (the same property values: the option types are shared), and
// must write the same bytes, or, where they differ on purpose, equal JSON, or throw the same
// `EncodingError` with the same coding path. Each row also gives Decoding's output. Where
// Foundation's output is unordered, the row sorts keys on both or compares as JSON; the
// differences are listed in Docs/Codable.md.

/// How a row's outputs must agree with Foundation's.
enum EncoderParity: Sendable {
  /// The same bytes.
  case identical
  /// The same JSON value: Foundation's members come in no stable order.
  case equalJSON
  /// Foundation writes something else on purpose, described here (Docs/Codable.md).
  case differs(String)
}

struct EncoderParityCase: Sendable, CustomTestStringConvertible {
  let name: String
  let expected: String
  let parity: EncoderParity
  /// Encodes with both: Decoding's outcome and Foundation's, each the text or the error.
  let run: @Sendable () -> (ours: String, foundation: String)

  init<T: Encodable & Sendable>(
    _ name: String, _ value: T, _ expected: String, _ parity: EncoderParity = .identical,
    configure: @escaping @Sendable (inout CodableEncoder) -> Void = { _ in }
  ) {
    self.name = name
    self.expected = expected
    self.parity = parity
    run = {
      var ours = CodableEncoder()
      configure(&ours)
      let theirs = JSONEncoder()
      theirs.outputFormatting = ours.outputFormatting
      theirs.dateEncodingStrategy = ours.dateEncodingStrategy
      theirs.dataEncodingStrategy = ours.dataEncodingStrategy
      theirs.keyEncodingStrategy = ours.keyEncodingStrategy
      theirs.nonConformingFloatEncodingStrategy = ours.nonConformingFloatEncodingStrategy
      theirs.userInfo = ours.userInfo
      return (Self.outcome { try ours.encode(value) }, Self.outcome { try theirs.encode(value) })
    }
  }

  /// The text written, or `invalidValue at [path]: description`.
  private static func outcome(_ encode: () throws -> Data) -> String {
    do {
      return String(decoding: try encode(), as: UTF8.self)
    } catch let EncodingError.invalidValue(_, context) {
      return "invalidValue at [\(context.codingPath.map(\.stringValue).joined(separator: ", "))]: "
        + context.debugDescription
    } catch {
      return "not an EncodingError: \(error)"
    }
  }

  var testDescription: String { name }
}

private let utc = TimeZone(identifier: "UTC")!

private let yearFormatter: DateFormatter = {
  let formatter = DateFormatter()
  formatter.dateFormat = "yyyy-MM-dd"
  formatter.timeZone = utc
  formatter.locale = Locale(identifier: "en_US_POSIX")
  return formatter
}()

private let meetup = Meetup(
  eventName: "L", startsAt: Date(timeIntervalSince1970: 1_700_000_000.25), maxSeatCount: 3,
  myURLProperty: URL(string: "https://example.com/a?b=c"))

@Suite struct CodableEncoderParityTests {
  static let cases: [EncoderParityCase] = [
    // Key order: declaration order, against Foundation's unordered keys, or both sorted.
    EncoderParityCase(
      "declaration order", meetup,
      #"{"eventName":"L","startsAt":721692800.25,"maxSeatCount":3,"myURLProperty":"https:\/\/example.com\/a?b=c"}"#,
      .equalJSON),
    EncoderParityCase(
      "sorted keys", meetup,
      #"{"eventName":"L","maxSeatCount":3,"myURLProperty":"https:\/\/example.com\/a?b=c","startsAt":721692800.25}"#
    ) { $0.outputFormatting = .sortedKeys },
    EncoderParityCase(
      "snake case keys", meetup,
      #"{"event_name":"L","max_seat_count":3,"my_url_property":"https:\/\/example.com\/a?b=c","starts_at":721692800.25}"#
    ) {
      $0.outputFormatting = .sortedKeys
      $0.keyEncodingStrategy = .convertToSnakeCase
    },
    EncoderParityCase(
      "snake case keeps a dictionary's keys", ["camelCase": ["innerKey": 1]], #"{"camelCase":{"innerKey":1}}"#
    ) { $0.keyEncodingStrategy = .convertToSnakeCase },
    EncoderParityCase(
      "custom keys", Field(a: [1]), #"{"A@1":[1]}"#
    ) {
      $0.keyEncodingStrategy = .custom { path in
        JSONCodingKeyForTests("\(path.last!.stringValue.uppercased())@\(path.count)")
      }
    },
    EncoderParityCase(
      "without escaping slashes", ["a/b": "c/d"], #"{"a/b":"c/d"}"#
    ) { $0.outputFormatting = .withoutEscapingSlashes },
    // Containers.
    EncoderParityCase(
      "encodeNil and encodeIfPresent", Nils(present: 1, absent: nil), #"{"present":1,"explicit":null}"#,
      .equalJSON),
    EncoderParityCase(
      "empty containers", Empties(), #"{"array":[],"nested":[],"nothing":{},"object":{}}"#
    ) { $0.outputFormatting = .sortedKeys },
    EncoderParityCase("the same key twice", Twice(), #"{"a":2,"b":"first","c":{"x":true,"y":false}}"#) {
      $0.outputFormatting = .sortedKeys
    },
    EncoderParityCase(
      "nested containers kept open", Interleaved(),
      #"{"first":{"early":"early","late":"late"},"last":[4.5],"list":[1,[2],3,{"late":5},null],"middle":0}"#
    ) { $0.outputFormatting = .sortedKeys },
    EncoderParityCase(
      "superEncoder and superEncoder(forKey:)", Dog(name: "Rex", barks: true),
      #"{"barks":true,"parent":{"name":"Rex"},"super":{"name":"Rex"}}"#
    ) { $0.outputFormatting = .sortedKeys },
    EncoderParityCase("a subclass sharing its encoder", Cat(name: "Tom", lives: 9), #"{"lives":9,"name":"Tom"}"#) {
      $0.outputFormatting = .sortedKeys
    },
    EncoderParityCase(
      "superEncoder of an unkeyed container, used late and unused", UnkeyedSupers(), #"["a","b","c",{}]"#),
    EncoderParityCase("a value that encodes nothing, nested", [Nothing()], "[{}]"),
    EncoderParityCase("an optional at the top", Int?.none, "null"),
    EncoderParityCase("a single value at the top", "é\u{1}\n\"/\\\u{7F}", "\"é\\u0001\\n\\\"\\/\\\\\u{7F}\""),
    EncoderParityCase(
      "nested arrays and dictionaries", Field(a: [["x": [1, 2]], [:]]), #"{"a":[{"x":[1,2]},{}]}"#),
    // Numbers.
    EncoderParityCase(
      "every integer type, floats, Int128", Scalars(),
      "[-128,32767,-2147483648,-9223372036854775808,255,65535,4294967295,18446744073709551615,"
        + "9223372036854775807,18446744073709551615,0.1,-1e+30,true,"
        + "-170141183460469231731687303715884105728,340282366920938463463374607431768211455]"),
    EncoderParityCase(
      "doubles in their shortest form",
      [1e21, 1e-7, -0.0, 3.0, 0.1, 1e16, .leastNonzeroMagnitude, 1.7976931348623157e308, 123.456],
      "[1e+21,1e-07,-0,3,0.1,1e+16,5e-324,1.7976931348623157e+308,123.456]"),
    EncoderParityCase(
      "decimals as their description",
      [Decimal(string: "12.3400")!, Decimal(string: "-0.000001")!, Decimal(string: "1e30")!],
      "[12.34,-0.000001,1000000000000000000000000000000]"),
    EncoderParityCase(
      "a Decimal NaN", [Decimal.nan], "invalidValue at [Index 0]: Unable to encode Decimal.nan directly in JSON.",
      .differs("Foundation writes NaN, which is not JSON")),
    // Non-conforming floats.
    EncoderParityCase(
      "NaN without a strategy", ["x": Double.nan], "invalidValue at [x]: Unable to encode Double.nan directly in JSON."),
    EncoderParityCase(
      "an infinity in an array", Field(a: [1, -Double.infinity]),
      "invalidValue at [a, Index 1]: Unable to encode Double.-inf directly in JSON."),
    EncoderParityCase(
      "a Float infinity at the top", Float.infinity, "invalidValue at []: Unable to encode Float.inf directly in JSON."),
    EncoderParityCase(
      "a NaN deep inside", Deep(values: ["v": [0, .nan]]),
      "invalidValue at [values, v, Index 1]: Unable to encode Double.nan directly in JSON."),
    EncoderParityCase(
      "floats converted to strings", [Double.infinity, -.infinity, .nan, 1], #"["+inf","-inf","nan",1]"#
    ) {
      $0.nonConformingFloatEncodingStrategy = .convertToString(
        positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
    },
    EncoderParityCase(
      "a top-level value that encodes nothing", Nothing(),
      "invalidValue at []: Top-level Nothing did not encode any values."),
    // Dates.
    EncoderParityCase("dates deferred to Date", [Date(timeIntervalSinceReferenceDate: -0.5)], "[-0.5]"),
    EncoderParityCase("dates since 1970", [Date(timeIntervalSince1970: 12.5)], "[12.5]") {
      $0.dateEncodingStrategy = .secondsSince1970
    },
    EncoderParityCase("dates in milliseconds", [Date(timeIntervalSince1970: 12.5)], "[12500]") {
      $0.dateEncodingStrategy = .millisecondsSince1970
    },
    EncoderParityCase(
      "dates in ISO 8601", [Date(timeIntervalSince1970: 1_700_000_000.75)], #"["2023-11-14T22:13:20Z"]"#
    ) {
      $0.dateEncodingStrategy = .iso8601
    },
    EncoderParityCase(
      "dates by a formatter", Field(a: Date(timeIntervalSince1970: 86_400 * 365)), #"{"a":"1971-01-01"}"#
    ) {
      $0.dateEncodingStrategy = .formatted(yearFormatter)
    },
    EncoderParityCase("dates by a closure", Field(a: Date(timeIntervalSince1970: 60)), #"{"a":{"minutes":1}}"#) {
      $0.dateEncodingStrategy = .custom { date, encoder in
        var container = encoder.container(keyedBy: JSONCodingKeyForTests.self)
        try container.encode(Int(date.timeIntervalSince1970 / 60), forKey: JSONCodingKeyForTests("minutes"))
      }
    },
    EncoderParityCase("a date closure that encodes nothing", [Date()], "[{}]") {
      $0.dateEncodingStrategy = .custom { _, _ in }
    },
    EncoderParityCase("a top-level date whose closure encodes nothing", Date(), "{}") {
      $0.dateEncodingStrategy = .custom { _, _ in }
    },
    EncoderParityCase("an optional top-level date whose closure encodes nothing", Date?.some(Date()), "{}") {
      $0.dateEncodingStrategy = .custom { _, _ in }
    },
    EncoderParityCase("a pretty printed top-level date whose closure encodes nothing", Date(), "{\n\n}") {
      $0.dateEncodingStrategy = .custom { _, _ in }
      $0.outputFormatting = .prettyPrinted
    },
    EncoderParityCase("a top-level date whose closure opens an empty array", Date(), "[]") {
      $0.dateEncodingStrategy = .custom { _, encoder in _ = encoder.unkeyedContainer() }
    },
    EncoderParityCase(
      "a NaN date since 1970", [Date(timeIntervalSince1970: .nan)],
      "invalidValue at [Index 0]: Unable to encode Double.nan directly in JSON."
    ) { $0.dateEncodingStrategy = .secondsSince1970 },
    // Data.
    EncoderParityCase("data in base64", [Data([0, 1, 254, 255])], #"["AAH+\/w=="]"#),
    EncoderParityCase("data deferred to Data", [Data([0, 1, 255])], "[[0,1,255]]") {
      $0.dataEncodingStrategy = .deferredToData
    },
    EncoderParityCase("data by a closure", Field(a: Data([1, 2])), #"{"a":"2 bytes"}"#) {
      $0.dataEncodingStrategy = .custom { data, encoder in
        var container = encoder.singleValueContainer()
        try container.encode("\(data.count) bytes")
      }
    },
    EncoderParityCase("a top-level data whose closure encodes nothing", Data([1, 2]), "{}") {
      $0.dataEncodingStrategy = .custom { _, _ in }
    },
    EncoderParityCase("a data closure that encodes nothing", Field(a: Data([1, 2])), #"{"a":{}}"#) {
      $0.dataEncodingStrategy = .custom { _, _ in }
    },
    // userInfo and coding paths.
    EncoderParityCase("userInfo and codingPath", Field(a: [Contextual()]), #"{"a":["cm at [\"a\", \"Index 0\"]"]}"#) {
      $0.userInfo = [Contextual.key: "cm"]
    },
    // Pretty printing, byte for byte.
    EncoderParityCase(
      "pretty printed", Field(a: [Pretty(b: [1, 2], c: [:], d: [])]),
      """
      {
        "a" : [
          {
            "b" : [
              1,
              2
            ],
            "c" : {

            },
            "d" : [

            ]
          }
        ]
      }
      """
    ) { $0.outputFormatting = [.prettyPrinted, .sortedKeys] },
    EncoderParityCase("pretty printed, empty at the top", [Int](), "[\n\n]") { $0.outputFormatting = .prettyPrinted },
    EncoderParityCase("pretty printed scalar", 1.5, "1.5") { $0.outputFormatting = .prettyPrinted },
  ]

  @Test(arguments: cases)
  func encodesAsJSONEncoderDoes(_ row: EncoderParityCase) throws {
    let (ours, foundation) = row.run()
    #expect(ours == row.expected)
    switch row.parity {
    case .identical:
      #expect(ours == foundation)
    case .equalJSON:
      #expect(try JSON(parsing: ours) == JSON(parsing: foundation))
    case .differs(let reason):
      #expect(ours != foundation, "\(reason)")
    }
  }
}

/// A coding key made of any name.
struct JSONCodingKeyForTests: CodingKey, Sendable {
  let stringValue: String
  var intValue: Int? { nil }

  init(_ name: String) { stringValue = name }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
