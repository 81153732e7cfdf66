import Decoding
import DecodingTestSupport
import Foundation
import Testing

@testable import DecodingJSON

/// Every way into the parser gives the same value and the same error, located
/// relative to the start of what was passed.
@Suite struct JSONParsingEntryPointTests {
  static let text = #"{"id": 7, "name": "Zoë", "tags": ["a", "b"], "ratio": 0.25, "ok": true, "none": null}"#
  static let expected: JSON = ["id": 7, "name": "Zoë", "tags": ["a", "b"], "ratio": 0.25, "ok": true, "none": nil]
  static let invalid = "{\"id\": 7,\n \"name\" \"Zoë\"}"
  static let invalidMessage = "line 2, column 9: expected ':' after object key, found '\"'"

  @Test func parsesData() throws {
    #expect(try JSON(parsing: Data(Self.text.utf8)) == Self.expected)
    #expect(throws: JSONSyntaxError.self) { try JSON(parsing: Data(Self.invalid.utf8)) }
    #expect(Self.message { try JSON(parsing: Data(Self.invalid.utf8)) } == Self.invalidMessage)
  }

  @Test func parsesASliceOfDataRelativeToItsStart() throws {
    let padded = Data(("xxxx" + Self.text + "yy").utf8)
    let slice = padded.dropFirst(4).dropLast(2)
    #expect(slice.startIndex == 4)
    #expect(try JSON(parsing: slice) == Self.expected)
    let invalid = Data(("xxxx" + Self.invalid).utf8).dropFirst(4)
    #expect(Self.message { try JSON(parsing: invalid) } == Self.invalidMessage)
    #expect(Self.offset { try JSON(parsing: invalid) } == 18)
  }

  @Test func parsesStringsAndSubstrings() throws {
    #expect(try JSON(parsing: Self.text) == Self.expected)
    let substring = ("  [" + Self.text + "]  ").dropFirst(3).dropLast(3)
    #expect(try JSON(parsing: substring) == Self.expected)
    #expect(Self.message { try JSON(parsing: Self.invalid) } == Self.invalidMessage)
    #expect(Self.message { try JSON(parsing: Self.invalid[...]) } == Self.invalidMessage)
  }

  @Test func parsesBridgedAndNonNativeStrings() throws {
    let bridged = NSString(string: Self.text) as String
    #expect(try JSON(parsing: bridged) == Self.expected)
    let utf16 = String(decoding: Array(Self.text.utf16), as: UTF16.self)
    #expect(try JSON(parsing: utf16) == Self.expected)
  }

  @Test func parsesByteArraysAndSlices() throws {
    let bytes = Array(Self.text.utf8)
    #expect(try JSON(parsing: bytes) == Self.expected)
    let padded = [0x20, 0x41] + bytes + [0x42]
    #expect(try JSON(parsing: padded[2..<(padded.count - 1)]) == Self.expected)
    #expect(Self.message { try JSON(parsing: Array(Self.invalid.utf8)) } == Self.invalidMessage)
    let invalid = [0x41] + Array(Self.invalid.utf8)
    #expect(Self.message { try JSON(parsing: invalid[1...]) } == Self.invalidMessage)
    #expect(Self.offset { try JSON(parsing: invalid[1...]) } == 18)
  }

  @Test func parsesNonContiguousCollections() throws {
    let bytes = Array(Self.text.utf8)
    #expect(try JSON(parsing: bytes.lazy.map { $0 }) == Self.expected)
    #expect(try JSON(parsing: Self.text.utf8) == Self.expected)
    #expect(try JSON(parsing: repeatElement(UInt8(ascii: "7"), count: 3)) == 777)
    let reversed = Array(Self.invalid.utf8).reversed().reversed()
    #expect(Self.message { try JSON(parsing: reversed) } == Self.invalidMessage)
  }

  @Test func parsesEmptyInputAsAnError() {
    let message = "line 1, column 1: expected a value, found end of input"
    #expect(Self.message { try JSON(parsing: Data()) } == message)
    #expect(Self.message { try JSON(parsing: "") } == message)
    #expect(Self.message { try JSON(parsing: [UInt8]()) } == message)
    #expect(Self.message { try JSON(parsing: [UInt8]().lazy.map { $0 }) } == message)
  }

  static func error(_ parse: () throws -> JSON) -> JSONSyntaxError? {
    do {
      _ = try parse()
      return nil
    } catch {
      return error as? JSONSyntaxError
    }
  }

  static func message(_ parse: () throws -> JSON) -> String? {
    error(parse)?.description
  }

  static func offset(_ parse: () throws -> JSON) -> Int? {
    error(parse)?.offset
  }
}
