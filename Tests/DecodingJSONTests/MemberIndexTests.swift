import DecodingTestSupport
import Testing

@testable import DecodingJSON

/// Lookups in a large object cost about one probe each, in any order and for any keys,
/// counted rather than timed.
@Suite struct MemberIndexTests {
  static func object(_ keys: [String]) throws -> (JSONObject, JSONDocument, JSONSlot) {
    let text = "{" + keys.enumerated().map { "\"\($1)\":\($0)" }.joined(separator: ",") + "}"
    guard case .object(let object) = try JSON(parsing: text), case .indexed(let document, let slot) = object.storage
    else { throw JSONSyntaxError(offset: 0, line: 1, column: 1, message: "not indexed") }
    return (object, document, slot)
  }

  @Test(arguments: [2_000, 20_000])
  func lookupsInRandomOrderProbeAboutOncePerKey(count: Int) throws {
    // Keys that share length and first and last eight bytes, so that nothing but a hash of
    // the whole key tells them apart.
    let keys = RepeatedKeysTests.collidingKeys(count)
    let (object, document, slot) = try Self.object(keys)
    var generator = SplitMix64(seed: UInt64(count))
    let positions = (0..<1_000).map { _ in Int.random(in: 0..<count, using: &generator) }
    let wanted = positions.map { keys[$0] }
    #expect(positions.allSatisfy { object[keys[$0]] == JSON.number(JSONNumber($0)) })
    #expect(document.hasMemberIndex(of: slot))

    let index = try #require(document.memberIndex(of: slot, count: count))
    var probes = 0
    for var key in wanted + ["missing", "AAAAAAAA00000000ZZZZZZZY"] {
      _ = key.withUTF8 { index.member($0, in: document, probes: &probes) }
    }
    #expect(probes <= 4 * (wanted.count + 2))
  }

  /// A small object is scanned, never indexed; a large one read in document order is
  /// answered by the hints and needs no index either.
  @Test func smallObjectsAndInOrderReadsBuildNoIndex() throws {
    let keys = (0..<(JSONDocument.indexedFrom - 1)).map { "key\($0)" }
    let (small, smallDocument, _) = try Self.object(keys)
    #expect(small["key100"] == 100 && small["key3"] == 3 && small["nope"] == nil)
    #expect(!smallDocument.hasMemberIndex(of: smallDocument.root))

    let many = (0..<1_000).map { "key\($0)" }
    let (large, largeDocument, _) = try Self.object(many)
    for (position, key) in many.enumerated() { #expect(large[key] == JSON.number(JSONNumber(position))) }
    #expect(!largeDocument.hasMemberIndex(of: largeDocument.root))
  }

  /// The scan and the index both find escaped keys by their code points, leave out
  /// shadowed members, and tell canonically equivalent keys apart.
  @Test func theScanAndTheIndexCompareCodePoints() throws {
    var keys = (0..<300).map { "k\($0)" }
    keys += [#"\u00e9"#, "e\u{301}", "K", "\u{212A}", "k5"]
    let (object, document, slot) = try Self.object(keys)
    func expectMembers() {
      #expect(object["zzz"] == nil)
      #expect(object["\u{E9}"] == 300)
      #expect(object["e\u{301}"] == 301)
      #expect(object["K"] == 302)
      #expect(object["\u{212A}"] == 303)
      #expect(object["k5"] == 304)
      #expect(object.count == 304)
    }
    // Two lookups are scans: far fewer members than the index would cost.
    #expect(object["e\u{301}"] == 301)
    #expect(object["\u{212A}"] == 303)
    #expect(!document.hasMemberIndex(of: slot))
    for _ in 0...JSONDocument.scansBeforeIndex { #expect(object["missing"] == nil) }
    #expect(document.hasMemberIndex(of: slot))
    expectMembers()
  }

  /// A large object that misses its hints now and then is scanned, not indexed: the index
  /// is built once the scans have cost about what it does.
  @Test func aFewMissesBuildNoIndex() throws {
    let keys = (0..<500).map { "key\($0)" }
    let (object, document, slot) = try Self.object(keys)
    #expect(object["key400"] == 400 && object["key3"] == 3 && object["key450"] == 450)
    #expect(!document.hasMemberIndex(of: slot))
    for _ in 0..<(2 * JSONDocument.scansBeforeIndex) { _ = object["nope"] }
    #expect(document.hasMemberIndex(of: slot))
    #expect(object["key3"] == 3 && object["nope"] == nil)
  }
}
