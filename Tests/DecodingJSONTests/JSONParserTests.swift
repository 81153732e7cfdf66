import Decoding
import DecodingTestSupport
import Foundation
import Testing

@testable import DecodingJSON

/// The parser's behaviour on text: exact error messages and locations, depth,
/// strings and escapes.
@Suite struct JSONParserTests {
  /// An input and the error it must give: byte offset, line, column and message.
  struct ErrorCase: CustomTestStringConvertible, Sendable {
    let input: [UInt8]
    let offset: Int
    let line: Int
    let column: Int
    let message: String

    init(_ input: String, _ offset: Int, _ line: Int, _ column: Int, _ message: String) {
      self.init(bytes: Array(input.utf8), offset, line, column, message)
    }

    init(bytes: [UInt8], _ offset: Int, _ line: Int, _ column: Int, _ message: String) {
      input = bytes
      self.offset = offset
      self.line = line
      self.column = column
      self.message = message
    }

    /// The expected error as ``JSONParserTests/failure(parsing:options:)`` renders it.
    var expected: String { "offset \(offset), line \(line), column \(column): \(message)" }
    var testDescription: String { String(decoding: input, as: UTF8.self).debugDescription }
  }

  static let structureErrors: [ErrorCase] = [
    ErrorCase("", 0, 1, 1, "expected a value, found end of input"),
    ErrorCase("\n\n  ", 4, 3, 3, "expected a value, found end of input"),
    ErrorCase("{", 1, 1, 2, "expected '\"' to start an object key or '}', found end of input"),
    ErrorCase("[", 1, 1, 2, "expected a value, found end of input"),
    ErrorCase("[1", 2, 1, 3, "expected ',' or ']' after array element, found end of input"),
    ErrorCase("[1,", 3, 1, 4, "expected a value, found end of input"),
    ErrorCase("{\"a\"", 4, 1, 5, "expected ':' after object key, found end of input"),
    ErrorCase("{\"a\":", 5, 1, 6, "expected a value, found end of input"),
    ErrorCase("{\"a\":1", 6, 1, 7, "expected ',' or '}' after object member, found end of input"),
    ErrorCase("{\"a\":1,", 7, 1, 8, "expected '\"' to start an object key, found end of input"),
    // Trailing and missing commas.
    ErrorCase("[1,]", 3, 1, 4, "expected a value, found ']'"),
    ErrorCase("{\"a\":1,}", 7, 1, 8, "expected '\"' to start an object key, found '}'"),
    ErrorCase("[,1]", 1, 1, 2, "expected a value, found ','"),
    ErrorCase("{,}", 1, 1, 2, "expected '\"' to start an object key or '}', found ','"),
    ErrorCase("[1 2]", 3, 1, 4, "expected ',' or ']' after array element, found '2'"),
    ErrorCase("{\"a\":1 \"b\":2}", 7, 1, 8, "expected ',' or '}' after object member, found '\"'"),
    ErrorCase("{\"a\" 1}", 5, 1, 6, "expected ':' after object key, found '1'"),
    ErrorCase("{1:2}", 1, 1, 2, "expected '\"' to start an object key or '}', found '1'"),
    ErrorCase("{'a':1}", 1, 1, 2, "expected '\"' to start an object key or '}', found '''"),
    ErrorCase("[1}", 2, 1, 3, "expected ',' or ']' after array element, found '}'"),
    ErrorCase("{\"a\":1]", 6, 1, 7, "expected ',' or '}' after object member, found ']'"),
    // Trailing garbage.
    ErrorCase("[1]x", 3, 1, 4, "expected end of input after the top-level value, found 'x'"),
    ErrorCase("[1] [2]", 4, 1, 5, "expected end of input after the top-level value, found '['"),
    ErrorCase("{} }", 3, 1, 4, "expected end of input after the top-level value, found '}'"),
    ErrorCase("null1", 4, 1, 5, "expected end of input after the top-level value, found '1'"),
    ErrorCase("[1]\u{0}", 3, 1, 4, "expected end of input after the top-level value, found control character U+0000"),
    // Literals.
    ErrorCase("nul", 3, 1, 4, "expected 'null', found end of input"),
    ErrorCase("trUe", 2, 1, 3, "expected 'true', found 'U'"),
    ErrorCase("[True]", 1, 1, 2, "expected a value, found 'T'"),
    ErrorCase("NaN", 0, 1, 1, "expected a value, found 'N'"),
    ErrorCase("undefined", 0, 1, 1, "expected a value, found 'u'"),
    // What is not a value.
    ErrorCase("\u{A0}[1]", 0, 1, 1, "expected a value, found character U+00A0"),
    ErrorCase("[\u{FEFF}1]", 1, 1, 2, "expected a value, found character U+FEFF"),
    ErrorCase("é", 0, 1, 1, "expected a value, found 'é'"),
    ErrorCase(bytes: [0xFF], 0, 1, 1, "expected a value, found byte 0xFF"),
    ErrorCase("\u{FEFF}", 3, 1, 2, "expected a value, found end of input"),
    ErrorCase("// comment\n1", 0, 1, 1, "expected a value, found '/'"),
  ]

  static let numberErrors: [ErrorCase] = [
    ErrorCase("-", 1, 1, 2, "expected a digit after '-', found end of input"),
    ErrorCase("-a", 1, 1, 2, "expected a digit after '-', found 'a'"),
    ErrorCase("- 1", 1, 1, 2, "expected a digit after '-', found ' '"),
    ErrorCase("-Infinity", 1, 1, 2, "expected a digit after '-', found 'I'"),
    ErrorCase("01", 1, 1, 2, "expected '.', 'e' or the end of the number after a leading '0', found '1'"),
    ErrorCase("-012", 2, 1, 3, "expected '.', 'e' or the end of the number after a leading '0', found '1'"),
    ErrorCase("1.", 2, 1, 3, "expected a digit after '.', found end of input"),
    ErrorCase("1.e5", 2, 1, 3, "expected a digit after '.', found 'e'"),
    ErrorCase("1e", 2, 1, 3, "expected a digit in the exponent, found end of input"),
    ErrorCase("1E+", 3, 1, 4, "expected a digit in the exponent, found end of input"),
    ErrorCase("[1.5e-]", 6, 1, 7, "expected a digit in the exponent, found ']'"),
    ErrorCase(".5", 0, 1, 1, "expected a value, found '.'"),
    ErrorCase("+1", 0, 1, 1, "expected a value, found '+'"),
    ErrorCase("0x10", 1, 1, 2, "expected end of input after the top-level value, found 'x'"),
    ErrorCase("1.5.2", 3, 1, 4, "expected end of input after the top-level value, found '.'"),
    ErrorCase("[1,-]", 4, 1, 5, "expected a digit after '-', found ']'"),
  ]

  static let stringErrors: [ErrorCase] = [
    ErrorCase("\"abc", 4, 1, 5, "expected '\"' to end the string, found end of input"),
    ErrorCase(
      "\"a\u{0}b\"", 2, 1, 3, "expected '\"' to end the string or an escaped character, found control character U+0000"),
    ErrorCase("\"a\tb\"", 2, 1, 3, "expected '\"' to end the string or an escaped character, found a tab"),
    ErrorCase("\"a\nb\"", 2, 1, 3, "expected '\"' to end the string or an escaped character, found a line break"),
    ErrorCase("\"a\rb\"", 2, 1, 3, "expected '\"' to end the string or an escaped character, found a carriage return"),
    ErrorCase(
      "\"\u{1F}\"", 1, 1, 2, "expected '\"' to end the string or an escaped character, found control character U+001F"),
    ErrorCase(
      "\"0123456789abcdef\u{7}\"", 17, 1, 18,
      "expected '\"' to end the string or an escaped character, found control character U+0007"),
    ErrorCase(
      "\"\\n\u{1}\"", 3, 1, 4, "expected '\"' to end the string or an escaped character, found control character U+0001"
    ),
    ErrorCase(
      "\"\\x\"", 2, 1, 3, "expected one of '\"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u' after '\\', found 'x'"),
    ErrorCase(
      "\"\\'\"", 2, 1, 3, "expected one of '\"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u' after '\\', found '''"),
    ErrorCase(
      "\"\\U0041\"", 2, 1, 3, "expected one of '\"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u' after '\\', found 'U'"),
    ErrorCase("\"\\", 2, 1, 3, "expected an escaped character after '\\', found end of input"),
    ErrorCase("\"\\u", 3, 1, 4, "expected four hex digits after '\\u', found end of input"),
    ErrorCase("\"\\u12\"", 5, 1, 6, "expected four hex digits after '\\u', found '\"'"),
    ErrorCase("\"\\u12G4\"", 5, 1, 6, "expected four hex digits after '\\u', found 'G'"),
    ErrorCase("\"\\uD800\\u12\"", 11, 1, 12, "expected four hex digits after '\\u', found '\"'"),
    ErrorCase("\"\\uDC00\"", 1, 1, 2, "unpaired surrogate '\\uDC00' cannot be represented in a string"),
    ErrorCase("[\"\\uD800\\u0041\"]", 2, 1, 3, "unpaired surrogate '\\uD800' cannot be represented in a string"),
    ErrorCase("[\"\\uD800\"]", 2, 1, 3, "unpaired surrogate '\\uD800' cannot be represented in a string"),
    ErrorCase("[\"\\uDBFF\\uDBFF\\uDC00\"]", 2, 1, 3, "unpaired surrogate '\\uDBFF' cannot be represented in a string"),
  ]

  static let invalidUTF8: [ErrorCase] = [
    ErrorCase(bytes: [0x22, 0xC3, 0x22], 1, 1, 2, "invalid UTF-8 byte 0xC3 in string"),
    ErrorCase(bytes: [0x22, 0x61, 0xE2, 0x82, 0x22], 2, 1, 3, "invalid UTF-8 byte 0xE2 in string"),
    // After a four-byte scalar: the error is at byte 6, the fourth column.
    ErrorCase(
      bytes: [0x5B, 0x22, 0xF0, 0x9F, 0x98, 0x80, 0xFF, 0x22, 0x5D], 6, 1, 4, "invalid UTF-8 byte 0xFF in string"),
    ErrorCase(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], 1, 1, 2, "invalid UTF-8 byte 0xED in string"),
    ErrorCase(bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1, 1, 2, "invalid UTF-8 byte 0xF4 in string"),
    ErrorCase(bytes: [0x22, 0xE0, 0x80, 0xAF, 0x22], 1, 1, 2, "invalid UTF-8 byte 0xE0 in string"),
    ErrorCase(bytes: [0x22, 0xC0, 0xAF, 0x22], 1, 1, 2, "invalid UTF-8 byte 0xC0 in string"),
    ErrorCase(bytes: [0x22, 0x80, 0x22], 1, 1, 2, "invalid UTF-8 byte 0x80 in string"),
    // Invalid bytes after an escape, in a long string and in a key.
    ErrorCase(bytes: [0x22, 0x5C, 0x6E, 0xC3, 0x22], 3, 1, 4, "invalid UTF-8 byte 0xC3 in string"),
    ErrorCase(bytes: Array("\"abcdefghijklmnopé".utf8) + [0xA9, 0x22], 19, 1, 19, "invalid UTF-8 byte 0xA9 in string"),
    ErrorCase(
      bytes: Array("{\"ok\":1,\n\"k".utf8) + [0xFE, 0x22, 0x3A, 0x31, 0x7D], 11, 2, 3,
      "invalid UTF-8 byte 0xFE in string"),
    // Three-byte sequences are checked two at a time: an overlong E0 or a surrogate ED is
    // found in either place, and after a valid pair.
    ErrorCase(
      bytes: [0x22, 0xE3, 0x81, 0x82, 0xE0, 0x80, 0xAF, 0x61, 0x62, 0x22], 4, 1, 3,
      "invalid UTF-8 byte 0xE0 in string"),
    ErrorCase(
      bytes: [0x22, 0xED, 0xA0, 0x80, 0xE3, 0x81, 0x82, 0x61, 0x62, 0x22], 1, 1, 2,
      "invalid UTF-8 byte 0xED in string"),
    ErrorCase(
      bytes: [0x22, 0xE3, 0x81, 0x82, 0xE3, 0x81, 0x82, 0xED, 0xBF, 0xBF, 0x61, 0x62, 0x22], 7, 1, 4,
      "invalid UTF-8 byte 0xED in string"),
    ErrorCase(
      bytes: [0x22, 0xE3, 0x81, 0x82, 0xE3, 0x81, 0x61, 0x62, 0x63, 0x22], 4, 1, 3,
      "invalid UTF-8 byte 0xE3 in string"),
    // A string with invalid UTF-8 and a syntax error after it reports the syntax error.
    ErrorCase(
      bytes: [0x22, 0xFF, 0x61, 0x0A, 0x22], 3, 1, 4,
      "expected '\"' to end the string or an escaped character, found a line break"),
    ErrorCase(bytes: [0x22, 0xC3, 0x61, 0x62], 4, 1, 5, "expected '\"' to end the string, found end of input"),
  ]

  static let locationErrors: [ErrorCase] = [
    // Lines end at \n, \r\n or \r; columns count Unicode scalars, not bytes.
    ErrorCase("{\n  \"a\": 1,\n  \"b\" 2\n}", 18, 3, 7, "expected ':' after object key, found '2'"),
    ErrorCase("{\r\n  \"a\": 1,\r\n  \"b\" 2\r\n}", 20, 3, 7, "expected ':' after object key, found '2'"),
    ErrorCase("{\r  \"a\": 1,\r  \"b\" 2\r}", 18, 3, 7, "expected ':' after object key, found '2'"),
    ErrorCase("[1,\r\n\r\n2,\n\r@]", 11, 5, 1, "expected a value, found '@'"),
    ErrorCase("[\"é\", \"中文\", x]", 17, 1, 13, "expected a value, found 'x'"),
    ErrorCase("[\"😀\" 1]", 8, 1, 6, "expected ',' or ']' after array element, found '1'"),
    ErrorCase("\u{FEFF}[\"é\",\n \"👩‍👩‍👧\", nul]", 36, 2, 14, "expected 'null', found ']'"),
    // Inside nested containers.
    ErrorCase("{\"a\": [1, {\"b\": [true, fals]}]}", 27, 1, 28, "expected 'false', found ']'"),
    ErrorCase("[[[[{\"deep\": [1, 2 3]}]]]]", 19, 1, 20, "expected ',' or ']' after array element, found '3'"),
    ErrorCase("{\"a\": {\"b\": {\"c\": 1,}}}", 20, 1, 21, "expected '\"' to start an object key, found '}'"),
    ErrorCase("[{}, [], {\"x\": [[]]}, ", 22, 1, 23, "expected a value, found end of input"),
  ]

  /// The error parsing `input` gives, with its byte offset: `offset 7, line 1, column 8: expected …`.
  static func failure(parsing input: [UInt8], options: JSONParsingOptions = .default) -> String {
    do {
      let json = try JSON(parsing: input, options: options)
      return "parsed as \(json)"
    } catch let error as JSONSyntaxError {
      return "offset \(error.offset), \(error)"
    } catch {
      return "not a JSONSyntaxError: \(error)"
    }
  }

  static func failure(parsing input: String, options: JSONParsingOptions = .default) -> String {
    failure(parsing: Array(input.utf8), options: options)
  }

  @Test(arguments: structureErrors)
  func reportsStructureErrors(_ example: ErrorCase) throws {
    #expect(Self.failure(parsing: example.input) == example.expected)
  }

  @Test(arguments: numberErrors)
  func reportsNumberErrors(_ example: ErrorCase) throws {
    #expect(Self.failure(parsing: example.input) == example.expected)
  }

  @Test(arguments: stringErrors)
  func reportsStringErrors(_ example: ErrorCase) throws {
    #expect(Self.failure(parsing: example.input) == example.expected)
  }

  @Test(arguments: invalidUTF8)
  func reportsInvalidUTF8AtTheOffendingByte(_ example: ErrorCase) throws {
    #expect(Self.failure(parsing: example.input) == example.expected)
  }

  @Test(arguments: locationErrors)
  func reportsLineAndColumn(_ example: ErrorCase) throws {
    #expect(Self.failure(parsing: example.input) == example.expected)
  }

  @Test func describesErrorsWithTheirLocationFirst() throws {
    let error = #expect(throws: JSONSyntaxError.self) { try JSON(parsing: "{\n  \"id\": 1,\n  \"name\" \"x\"\n}") }
    #expect(error?.description == "line 3, column 10: expected ':' after object key, found '\"'")
  }

  // MARK: - Depth

  static func nested(_ depth: Int, open: String = "[", close: String = "]") -> String {
    String(repeating: open, count: depth) + String(repeating: close, count: depth)
  }

  @Test func acceptsNestingUpToTheDefaultLimit() throws {
    let json = try JSON(parsing: Self.nested(512))
    #expect(try json.formatted() == Self.nested(512))
    // The same value built in code, level by level: equal and hashed alike, and one level
    // more is not.
    var built: JSON = []
    for _ in 1..<512 { built = [built] }
    #expect(json == built)
    #expect(json.hashValue == built.hashValue)
    #expect(json != [built])
    #expect(json.description.count < 200)
  }

  @Test func rejectsNestingBeyondTheDefaultLimit() throws {
    #expect(
      Self.failure(parsing: Self.nested(513))
        == "offset 512, line 1, column 513: nesting deeper than 512 levels of arrays and objects")
    let objects = String(repeating: "{\"a\":", count: 513) + "1" + String(repeating: "}", count: 513)
    #expect(
      Self.failure(parsing: objects)
        == "offset 2560, line 1, column 2561: nesting deeper than 512 levels of arrays and objects")
  }

  @Test(arguments: [0, 1, 2, 100])
  func honoursAConfiguredLimit(_ limit: Int) throws {
    let options = JSONParsingOptions(maximumDepth: limit)
    #expect(try JSON(parsing: "7", options: options) == 7)
    if limit > 0 {
      #expect(try JSON(parsing: Self.nested(limit), options: options).formatted() == Self.nested(limit))
    }
    #expect(
      Self.failure(parsing: Self.nested(limit + 1), options: options)
        == "offset \(limit), line 1, column \(limit + 1): nesting deeper than \(limit) levels of arrays and objects")
  }

  @Test func survivesAMillionOpenBrackets() throws {
    let input = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
    #expect(
      Self.failure(parsing: input)
        == "offset 512, line 1, column 513: nesting deeper than 512 levels of arrays and objects")
    #expect(
      Self.failure(parsing: input, options: JSONParsingOptions(maximumDepth: .max))
        == "offset 10000, line 1, column 10001: nesting deeper than 10000 levels of arrays and objects")
  }

  @Test func aValueAtTheDepthCeilingCanBeUsedAndReleased() throws {
    // `==` and hashing walk a value without recursion (JSONComparison), and a parsed document
    // is released in one piece, so none of them may run out of stack at the ceiling.
    let depth = JSONParsingOptions.depthCeiling
    let options = JSONParsingOptions(maximumDepth: depth)
    let objects = Self.nested(depth / 2, open: "{\"k\":[", close: "]}")
    var json: JSON? = try JSON(parsing: objects, options: options)
    #expect(try json?.formatted() == objects)
    json = try JSON(parsing: Self.nested(depth), options: options)
    #expect(try json?.formatted() == Self.nested(depth))
    // Other documents, so `==` walks every level rather than finding the same view.
    let again = try JSON(parsing: Self.nested(depth), options: options)
    #expect(json == again)
    #expect(json?.hashValue == again.hashValue)
    let one = String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
    #expect(json != (try JSON(parsing: one, options: options)))
    weak var document: JSONDocument?
    do {
      guard case .array(let elements)? = json, case .indexed(let parsed, _) = elements.storage else {
        Issue.record("a parsed array is a view of its document: \(String(describing: json))")
        return
      }
      document = parsed
    }
    json = nil
    #expect(document == nil, "releasing the value releases its document")
  }

  @Test func partialDocumentsAtTheDepthLimitAreReleasedOnError() throws {
    // Values of unfinished containers are freed when parsing fails.
    let input = String(repeating: "[\"s\",{\"k\":", count: 200) + "x"
    #expect(throws: JSONSyntaxError.self) { try JSON(parsing: input) }
  }

  // MARK: - Strings

  @Test(arguments: [
    (#""""#, ""),
    (#""plain""#, "plain"),
    (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{08}\u{0C}\n\r\t"),
    (#""\u0041\u00e9\u00E9\u4e2D""#, "Aéé中"),
    (#""\u0000""#, "\u{0}"),
    (#""a\u0000b""#, "a\u{0}b"),
    (#""\u001f\u007f""#, "\u{1F}\u{7F}"),
    (#""\ud83d\ude00""#, "😀"),
    (#""\uD834\uDD1E clef""#, "𝄞 clef"),
    (#""\uDBFF\uDFFF""#, "\u{10FFFF}"),
    (#""\uFFFF\uFEFF""#, "\u{FFFF}\u{FEFF}"),
    ("\"é中😀\"", "é中😀"),
    (
      "\"long ascii text that spans several eight-byte words, then é and \\n\"",
      "long ascii text that spans several eight-byte words, then é and \n"
    ),
    ("\"\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\"", "\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}"),
    ("\"e\u{301}\"", "e\u{301}"),
  ])
  func decodesStrings(_ literal: String, _ expected: String) throws {
    let json = try JSON(parsing: literal)
    guard case .string(let text) = json else {
      Issue.record("\(literal) gave \(json)")
      return
    }
    #expect(Array(text.unicodeScalars) == Array(expected.unicodeScalars))
  }

  @Test func stringsKeepTheirExactScalarsAsKeys() throws {
    let json = try JSON(parsing: #"{"\u0041": 1, "caf\u00e9": 2, "😀": 3, "": 4}"#)
    #expect(json == ["A": 1, "café": 2, "😀": 3, "": 4])
  }

  @Test func duplicateKeysUseTheLastValueByDefault() throws {
    #expect(try JSON(parsing: #"{"a": 1, "b": 2, "a": 3}"#) == ["a": 3, "b": 2])
    #expect(try JSON(parsing: #"{"a": {"x": 1}, "a": [2]}"#) == ["a": [2]])
  }

  /// The error points at the repeated key and says where the key first appeared, in small
  /// objects (compared pairwise), large ones (through a table) and with escaped keys.
  @Test func duplicateKeysCanBeRejected() throws {
    let options = JSONParsingOptions(duplicateKeys: .reject)
    #expect(
      Self.failure(parsing: "[1,\n  {\"a\": 1, \"b\": [], \"a\": 3}]", options: options)
        == #"offset 24, line 2, column 21: duplicate key "a", already at line 2, column 4"#)
    #expect(
      Self.failure(parsing: #"{"x": {"a": 1, "a": 1}}"#, options: options)
        == #"offset 15, line 1, column 16: duplicate key "a", already at line 1, column 8"#)
    let wide = (0..<20).map { #""k\#($0)": \#($0)"# }.joined(separator: ", ")
    #expect(
      Self.failure(parsing: "{\(wide), \"k7\": 0}", options: options)
        == #"offset 201, line 1, column 202: duplicate key "k7", already at line 1, column 65"#)
    #expect(
      Self.failure(parsing: #"{"a": 1, "\u0061": 2}"#, options: options)
        == #"offset 9, line 1, column 10: duplicate key "a", already at line 1, column 2"#)
    #expect(try JSON(parsing: #"{"a": 1, "b": {"a": 2}}"#, options: options) == ["a": 1, "b": ["a": 2]])
  }

  /// Objects shaped like a recent one are proved free of repeats by comparing their keys
  /// with its keys; an object of the same size whose keys differ anywhere, even by a byte of
  /// a long key or only in its escapes, is still checked in full.
  @Test func objectsShapedLikeEarlierOnesAreStillChecked() throws {
    let options = JSONParsingOptions(duplicateKeys: .reject)
    let long = "a_key_longer_than_sixteen_bytes"
    let shaped = #"{"id": 1, "\#(long)1": 2, "\#(long)2": 3}"#
    let repeated = try JSON(parsing: "[\(shaped), \(shaped), \(shaped)]", options: options)
    let shapedValue = try JSON(parsing: shaped)
    #expect(repeated == [shapedValue, shapedValue, shapedValue])
    #expect(
      Self.failure(parsing: "[\(shaped),\n\(shaped),\n{\"id\": 1, \"\(long)1\": 2, \"\(long)1\": 3}]", options: options)
        == #"offset 228, line 3, column 50: duplicate key "\#(long)1", already at line 3, column 11"#)
    #expect(
      Self.failure(parsing: #"[{"ab": 1, "cd": 2}, {"ab": 1, "ab": 2}]"#, options: options)
        == #"offset 31, line 1, column 32: duplicate key "ab", already at line 1, column 23"#)
    #expect(
      Self.failure(parsing: #"[{"a": 1, "b": 2}, {"a": 1, "\u0061": 2}]"#, options: options)
        == #"offset 28, line 1, column 29: duplicate key "a", already at line 1, column 21"#)
    // Three shapes of one size in turn, and repeats that keep the last value.
    let turns = #"[{"x": 1, "y": 2}, {"p": 1, "q": 2}, {"m": 1, "n": 2}, {"x": 1, "y": 2}, {"x": 3, "x": 4}]"#
    #expect(
      try JSON(parsing: turns) == [
        ["x": 1, "y": 2], ["p": 1, "q": 2], ["m": 1, "n": 2], ["x": 1, "y": 2], ["x": 4],
      ])
  }

  /// Plain keys are scanned on a fast path; every other key, whatever stops the scan and
  /// wherever, takes the full string parser.
  @Test func keysOfEveryKindAndLength() throws {
    #expect(try JSON(parsing: #"{"abcdefghij\n": 1}"#) == ["abcdefghij\n": 1])
    #expect(try JSON(parsing: #"{"abcdefghijé": 1, "abcdefgh": 2}"#) == ["abcdefghijé": 1, "abcdefgh": 2])
    #expect(try JSON(parsing: #"{"k":1}"#) == ["k": 1])
    #expect(try JSON(parsing: #"{"abcdefghijklmnop":1}"#) == ["abcdefghijklmnop": 1])
    #expect(
      Self.failure(parsing: "{\"abcdefghij\u{1}\": 1}")
        == "offset 12, line 1, column 13: expected '\"' to end the string or an escaped character, found control character U+0001"
    )
    #expect(
      Self.failure(parsing: #"{"abcdefghijklmnop"#)
        == #"offset 18, line 1, column 19: expected '"' to end the string, found end of input"#)
  }

  @Test func unpairedSurrogatesCanBeReplaced() throws {
    let options = JSONParsingOptions(unpairedSurrogates: .replace)
    #expect(
      try JSON(parsing: #"["\uD800x", "\uDC00", "a\uDBFF"]"#, options: options) == [
        "\u{FFFD}x", "\u{FFFD}", "a\u{FFFD}",
      ])
    #expect(try JSON(parsing: #""\uD800\uD83D\uDE00""#, options: options) == "\u{FFFD}😀")
  }

  // MARK: - Whitespace and byte order mark

  @Test func skipsTheFourWhitespaceCharactersAndALeadingByteOrderMark() throws {
    #expect(try JSON(parsing: " \t\r\n[ 1 ,\t2\r\n]\n ") == [1, 2])
    #expect(try JSON(parsing: "\u{FEFF}{\"a\": true}") == ["a": true])
    #expect(try JSON(parsing: [0xEF, 0xBB, 0xBF, 0x31]) == 1)
  }

  @Test(arguments: ["null", "true", "false", "0", "-1.5e3", "\"s\"", "[]", "{}"])
  func acceptsAnyValueAtTopLevel(_ text: String) throws {
    #expect(try JSON(parsing: text).formatted() == text)
  }

  @Test func parsesALargeMixedDocument() throws {
    let text =
      #"{"users": [{"id": 1, "name": "Ada", "tags": ["x", "y"], "score": 9.5, "admin": true, "manager": null}]}"#
    let json = try JSON(parsing: text)
    #expect(
      json == ["users": [["id": 1, "name": "Ada", "tags": ["x", "y"], "score": 9.5, "admin": true, "manager": nil]]])
  }
}
