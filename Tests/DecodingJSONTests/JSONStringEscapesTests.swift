import DecodingTestSupport
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

  /// The word-at-a-time scan escapes exactly what a byte-by-byte one does, wherever the
  /// special bytes fall in a word and however many there are, with and without slashes.
  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
  func escapesAsAByteByByteScanDoes(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let pieces: [String] = [
      "a", "bc", "/", "\"", "\\", "\n", "\u{01}", "\u{1F}", " ", "é", "😀", "\u{7F}", "0123456789",
    ]
    for _ in 0..<200 {
      let text = (0..<Int.random(in: 0..<40, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
        .joined()
      for slashes in [false, true] {
        var output: [UInt8] = []
        JSONStringEscapes.escape(text, into: &output, escapingSlashes: slashes)
        var expected = ""
        for scalar in text.unicodeScalars {
          switch scalar {
          case "\"": expected += "\\\""
          case "\\": expected += "\\\\"
          case "/" where slashes: expected += "\\/"
          case "\n": expected += "\\n"
          case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            expected += "\\u00" + (hex.count == 1 ? "0" : "") + hex
          default: expected.unicodeScalars.append(scalar)
          }
        }
        #expect(String(decoding: output, as: UTF8.self) == expected, "\(text.debugDescription), slashes: \(slashes)")
      }
    }
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
    contents.withUTF8 { bytes in
      #expect(JSONStringEscapes.decode(bytes) == text)
      // The contents here are ASCII: whether the text is depends on what the escapes stand for.
      let unchecked = JSONStringEscapes.decode(validContents: bytes, isASCII: true)
      #expect(unchecked == text && unchecked.count == text.count)
      #expect(unchecked.unicodeScalars.count == text.unicodeScalars.count)
    }
  }
}
