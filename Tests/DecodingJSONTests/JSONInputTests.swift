import Foundation
import Testing

@testable import DecodingJSON

/// A document owns a copy of its input, made once as parsing starts: the caller's value may
/// be mutated or dropped, a memory-mapped file rewritten or cut short, and the document
/// still reads the bytes it was parsed from.
@Suite struct JSONInputTests {
  static let text = #"{"name": "Ada Lovelace", "languages": ["Analytical Engine"], "born": 1815, "note": "é"}"#

  static func expectOriginal(_ json: JSON) {
    #expect(json["name"]?.stringValue == "Ada Lovelace")
    #expect(json["languages"]?[0]?.stringValue == "Analytical Engine")
    #expect(json["born"]?.intValue == 1815)
    #expect(json["note"]?.stringValue == "é")
  }

  /// Every input, long or short, becomes bytes of the document's own.
  @Test(arguments: [text, #"{"a": [1, "b"]}"#, "7", ""])
  func everyInputIsCopied(text: String) throws {
    let data = Data(text.utf8)
    let fromData = JSONInput(data)
    #expect(Array(fromData.bytes) == Array(text.utf8))
    #expect(data.withUnsafeBytes { $0.baseAddress != UnsafeRawPointer(fromData.bytes.baseAddress) })
    let array = Array(text.utf8)
    let fromArray = JSONInput(array)
    #expect(Array(fromArray.bytes) == array)
    #expect(array.withUnsafeBufferPointer { $0.baseAddress != fromArray.bytes.baseAddress })
    let fromText = JSONInput(text)
    #expect(Array(fromText.bytes) == array)
    #expect(fromText.bytes.baseAddress != nil)
  }

  /// The parser's scans read up to sixteen bytes past any offset and stop at a zero byte:
  /// every copy is followed by that many zeros, whatever the caller's bytes after it were.
  @Test(arguments: [text, "[1]", "\"abc", ""])
  func everyCopyIsFollowedByZeros(text: String) {
    let garbage = [UInt8](repeating: 0xFF, count: 64)
    let bytes = Array(text.utf8) + garbage
    func expectPadded(_ input: borrowing JSONInput) {
      let padding = UnsafeBufferPointer(start: input.bytes.baseAddress! + input.bytes.count, count: JSONInput.padding)
      #expect(input.bytes.count == text.utf8.count)
      #expect(padding.allSatisfy { $0 == 0 })
    }
    expectPadded(JSONInput(Data(bytes).prefix(text.utf8.count)))
    expectPadded(JSONInput(bytes[..<text.utf8.count]))
    expectPadded(JSONInput(text))
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

  @Test func aSliceIsReadFromItsOwnStart() throws {
    let padded = Data(("[[[" + Self.text + "]]]").utf8)
    Self.expectOriginal(try JSON(parsing: padded[padded.startIndex + 3..<padded.endIndex - 3]))
    let bytes = Array(padded)
    Self.expectOriginal(try JSON(parsing: bytes[3..<bytes.count - 3]))
    Self.expectOriginal(try JSON(parsing: Self.text.utf8.dropFirst(0)))
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

  /// A `Data` mapped from a file reads the file's pages as they are now. The document read
  /// its copy while parsing, so rewriting the file afterwards changes none of its values,
  /// and cutting the file short (which makes reading the mapped pages crash with SIGBUS)
  /// leaves the document readable.
  @Test func aMemoryMappedFileMayChangeOrShrinkAfterParsing() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("JSONInputTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("mapped.json")
    let padding = String(repeating: " ", count: 64 * 1024)  // more than a page, so it is mapped
    try Data((Self.text + padding).utf8).write(to: file)
    let mapped = try Data(contentsOf: file, options: .alwaysMapped)
    let json = try JSON(parsing: mapped)

    let handle = try FileHandle(forWritingTo: file)
    try handle.write(contentsOf: Data(String(repeating: "x", count: Self.text.utf8.count).utf8))
    try handle.synchronize()
    Self.expectOriginal(json)
    try handle.truncate(atOffset: 0)
    try handle.close()
    Self.expectOriginal(json)
  }
}
