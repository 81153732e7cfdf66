import Testing

@testable import DecodingJSON

/// The one string escaper of the library and its reader.
@Suite struct JSONStringEscapesTests {
  @Test(arguments: [
    ("plain", "plain"),
    ("quote \" backslash \\ slash /", #"quote \" backslash \\ slash /"#),
    ("\n\r\t\u{08}\u{0C}", #"\n\r\t\b\f"#),
    ("\u{00}\u{1F}\u{7F}", "\\u0000\\u001f\u{7F}"),
    ("é 😀", "é 😀"),
  ])
  func escapesWhatJSONRequiresAndNothingElse(text: String, escaped: String) {
    var output: [UInt8] = []
    JSONStringEscapes.escape(text, into: &output)
    #expect(String(decoding: output, as: UTF8.self) == escaped)
    #expect(JSON.quoted(text) == "\"\(escaped)\"")
  }

  @Test(arguments: [
    (#"a\"b\\c\/d"#, "a\"b\\c/d"),
    (#"\b\f\n\r\t"#, "\u{08}\u{0C}\n\r\t"),
    (#"\u00e9\u00E9\u20AC"#, "éé€"),
    (#"\ud83d\ude00"#, "😀"),
    (#"\uD800x"#, "\u{FFFD}x"),
    (#"\uDC00"#, "\u{FFFD}"),
    (#"x\u0000y"#, "x\u{0}y"),
  ])
  func decodesEscapesTheParserAccepted(contents: String, text: String) {
    var contents = contents
    contents.withUTF8 { bytes in #expect(JSONStringEscapes.decode(bytes) == text) }
  }
}
