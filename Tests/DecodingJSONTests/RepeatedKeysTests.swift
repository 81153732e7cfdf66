import DecodingTestSupport
import Testing

@testable import DecodingJSON

/// The repeated-key check costs time linear in an object's size for any set of keys: its
/// work (key comparisons and table probes) is counted, never timed. Keys that share their
/// fingerprint whatever the seed are played by a checker whose fingerprints all collide.
@Suite struct RepeatedKeysTests {
  /// Keys that share their length and their first and last eight bytes: the fingerprint
  /// that places keys in the table is the same for all of them.
  static func collidingKeys(_ count: Int) -> [String] {
    (0..<count).map { "AAAAAAAA" + eightDigits($0) + "ZZZZZZZZ" }
  }

  /// Keys of the same length that differ in their first bytes.
  static func distinctKeys(_ count: Int) -> [String] {
    (0..<count).map { eightDigits($0) + "AAAAAAAAZZZZZZZZ" }
  }

  /// `number` as eight decimal digits, `%08d`.
  static func eightDigits(_ number: Int) -> String {
    let digits = String(number)
    return String(repeating: "0", count: max(8 - digits.count, 0)) + digits
  }

  /// Marks the members of an object with `keys`, laid out as `{"k":0,…}`, and returns the
  /// check's work, how many members it shadowed and the slots.
  static func mark(
    _ keys: [String], reject: Bool = false, fingerprintsCollide: Bool = false
  ) throws(RepeatedKeys.Repeated) -> (
    work: Int, shadowed: Int, members: [JSONSlot]
  ) {
    var text: [UInt8] = Array("{".utf8)
    var members: [JSONSlot] = []
    for key in keys {
      text += Array("\"".utf8)
      members.append(.scalar(.string, offset: text.count, length: key.utf8.count, flags: 0))
      members.append(.literal(.null))
      text += Array("\(key)\":null,".utf8)
    }
    text += Array("}".utf8)
    var checker = RepeatedKeys(fingerprintsCollide: fingerprintsCollide)
    let shadowed = try text.withUnsafeBufferPointer { (bytes) throws(RepeatedKeys.Repeated) -> Int in
      try members.withUnsafeMutableBufferPointer { (slots) throws(RepeatedKeys.Repeated) -> Int in
        try checker.mark(members: slots.baseAddress!, count: keys.count, in: bytes, reject: reject)
      }
    }
    return (checker.work, shadowed, members)
  }

  @Test(arguments: [1_000, 4_000, 16_000])
  func keysSharingTheirFingerprintCostWorkLinearInTheirNumber(count: Int) throws {
    let colliding = try Self.mark(Self.collidingKeys(count), fingerprintsCollide: true)
    let distinct = try Self.mark(Self.distinctKeys(count))
    // Keys that share their first and last eight bytes, fingerprinted as usual.
    let similar = try Self.mark(Self.collidingKeys(count))
    #expect(colliding.shadowed == 0 && distinct.shadowed == 0 && similar.shadowed == 0)
    // The fingerprint pass gives up after its allowance, then one pass by full hashes.
    #expect(colliding.work <= (RepeatedKeys.probeAllowance + 3) * count + 64)
    #expect(distinct.work <= 3 * count)
    #expect(similar.work <= 3 * count)
  }

  @Test(arguments: [false, true])
  func repeatsAmongCollidingKeysAreStillFound(fingerprintsCollide: Bool) throws {
    let keys = Self.collidingKeys(3_000)
    let repeated = keys + [keys[10], keys[2_999], keys[10]]
    let (_, shadowed, members) = try Self.mark(repeated, fingerprintsCollide: fingerprintsCollide)
    #expect(shadowed == 3)
    // The first appearance takes the last value (the member at 3,002); later ones are hidden.
    #expect(!members[2 * 10].has(JSONSlot.shadowedFlag))
    #expect((3_000..<3_003).allSatisfy { members[2 * $0].has(JSONSlot.shadowedFlag) })
    #expect(throws: RepeatedKeys.Repeated.self) {
      try Self.mark(repeated, reject: true, fingerprintsCollide: fingerprintsCollide)
    }
  }

  /// Objects of every width the pairwise check takes (up to 64 members, by 64 and by 256
  /// bits) and just past it: every repeat is found wherever it falls, with fingerprints as
  /// usual and all alike, and distinct keys are never taken for repeats.
  @Test(arguments: [2, 15, 16, 17, 40, 63, 64, 65])
  func repeatsAreFoundInObjectsOfEveryWidth(width: Int) throws {
    var generator = SplitMix64(seed: UInt64(width))
    for fingerprintsCollide in [false, true] {
      let keys = Self.distinctKeys(width)
      #expect(try Self.mark(keys, fingerprintsCollide: fingerprintsCollide).shadowed == 0)
      for _ in 0..<20 {
        // One key written again in place of another: the width stays the same.
        var repeated = keys
        let original = Int.random(in: 0..<width, using: &generator)
        var copy = Int.random(in: 0..<width - 1, using: &generator)
        if copy >= original { copy += 1 }
        repeated[copy] = keys[original]
        let (_, shadowed, members) = try Self.mark(repeated, fingerprintsCollide: fingerprintsCollide)
        #expect(shadowed == 1, "width \(width), \(original) at \(copy)")
        #expect(members[2 * max(original, copy)].has(JSONSlot.shadowedFlag))
        #expect(!members[2 * min(original, copy)].has(JSONSlot.shadowedFlag))
        #expect(throws: RepeatedKeys.Repeated.self) {
          try Self.mark(repeated, reject: true, fingerprintsCollide: fingerprintsCollide)
        }
      }
    }
  }

  /// Through the parser: the colliding object parses, keeps every key, and rejects a repeat.
  @Test func theParserAcceptsCollidingKeysAndRejectsTheirRepeats() throws {
    let keys = Self.collidingKeys(2_000)
    let text = "{" + keys.enumerated().map { "\"\($1)\":\($0)" }.joined(separator: ",") + "}"
    let parsed = try JSON(parsing: text)
    #expect(parsed.objectValue?.count == 2_000)
    #expect(parsed[keys[1_234]] == 1_234)
    let repeated = String(text.dropLast()) + ",\"\(keys[7])\":-1}"
    #expect(try JSON(parsing: repeated)[keys[7]] == -1)
    #expect {
      try JSON(parsing: repeated, options: JSONParsingOptions(duplicateKeys: .reject))
    } throws: { error in
      (error as? JSONSyntaxError)?.message.hasPrefix("duplicate key \"\(keys[7])\", already at line 1") == true
    }
  }

  /// Escaped and non-ASCII keys repeat when their code points do, not when Swift's `==`
  /// (canonical equivalence) says so.
  @Test(arguments: [
    (#"{"\u00e9": 1, "é": 2}"#, true),
    (#"{"A": 1, "\u0041": 2}"#, true),
    ("{\"\u{E9}\": 1, \"e\u{301}\": 2}", false),
    ("{\"K\": 1, \"\u{212A}\": 2}", false),
    (#"{"K": 1, "\u212A": 2}"#, false),
  ])
  func escapedAndNonASCIIKeysRepeatByCodePoints(text: String, repeats: Bool) throws {
    let rejecting = JSONParsingOptions(duplicateKeys: .reject)
    if repeats {
      #expect(throws: JSONSyntaxError.self) { try JSON(parsing: text, options: rejecting) }
    } else {
      #expect(try JSON(parsing: text, options: rejecting).objectValue?.count == 2)
    }
  }

  /// A small document remembers fewer shapes: one set per 256 bytes, a power of two from 1 to 64.
  @Test(arguments: [(0, 1), (343, 1), (512, 2), (767, 2), (2_923, 8), (9_541, 32), (16_384, 64), (631_514, 64)])
  func shapeSetsGrowWithTheInput(length: Int, sets: Int) {
    #expect(RepeatedKeys.shapeSets(forInputLength: length) == sets)
  }

  /// With one set of shapes, objects of every size share it and push each other out; each
  /// repeat is still found, and an object shaped like a remembered one but for a repeat is not
  /// taken for it.
  @Test func aSmallDocumentStillFindsEveryRepeat() throws {
    let text = #"[{"a":1,"b":2},{"a":1,"b":2,"c":3},{"a":1,"b":2},{"a":1,"a":2},{"a":1,"b":2,"b":3}]"#
    #expect(RepeatedKeys.shapeSets(forInputLength: text.utf8.count) == 1)
    #expect(
      try JSON(parsing: text) == [
        ["a": 1, "b": 2], ["a": 1, "b": 2, "c": 3], ["a": 1, "b": 2], ["a": 2], ["a": 1, "b": 3],
      ])
    #expect {
      try JSON(parsing: text, options: JSONParsingOptions(duplicateKeys: .reject))
    } throws: { error in
      (error as? JSONSyntaxError)?.description
        == #"line 1, column 57: duplicate key "a", already at line 1, column 51"#
    }
  }
  /// A shape holds up to 16 keys in the checker's own block and a wider object's in a buffer
  /// of its own; objects of both widths, alternating in one set and wider than the 64
  /// fingerprints the block holds, are remembered and still have every repeat found.
  @Test func shapesWiderThanTheBlockAreRememberedAndChecked() throws {
    let narrow = (0..<12).map { "key\($0)" }
    let wide = (0..<70).map { "key\($0)" }
    func object(_ keys: [String]) -> String {
      "{" + keys.enumerated().map { "\"\($1)\":\($0)" }.joined(separator: ",") + "}"
    }
    let objects = [narrow, wide, narrow, wide, wide + ["key3"], narrow + ["key0"], wide].map(object)
    let parsed = try JSON(parsing: "[" + objects.joined(separator: ",") + "]")
    let counts = parsed.arrayValue?.map { $0.objectValue?.count ?? -1 }
    #expect(counts == [12, 70, 12, 70, 70, 12, 70])
    #expect(parsed[4]?["key3"] == 70)
    #expect(parsed[5]?["key0"] == 12)
  }
}
