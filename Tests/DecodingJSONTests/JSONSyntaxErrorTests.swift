import Decoding
import DecodingTestSupport
import Testing

@testable import DecodingJSON

@Suite struct JSONSyntaxErrorTests {
  @Test func describesItselfWithTheLocationFirst() {
    let error = JSONSyntaxError(
      offset: 40, line: 3, column: 17, message: "expected ',' or '}' after object member, found '\"'")
    #expect(error.description == "line 3, column 17: expected ',' or '}' after object member, found '\"'")
  }

  @Test(
    arguments: [
      ([UInt8](), "end of input"), (Array("x".utf8), "'x'"), ([0x0A], "a line break"), ([0x0D], "a carriage return"),
      ([0x09], "a tab"), ([0x00], "control character U+0000"), ([0x7F], "control character U+007F"),
      (Array("é".utf8), "'é'"), (Array("😀".utf8), "'😀'"), (Array("\u{A0}".utf8), "character U+00A0"),
      (Array("\u{200B}".utf8), "character U+200B"), (Array("\u{301}".utf8), "character U+0301"), ([0xFF], "byte 0xFF"),
      ([0xC3], "byte 0xC3"), ([0xE2, 0x82], "byte 0xE2"),
    ] as [([UInt8], String)])
  func describesWhatWasFound(_ bytes: [UInt8], _ expected: String) {
    let description = bytes.withUnsafeBufferPointer { JSONSyntaxError.describeInput(at: 0, in: $0) }
    #expect(description == expected)
  }
}
