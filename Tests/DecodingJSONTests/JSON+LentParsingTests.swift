import DecodingTestSupport
import Foundation
import Testing

@testable import DecodingJSON

/// A parse of lent bytes (`JSON.withParse(lending:)`, what `CodableDecoder` decodes from)
/// gives exactly what a parse of a padded copy gives, value or error, on every file of
/// JSONTestSuite and on inputs that end in the middle of each kind of token, whatever
/// lies in memory after the lent bytes; and a document that outlives the loan reads a copy.
@Suite struct JSONLentParsingTests {
  /// What follows the lent bytes in their block: bytes that would continue each kind of
  /// token (plain text, digits, spaces, UTF-8, quotes), so that a read past the end changes
  /// the outcome instead of passing unseen.
  static let fillers: [[UInt8]] = [
    Array(repeating: UInt8(ascii: "a"), count: 48), Array(repeating: UInt8(ascii: "7"), count: 48),
    Array(repeating: 0x20, count: 48), Array(String(repeating: "あ", count: 16).utf8),
    Array(repeating: UInt8(ascii: "\""), count: 48), Array(repeating: UInt8(ascii: "}"), count: 48),
  ]

  /// The compact text of what parsing gives, or the error's description.
  static func outcome(_ parse: () throws -> JSON) -> String {
    do { return "accepted \(try parse().formatted())" } catch { return "rejected \(error)" }
  }

  /// The outcome of a parse of `bytes` lent from a block in which `filler` follows them.
  static func lentOutcome(_ bytes: [UInt8], followedBy filler: [UInt8]) -> String {
    let data = Data(bytes + filler).prefix(bytes.count)
    return outcome {
      try JSON.withParse(
        lending: data, options: .default, syntaxError: { $0 },
        // A formatted copy, made while the bytes are lent.
        body: { root in try JSON(parsing: root.formatted()) })
    }
  }

  static func expectSameOutcomes(_ bytes: [UInt8], _ label: String) {
    let padded = outcome { try JSON(parsing: bytes) }
    for filler in fillers {
      let lent = lentOutcome(bytes, followedBy: filler)
      #expect(lent == padded, "\(label), followed by \(filler.prefix(3))")
    }
  }

  static let suiteFiles: [String] =
    ((try? TestSupport.fileNames(in: "JSONTestSuite/test_parsing")) ?? []).filter { $0.hasSuffix(".json") }

  @Test func everySuiteFileIsRun() {
    #expect(Self.suiteFiles.count == 318)
  }

  @Test(arguments: suiteFiles)
  func everySuiteFileGivesWhatACopyGives(_ name: String) throws {
    let bytes = [UInt8](try TestSupport.data("JSONTestSuite/test_parsing/\(name)"))
    Self.expectSameOutcomes(bytes, name)
  }

  /// Documents cut at every byte: each prefix ends inside a token of some kind.
  @Test(arguments: [
    #"{"name": "Ada Lovelace, Countess", "born": 1815, "ratio": -12.5e-3, "ok": true, "none": null}"#,
    #"["\u00e9\ud83d\ude00\n", "あいうえおかきくけこさしすせそ", [false, 123456789012345678901234]]"#,
    "  \n\t [ 1 , 2 ]   \r\n  ", #""plain text that runs on for more than sixteen bytes""#,
    "12345678901234567890.5e+10", "\u{FEFF}{}",
  ])
  func everyPrefixGivesWhatACopyGives(text: String) {
    let bytes = Array(text.utf8)
    for count in 0...bytes.count {
      Self.expectSameOutcomes(Array(bytes[..<count]), "\(text.debugDescription) cut at \(count)")
    }
  }

  /// The value passed to the body reads the lent bytes; a value of it kept past the loan
  /// reads a copy, even after the caller's bytes change.
  @Test func aValueKeptPastTheLoanReadsACopy() throws {
    var data = Data(#"{"name": "Ada", "tags": ["x", "y"], "n": 12345678901234567890}"#.utf8)
    let kept = try JSON.withParse(
      lending: data, options: .default, syntaxError: { $0 },
      body: { root in
        #expect(root["name"]?.stringValue == "Ada")
        return root
      })
    _ = data.withUnsafeMutableBytes { $0.initializeMemory(as: UInt8.self, repeating: UInt8(ascii: "#")) }
    #expect(kept["name"]?.stringValue == "Ada")
    #expect(kept["tags"]?[1]?.stringValue == "y")
    #expect(kept["n"]?.numberValue?.description == "12345678901234567890")
  }

  /// `ownInputIfLent()` copies the bytes once, keeps every slot's meaning, and leaves a
  /// document of a copy as it is.
  @Test func owningTheInputCopiesItOnce() throws {
    let data = Data(#"[1, "two", {"three": 3.5}]"#.utf8)
    try JSON.withParse(
      lending: data, options: .default, syntaxError: { $0 },
      body: { try Self.expectOwningCopiesOnce($0, lentFrom: data) })
    let parsed = try JSON(parsing: data)
    guard case .array(let array) = parsed, case .indexed(let document, _) = array.storage else {
      Issue.record("not an indexed array")
      return
    }
    let isLent = document.input.isLent
    #expect(!isLent)
  }

  /// What ``owningTheInputCopiesItOnce()`` checks of a document of lent bytes.
  static func expectOwningCopiesOnce(_ root: JSON, lentFrom data: Data) throws {
    guard case .array(let array) = root, case .indexed(let document, _) = array.storage else {
      Issue.record("not an indexed array")
      return
    }
    let lentBefore = document.input.isLent
    #expect(lentBefore)
    let lentBytes = document.bytes.baseAddress
    #expect(data.withUnsafeBytes { $0.baseAddress == UnsafeRawPointer(lentBytes) })
    root.ownInputIfLent()
    let lentAfter = document.input.isLent
    #expect(!lentAfter)
    let copy = document.bytes.baseAddress
    #expect(copy != lentBytes)
    root.ownInputIfLent()
    #expect(document.bytes.baseAddress == copy)
    let text = try root.formatted()
    #expect(text == #"[1,"two",{"three":3.5}]"#)
  }

  /// A syntax error is thrown as the caller makes it, and the body is not run.
  @Test(arguments: ["", "[1,", "{\"a\" 1}"])
  func aSyntaxErrorIsThrownAsTheCallerMakesIt(text: String) {
    struct Wrapped: Error { let message: String }
    var ran = false
    #expect {
      _ = try JSON.withParse(
        lending: Data(text.utf8), options: .default, syntaxError: { Wrapped(message: "\($0)") },
        body: { _ in ran = true })
    } throws: { error in
      (error as? Wrapped)?.message == Self.outcome { try JSON(parsing: text) }.dropFirst("rejected ".count).description
    }
    #expect(!ran)
  }
}
