import Testing

@testable import DecodingGenerator

@Test(arguments: [
  ("user_id", #""user_id""#),
  (#"quote"d"#, #""quote\"d""#),
  (#"back\slash"#, #""back\\slash""#),
  ("line\nbreak\ttab\r", #""line\nbreak\ttab\r""#),
  ("\u{1}\u{7F}", #""\u{1}\u{7F}""#),
  ("zero\u{0}width\u{200B}", #""zero\0width\u{200B}""#),
  ("\\(interpolation)", #""\\(interpolation)""#),
  ("日本 🎉", #""日本 🎉""#),
])
func stringLiterals(text: String, literal: String) {
  #expect(swiftStringLiteral(text) == literal)
}
