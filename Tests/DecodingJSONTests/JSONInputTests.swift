import Testing

@testable import DecodingJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A document keeps its input alive and reads it in place: the caller's value may be
/// mutated or dropped, and the document still reads the bytes it was parsed from.
@Suite struct JSONInputTests {
  /// A document long enough to be kept in place, not copied.
  static let text = #"{"name": "Ada Lovelace", "languages": ["Analytical Engine"], "born": 1815, "note": "é"}"#

  static func expectOriginal(_ json: JSON) {
    #expect(json["name"]?.stringValue == "Ada Lovelace")
    #expect(json["languages"]?[0]?.stringValue == "Analytical Engine")
    #expect(json["born"]?.intValue == 1815)
    #expect(json["note"]?.stringValue == "é")
  }

  @Test func dataIsReadInPlaceNotCopied() throws {
    let data = Data(Self.text.utf8)
    #expect(data.count >= JSONInput.copiedBelow)
    let input = JSONInput(data)
    let sameBytes = data.withUnsafeBytes { raw in raw.baseAddress == UnsafeRawPointer(input.bytes.baseAddress) }
    #expect(sameBytes)
  }

  @Test func aDocumentOutlivesTheCallersData() throws {
    var data: Data? = Data(Self.text.utf8)
    let json = try JSON(parsing: data!)
    data = nil
    Self.expectOriginal(json)
  }

  @Test func mutatingTheCallersDataLeavesTheDocumentAlone() throws {
    var data = Data(Self.text.utf8)
    let json = try JSON(parsing: data)
    data.withUnsafeMutableBytes { raw in
      for index in raw.indices { raw[index] = UInt8(ascii: "x") }
    }
    data.append(contentsOf: [UInt8](repeating: 0, count: 100_000))
    Self.expectOriginal(json)
  }

  @Test func aSliceOfDataIsReadFromItsOwnStart() throws {
    let padded = Data(("[[[" + Self.text + "]]]").utf8)
    let slice = padded[padded.startIndex + 3..<padded.endIndex - 3]
    Self.expectOriginal(try JSON(parsing: slice))
  }

  @Test func mutatingTheCallersArrayOrStringLeavesTheDocumentAlone() throws {
    var bytes = Array(Self.text.utf8)
    let fromBytes = try JSON(parsing: bytes)
    for index in bytes.indices { bytes[index] = UInt8(ascii: "x") }
    Self.expectOriginal(fromBytes)

    var text = Self.text
    let fromText = try JSON(parsing: text)
    text.removeAll(keepingCapacity: true)
    text += String(repeating: "x", count: Self.text.utf8.count)
    Self.expectOriginal(fromText)
  }

  /// Short inputs may live inside the value itself (a `Data` of up to 14 bytes, a string of
  /// up to 15), so they are copied; the document reads the copy.
  @Test(arguments: [#"{"a": [1, "b"]}"#, "7", #""short""#, "[true]"])
  func shortInputsAreCopied(text: String) throws {
    let original = try JSON(parsing: Array(text.utf8))
    #expect(text.utf8.count < JSONInput.copiedBelow)
    var data: Data? = Data(text.utf8)
    let input = JSONInput(data!)
    let fromData = try JSON(parsing: data!)
    let inPlace = data!.withUnsafeBytes { raw in raw.baseAddress == UnsafeRawPointer(input.bytes.baseAddress) }
    #expect(!inPlace)
    data = nil
    #expect(fromData == original)
    var string: String? = text
    let fromString = try JSON(parsing: string!)
    string = nil
    #expect(fromString == original)
  }
}
