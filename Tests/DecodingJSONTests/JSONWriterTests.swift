import Testing

@testable import DecodingJSON

// The writer's separators, in both layouts the library uses, and its number and string forms.

@Suite struct JSONWriterTests {
  /// `{"a":[1,{},[]],"b":"x"}` written call by call.
  private func writeSample(_ layout: JSONWriter.Layout) -> String {
    var writer = JSONWriter(layout: layout)
    writer.beginObject()
    writer.key("a")
    writer.beginArray()
    writer.write(Int64(1))
    writer.beginObject()
    writer.endObject()
    writer.beginArray()
    writer.endArray()
    writer.endArray()
    writer.key("b")
    writer.write("x/y")
    writer.endObject()
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  @Test(arguments: [
    (JSONWriter.Layout(), #"{"a":[1,{},[]],"b":"x/y"}"#),
    (JSONWriter.Layout(escapesSlashes: true), #"{"a":[1,{},[]],"b":"x\/y"}"#),
    (JSONWriter.Layout(indent: 2), "{\n  \"a\": [\n    1,\n    {},\n    []\n  ],\n  \"b\": \"x/y\"\n}"),
    (
      JSONWriter.Layout(indent: 2, prettyKeySeparator: " : ", breaksEmptyContainers: true),
      "{\n  \"a\" : [\n    1,\n    {\n\n    },\n    [\n\n    ]\n  ],\n  \"b\" : \"x/y\"\n}"
    ),
  ])
  func writesSeparatorsForTheLayout(_ layout: JSONWriter.Layout, _ expected: String) {
    #expect(writeSample(layout) == expected)
  }

  @Test(arguments: [
    (0.0, "0"), (-0.0, "-0"), (3.0, "3"), (0.1, "0.1"), (1e21, "1e+21"), (1e-7, "1e-07"), (123.456, "123.456"),
    (-1.5e300, "-1.5e+300"), (Double.leastNonzeroMagnitude, "5e-324"),
  ])
  func writesDoublesInTheirShortestForm(_ value: Double, _ expected: String) throws {
    var bytes: [UInt8] = []
    JSONWriter.appendShortest(value, to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == expected)
    #expect(Double(String(decoding: bytes, as: UTF8.self)) == value)
  }

  @Test(arguments: [Int64.min, -10, -1, 0, 9, 10, 99, 1_000_000, Int64.max])
  func writesIntegersInDecimal(_ value: Int64) {
    var bytes: [UInt8] = []
    JSONWriter.appendDecimal(value, to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == String(value))
  }

  @Test(arguments: [
    ("", #""""#), ("plain text longer than eight", #""plain text longer than eight""#),
    ("1234567\"", #""1234567\"""#), ("a/b/c/d/e/f/g/h/i", #""a\/b\/c\/d\/e\/f\/g\/h\/i""#),
    ("\u{1}\u{1F}\n12345678\t", #""\u0001\u001f\n12345678\t""#), ("é中😀\u{7F}/", "\"é中😀\u{7F}\\/\""),
  ])
  func quotesStringsWithTheirEscapes(_ text: String, _ expected: String) throws {
    var bytes: [UInt8] = []
    JSONWriter.appendQuoted(text, to: &bytes, escapingSlashes: true)
    #expect(String(decoding: bytes, as: UTF8.self) == expected)
    #expect(try JSON(parsing: bytes) == .string(text))
  }
}
