import Decoding
import Foundation
import Testing

private struct Stats: JSONEncodable {
  var mean: Double
  var samples: [Double]

  func encode() -> JSON {
    .object(encoding: ["mean": mean, "samples": samples])
  }
}

private struct Report: JSONEncodable {
  var title: String
  var stats: Stats
  var note: String?
  var owner: String?

  func encode() -> JSON {
    .object(encoding: ["title": title, "stats": stats, "note": note, "owner": owner])
  }

  func encode(to output: inout JSONOutput) throws {
    try output.writeObject { object in
      try object.member("title", title)
      try object.member("stats", stats)
      try object.member("note", note)
      try object.member("owner", orNull: owner)
    }
  }
}

private struct NonFiniteCase: CustomStringConvertible, Sendable {
  let value: Double
  let strategy: JSONEncodingOptions.NonFiniteNumberStrategy
  let expected: String

  var description: String { "\(value) \(strategy)" }
}

@Suite struct JSONOutputTests {
  @Test func nilMembersAreLeftOutAndOrNullWritesNull() throws {
    let report = Report(title: "t", stats: Stats(mean: 1.5, samples: [1, 2]), note: nil, owner: nil)
    #expect(try report.encodedString() == #"{"title":"t","stats":{"mean":1.5,"samples":[1,2]},"owner":null}"#)
  }

  @Test(arguments: [
    (Double.nan, "stats.mean: NaN cannot be written as JSON"),
    (Double.infinity, "stats.mean: infinity cannot be written as JSON"),
    (-Double.infinity, "stats.mean: -infinity cannot be written as JSON"),
  ])
  func nonFiniteNumbersAreErrorsWithTheirPath(value: Double, message: String) {
    let report = Report(title: "t", stats: Stats(mean: value, samples: []), note: nil, owner: "o")
    for encode in [{ try report.encodedData() }, { try report.encode().encodedData() }] {
      #expect {
        _ = try encode()
      } throws: { error in
        (error as? JSONEncodingError)?.description == message
      }
    }
  }

  @Test func anElementsIndexIsInThePath() {
    let stats = Stats(mean: 0, samples: [1, 2, .nan])
    for encode in [{ try stats.encodedData() }, { try stats.encode().encodedData() }] {
      #expect(throws: JSONEncodingError(path: ["samples", 2], reason: "NaN cannot be written as JSON")) {
        _ = try encode()
      }
    }
  }

  @Test(arguments: [
    NonFiniteCase(value: .nan, strategy: .null, expected: "[null]"),
    NonFiniteCase(value: .infinity, strategy: .null, expected: "[null]"),
    NonFiniteCase(
      value: .nan, strategy: .strings(positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan"),
      expected: #"["nan"]"#),
    NonFiniteCase(
      value: -.infinity, strategy: .strings(positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan"),
      expected: #"["-inf"]"#),
  ])
  fileprivate func aStrategySaysWhatNonFiniteNumbersBecome(_ testCase: NonFiniteCase) throws {
    let options = JSONEncodingOptions(nonFiniteNumbers: testCase.strategy)
    #expect(try [testCase.value].encodedString(options) == testCase.expected)
    #expect(try JSON.array([.number(JSONNumber(testCase.value))]).encodedString(options) == testCase.expected)
  }

  @Test func prettyIndentsAndSortedKeysSorts() throws {
    let json: JSON = ["b": [1, 2], "a": ["d": "/", "c": [:]]]
    #expect(
      try json.encodedString(.pretty) == """
        {
          "b": [
            1,
            2
          ],
          "a": {
            "d": "/",
            "c": {}
          }
        }
        """)
    let options = JSONEncodingOptions(sortsKeys: true, escapesSlashes: true)
    #expect(try json.encodedString(options) == #"{"a":{"c":{},"d":"\/"},"b":[1,2]}"#)
    let sortedPretty = JSONEncodingOptions(indent: 1, sortsKeys: true)
    #expect(try ["b": 1, "a": 2].encode().encodedString(sortedPretty) == "{\n \"a\": 2,\n \"b\": 1\n}")
  }

  @Test(arguments: [
    (JSONEncodingOptions.DateStrategy.iso8601, #""2001-01-01T00:00:01.500Z""#),
    (.secondsSince1970, "978307201.5"),
    (.millisecondsSince1970, "978307201500"),
    (.secondsSinceReferenceDate, "1.5"),
  ])
  func dateStrategies(strategy: JSONEncodingOptions.DateStrategy, expected: String) throws {
    let date = Date(timeIntervalSinceReferenceDate: 1.5)
    #expect(try date.encodedString(JSONEncodingOptions(dates: strategy)) == expected)
  }

  @Test func dataStrategies() throws {
    let data = Data([0xFB, 0xFF, 0xBF])
    #expect(try data.encodedString() == #""+/+/""#)
    #expect(try data.encodedString(JSONEncodingOptions(data: .base64URL)) == #""-_-_""#)
    #expect(try Data([0xFB]).encodedString(JSONEncodingOptions(data: .base64URL)) == #""-w""#)
  }

  @Test func theSameOutputGivesDataBytesAndString() throws {
    var output = JSONOutput()
    try output.writeArray { array in
      array.write("x")
      array.write(Int64(-1))
      array.write(UInt64.max)
      try array.write(0.5)
      array.write(rawJSON: "{}")
    }
    let text = #"["x",-1,18446744073709551615,0.5,{}]"#
    #expect(output.string == text)
    #expect(output.bytes == Array(text.utf8))
    #expect(output.data == Data(text.utf8))
  }
}
