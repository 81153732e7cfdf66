import Decoding
import DecodingTestSupport
import Foundation
import Testing

// The standard conformances: each value's tree (`encode()`) and its direct writing
// (`encode(to:)`) give the same text, and that text decodes back to the value.

private struct EncodeCase: CustomStringConvertible, Sendable {
  let name: String
  let text: String
  let write: @Sendable () throws -> (tree: String, direct: String)

  init<V: JSONEncodable & Sendable>(_ name: String, _ value: V, _ text: String) {
    self.name = name
    self.text = text
    write = {
      (tree: try value.encode().encodedString(), direct: try value.encodedString())
    }
  }

  var description: String { name }
}

private enum Level: String, JSONEncodable, Sendable {
  case admin
}

private let cases: [EncodeCase] = [
  EncodeCase("Int", 42, "42"),
  EncodeCase("Int.min", Int.min, "-9223372036854775808"),
  EncodeCase("Int8", Int8(-128), "-128"),
  EncodeCase("Int16", Int16(300), "300"),
  EncodeCase("Int32", Int32.max, "2147483647"),
  EncodeCase("Int64.min", Int64.min, "-9223372036854775808"),
  EncodeCase("UInt", UInt(7), "7"),
  EncodeCase("UInt8", UInt8.max, "255"),
  EncodeCase("UInt16", UInt16.max, "65535"),
  EncodeCase("UInt32", UInt32.max, "4294967295"),
  EncodeCase("UInt64.max", UInt64.max, "18446744073709551615"),
  EncodeCase("Double 0.1", 0.1, "0.1"),
  EncodeCase("Double 129.9", 129.9, "129.9"),
  EncodeCase("Double 3.0", 3.0, "3"),
  EncodeCase("Double -0.0", -0.0, "-0"),
  EncodeCase("Double 1e21", 1e21, "1e+21"),
  EncodeCase("Double 5e-324", Double.leastNonzeroMagnitude, "5e-324"),
  EncodeCase("Float 0.1", Float(0.1), "0.1"),
  EncodeCase("Bool", true, "true"),
  EncodeCase("String", "a\"b\\c\n\u{1}/é", #""a\"b\\c\n\u0001/é""#),
  EncodeCase("Optional nil", String?.none, "null"),
  EncodeCase("Optional some", Int?.some(1), "1"),
  EncodeCase("Array", [1, 2, 3], "[1,2,3]"),
  EncodeCase("Array of optionals", [1, nil, 3] as [Int?], "[1,null,3]"),
  EncodeCase("empty Array", [Int](), "[]"),
  EncodeCase("Dictionary", ["b": 2, "a": 1], #"{"a":1,"b":2}"#),
  EncodeCase("RawRepresentable", Level.admin, #""admin""#),
  EncodeCase("URL", URL(string: "https://example.com/a?b=c")!, #""https://example.com/a?b=c""#),
  EncodeCase(
    "UUID", UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, #""E621E1F8-C36C-495A-93FC-0C247A3E6E5F""#),
  EncodeCase("Date", Date(timeIntervalSince1970: 1_764_637_500), #""2025-12-02T01:05:00Z""#),
  EncodeCase("Date with milliseconds", Date(timeIntervalSince1970: -0.25), #""1969-12-31T23:59:59.750Z""#),
  EncodeCase("Data", Data([0xFB, 0xFF]), #""+/8=""#),
  EncodeCase("Decimal", Decimal(string: "3.14159265358979323846")!, "3.14159265358979323846"),
  EncodeCase("JSON", ["z": 1, "a": [true, nil]] as JSON, #"{"z":1,"a":[true,null]}"#),
]

@Suite struct JSONEncodableTests {
  @Test(arguments: cases)
  fileprivate func writesTheSameTextBothWays(_ testCase: EncodeCase) throws {
    let (tree, direct) = try testCase.write()
    #expect(tree == testCase.text)
    #expect(direct == testCase.text)
  }

  @Test func integersRoundTripAtTheirLimits() throws {
    #expect(Int64.decode(try JSON(parsing: Int64.min.encodedData())).value == Int64.min)
    #expect(UInt64.decode(try JSON(parsing: UInt64.max.encodedData())).value == UInt64.max)
  }

  @Test func seededDoublesRoundTrip() throws {
    var random = SplitMix64(seed: 28)
    for _ in 0..<2000 {
      let value = Double(bitPattern: random.next())
      guard value.isFinite else { continue }
      let text = try value.encodedString()
      #expect(Double(text) == value, "\(text)")
      #expect(Double.decode(try JSON(parsing: text)).value == value)
    }
  }

  @Test func seededStringsRoundTrip() throws {
    var random = RandomJSON(seed: 28)
    for _ in 0..<500 {
      let text = random.string()
      #expect(String.decode(try JSON(parsing: text.encodedData())).value == text)
    }
  }

  @Test func datesRoundTripThroughTheDecoder() throws {
    for seconds in [0, 1_764_637_500.5, -62_135_596_800, 253_402_300_799, 951_782_400] as [Double] {
      let date = Date(timeIntervalSince1970: seconds)
      #expect(Date.decode(date.encode()).value == date, "\(date.encode())")
    }
  }

  @Test func foundationValuesRoundTrip() throws {
    let uuid = UUID()
    #expect(UUID.decode(try JSON(parsing: uuid.encodedData())).value == uuid)
    let data = Data((0..<256).map { UInt8($0) })
    #expect(Data.decode(try JSON(parsing: data.encodedData())).value == data)
    let decimal = Decimal(string: "-0.000123456789012345678901234567")!
    #expect(Decimal.decode(try JSON(parsing: decimal.encodedData())).value == decimal)
  }

  @Test func aNaNDecimalIsAnError() throws {
    #expect(throws: JSONEncodingError(reason: "NaN cannot be written as JSON")) { try Decimal.nan.encodedData() }
  }

  @Test func objectLiteralsKeepTheirOrderAndLeaveOutNil() throws {
    let email: String? = nil
    let json = JSON.object(encoding: ["name": "Ada", "email": email, "age": 36, "phone": JSON.null])
    #expect(try json.encodedString() == #"{"name":"Ada","age":36,"phone":null}"#)
  }
}

@Suite struct JSONWritingLawTests {
  @Test func randomJSONParsesBackEqual() throws {
    var random = RandomJSON(seed: 2812)
    for _ in 0..<300 {
      let json = random.value()
      let reparsed = try JSON(parsing: json.encodedData())
      #expect(reparsed == json)
      #expect(try JSON(parsing: json.encodedData(.pretty)) == json)
    }
  }
}

@Suite struct ParsedJSONWritingTests {
  /// What the writer writes for the same value built member by member, with no document behind it.
  private func rebuilt(_ json: JSON) -> JSON {
    switch json {
    case .object(let members):
      .object(JSONObject(orderedMembers: members.map { ($0.key, rebuilt($0.value)) }))
    case .array(let elements): .array(elements.map(rebuilt))
    default: json
    }
  }

  @Test(arguments: [
    #"{"a\"b":"x\/y\u00e9","a":[1,-0.0,1e999,{"k":null}],"a":true," s ":"\n"}"#,
    "[\n  1 , \"two\" ,\t{ \"3\" : [ ] } ]",
    #"{"plain":"text","nested":{"deeper":[[],{}]}}"#,
  ])
  func aParsedDocumentIsWrittenAsItsValueWouldBe(text: String) throws {
    let parsed = try JSON(parsing: text)
    for options in [JSONEncodingOptions.compact, .pretty, JSONEncodingOptions(escapesSlashes: true)] {
      let fast = try parsed.encodedString(options)
      #expect(fast == (try rebuilt(parsed).encodedString(options)))
      #expect(try JSON(parsing: fast) == parsed)
    }
    #expect(try parsed.formatted() == rebuilt(parsed).formatted())
  }

  @Test func randomDocumentsRoundTrip() throws {
    var random = RandomJSON(seed: 77)
    for _ in 0..<300 {
      let parsed = try JSON(parsing: random.value().formatted(.pretty))
      let written = try parsed.encodedData()
      #expect(try JSON(parsing: written) == parsed)
      #expect(String(decoding: written, as: UTF8.self) == (try rebuilt(parsed).encodedString()))
    }
  }
}
