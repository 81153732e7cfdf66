import Testing

@testable import DecodingJSON

/// The index a parse builds: one slot per value, children contiguous, and the side tables
/// for what does not fit a slot.
@Suite struct JSONDocumentTests {
  static func document(_ text: String, options: JSONParsingOptions = .default) throws -> JSONDocument {
    guard case .object(let object) = try JSON(parsing: text, options: options),
      case .indexed(let document, _) = object.storage
    else {
      Issue.record("\(text) did not parse into an indexed object")
      throw JSONSyntaxError(offset: 0, line: 1, column: 1, message: "not indexed")
    }
    return document
  }

  @Test func aContainersChildrenAreContiguousSlots() throws {
    let document = try Self.document(#"{"a": [1, "x\n", true], "b": null}"#)
    #expect(document.root.kind == .object)
    #expect(document.count(of: document.root) == 2)
    let first = document.root.firstChild
    #expect(document.string(of: document.slot(at: first)) == "a")
    let array = document.slot(at: first + 1)
    #expect(array.kind == .array && document.count(of: array) == 3)
    #expect(document.slot(at: first + 3).kind == .null)
    let elements = (0..<3).map { document.slot(at: array.firstChild + $0) }
    #expect(elements.map(\.kind) == [.number, .string, .true])
    #expect(elements[1].has(JSONSlot.escapedFlag))
    #expect(document.string(of: elements[1]) == "x\n")
    // Every slot is used: 2 members (4 slots) and 3 elements.
    #expect(document.slotCount == 7)
  }

  /// A document's strings are made without the standard library checking their UTF-8 again,
  /// on the parser's word, and told whether they are ASCII: each must still be the string a
  /// checked construction gives, in its text, its characters and its hash.
  @Test(arguments: [
    (#""short""#, "short"),
    (#""longer than fifteen bytes of ASCII""#, "longer than fifteen bytes of ASCII"),
    (#""é""#, "é"),
    (#""non-ASCII past fifteen bytes: 日本語のテキスト 😀""#, "non-ASCII past fifteen bytes: 日本語のテキスト 😀"),
    (#""escaped ASCII\n\t\"\\\/ past fifteen bytes""#, "escaped ASCII\n\t\"\\/ past fifteen bytes"),
    (#""ASCII escaping non-ASCII: \u00e9\u20ac \ud83d\ude00""#, "ASCII escaping non-ASCII: é€ 😀"),
    (#""\u00e9""#, "é"),
    (#""lone \udc00 surrogate""#, "lone \u{FFFD} surrogate"),
    (#""e\u0301 and é""#, "e\u{301} and é"),
  ])
  func stringsEqualThoseMadeWithTheirUTF8Checked(json: String, expected: String) throws {
    let document = try Self.document(#"{"s": \#(json)}"#, options: JSONParsingOptions(unpairedSurrogates: .replace))
    let text = document.string(of: document.slot(at: document.root.firstChild + 1))
    let checked = String(decoding: Array(expected.utf8), as: UTF8.self)
    #expect(text == checked)
    #expect(Array(text.utf8) == Array(checked.utf8))
    #expect(text.count == checked.count && text.unicodeScalars.count == checked.unicodeScalars.count)
    #expect(text.hashValue == checked.hashValue)
    #expect(text.lowercased() == checked.lowercased())
  }

  @Test func slotsPackTheirFields() {
    let string = JSONSlot.scalar(.string, offset: 123_456, length: 789, flags: JSONSlot.nonASCIIFlag)
    #expect(string.kind == .string && string.offset == 123_456 && string.lengthField == 789)
    #expect(string.has(JSONSlot.nonASCIIFlag) && !string.has(JSONSlot.escapedFlag))
    let long = JSONSlot.scalar(.string, offset: 1, length: 40_000_000, flags: 0)
    #expect(long.lengthField == JSONSlot.longLength)
    let object = JSONSlot.container(.object, firstChild: 4_000_000_000, count: 3, flags: JSONSlot.repeatedKeysFlag)
    #expect(object.kind == .object && object.firstChild == 4_000_000_000 && object.countField == 3)
    #expect(object.has(JSONSlot.repeatedKeysFlag))
    #expect(JSONSlot.container(.array, firstChild: 0, count: 300_000_000, flags: 0).countField == JSONSlot.largeCount)
  }

  /// A string longer than a slot's length field (2^25 - 1 bytes) keeps its length in the
  /// side table, and reads back whole.
  @Test func aStringLongerThanTheLengthFieldIsReadWhole() throws {
    let length = Int(JSONSlot.longLength) + 10
    let text = #"{"long": ""# + String(repeating: "a", count: length - 1) + "é" + #""}"#
    let document = try Self.document(text)
    let slot = document.slot(at: document.root.firstChild + 1)
    #expect(slot.lengthField == JSONSlot.longLength)
    #expect(document.length(of: slot) == length + 1)
    guard case .string(let read) = document.value(of: slot) else {
      Issue.record("not a string")
      return
    }
    #expect(read.utf8.count == length + 1 && read.hasSuffix("aé"))
  }

  @Test func onlyUnescapedASCIIKeysOfTheSameLengthCompareByBytes() {
    let plain = JSONSlot.scalar(.string, offset: 10, length: 3, flags: 0)
    #expect(plain.isPlainKey(ofLength: 3))
    #expect(!plain.isPlainKey(ofLength: 2) && !plain.isPlainKey(ofLength: 4))
    for flag in [JSONSlot.escapedFlag, JSONSlot.nonASCIIFlag, JSONSlot.shadowedFlag] {
      #expect(!JSONSlot.scalar(.string, offset: 10, length: 3, flags: flag).isPlainKey(ofLength: 3))
    }
    // A length too long for the field is in the side table, not in the slot.
    let long = JSONSlot.scalar(.string, offset: 10, length: 40_000_000, flags: 0)
    #expect(!long.isPlainKey(ofLength: 40_000_000))
  }

  @Test func objectsWithRepeatedKeysCountTheirDistinctKeys() throws {
    let document = try Self.document(#"{"a": 1, "b": 2, "a": 3, "b": 4, "c": 5}"#)
    #expect(document.count(of: document.root) == 5)
    #expect(document.root.has(JSONSlot.repeatedKeysFlag))
    #expect(document.distinctKeyCount(of: document.root) == 3)
  }

  @Test func lookupHintsOnlyChooseWhereAScanStarts() {
    let storage = UnsafeMutablePointer<UInt64>.allocate(capacity: LookupHints.entryCount)
    defer { storage.deallocate() }
    let hints = LookupHints(storage: UnsafeMutableRawPointer(storage))
    #expect(hints.start(for: 42, count: 10) == 0)
    hints.remember(3, for: 42)
    #expect(hints.start(for: 42, count: 10) == 4)
    // Another object sharing the entry replaces the hint; a hint past the end is ignored.
    hints.remember(9, for: 50)
    #expect(hints.start(for: 42, count: 10) == 0)
    #expect(hints.start(for: 50, count: 10) == 0)
    #expect(hints.start(for: 50, count: 11) == 10)
  }

  @Test func lookupMissesRememberWhereAMissFoundItsKey() {
    let misses = LookupMisses(count: 16)
    let signature = LookupMisses.signature(length: 2, head: 0x6469, tail: 0, count: 20, start: 4)
    #expect(misses.member(forMiss: signature) == nil)
    misses.remember(1, forMiss: signature)
    #expect(misses.member(forMiss: signature) == 1)
    // The same key missing at another start, or in an object of another size, is another miss.
    #expect(
      misses.member(forMiss: LookupMisses.signature(length: 2, head: 0x6469, tail: 0, count: 20, start: 5)) == nil)
    #expect(
      misses.member(forMiss: LookupMisses.signature(length: 2, head: 0x6469, tail: 0, count: 21, start: 4)) == nil)
    // Members past what an entry holds are not remembered.
    misses.remember(70_000, forMiss: signature)
    #expect(misses.member(forMiss: signature) == 1)
    misses.remember(0xFFFF, forMiss: signature)
    #expect(misses.member(forMiss: signature) == 1)
  }

  /// The table's index masks a signature's low bits, so its size is a power of two.
  @Test(arguments: [(0, 1), (1, 1), (2, 2), (3, 4), (16, 16), (17, 32), (4_096, 4_096)])
  func lookupMissesHoldAPowerOfTwo(requested: Int, count: Int) {
    #expect(LookupMisses(count: requested).count == count)
  }

  /// More distinct misses than the shared table holds replace one another, and every lookup
  /// is right either way.
  @Test func missesBeyondTheTableAreStillFound() throws {
    let objects = (0..<300).map { object in
      "{" + (0..<20).map { #""k\#(object)_\#($0)": \#($0)"# }.joined(separator: ", ") + "}"
    }
    let json = try JSON(parsing: "[" + objects.joined(separator: ", ") + "]")
    var wrong = 0
    for _ in 0..<2 {
      for object in 0..<300 {
        // Backwards: every lookup misses its hint.
        for member in (0..<20).reversed() where json[object]?["k\(object)_\(member)"]?.intValue != member {
          wrong += 1
        }
      }
    }
    #expect(wrong == 0)
  }

  /// What a miss found in one document is where the next document of the same shape looks
  /// first: a client decoding the same response again and again scans once.
  @Test func aMissInOneDocumentGuidesTheNextOfTheSameShape() throws {
    let shape = { (value: Int) in #"{"guides_a": \#(value), "guides_b": 2, "guides_c": 3, "guides_d": 4}"# }
    let wanted = Array("guides_c".utf8)
    func remembered(in document: JSONDocument) -> Int? {
      wanted.withUnsafeBufferPointer { wanted in
        document.rememberedMember(wanted, among: document.root.firstChild, count: 4, from: 1)
      }
    }
    let second = try Self.document(shape(5))
    // The table is the process's, and tests running alongside may replace the entry between
    // the two reads: it must be found in one of a few tries.
    let guided = try (0..<20).contains { _ in
      let first = try Self.document(shape(1))
      let object = first.value(of: first.root)
      // Read as a model that wants "guides_a" and then "guides_c": the second misses at member 1.
      guard object["guides_a"]?.intValue == 1, object["guides_c"]?.intValue == 3 else { return false }
      return remembered(in: second) == 2
    }
    #expect(guided)
    // Verified, not trusted: the same signature, in an object with another key there, finds nothing.
    let other = try Self.document(#"{"guides_a": 1, "guides_b": 2, "guides_x": 3, "guides_d": 4}"#)
    #expect(remembered(in: other) == nil)
  }

  /// A remembered miss is a guess: in objects of the same size, the member it names may be
  /// another key, or the same key escaped and repeated later; the lookup still finds the
  /// right value.
  @Test func aRememberedMissIsVerified() throws {
    let json = try JSON(
      parsing: #"""
        [{"zz": 0, "x": 1, "id": 2, "y": 3},
         {"zz": 0, "y": 1, "i\u0064": 2, "id": 3},
         {"zz": 0, "y": 1, "id": 2, "q": 3},
         {"zz": 0, "y": 1, "q": 2, "id": 3}]
        """#)
    // In each object "zz" is found first, then "id" misses its hint (member 1) the same way,
    // so each object is first tried at the member where the object before it had "id".
    for (index, expected) in [2, 3, 2, 3].enumerated() {
      #expect(json[index]?["zz"]?.intValue == 0)
      #expect(json[index]?["id"]?.intValue == expected)
    }
  }

  /// Hints and remembered misses are shared by every reader of a document: readers on
  /// several threads, each reading in an order that misses, all get the right values.
  @Test func readersOnSeveralThreadsShareTheHints() async throws {
    let objects = (0..<200).map { index in
      index.isMultiple(of: 2)
        ? #"{"kind": "a", "id": \#(index), "name": "n\#(index)", "tags": [\#(index)]}"#
        : #"{"tags": [\#(index)], "name": "n\#(index)", "kind": "b", "id": \#(index)}"#
    }
    let json = try JSON(parsing: "[" + objects.joined(separator: ",") + "]")
    let readers = 8
    let wrong = await withTaskGroup(of: Int.self) { group in
      for reader in 0..<readers {
        group.addTask {
          var wrong = 0
          for index in 0..<200 {
            let object = json[(index + 25 * reader) % 200]!
            let expected = (index + 25 * reader) % 200
            // Each reader asks for the members in its own order.
            let keys = reader.isMultiple(of: 2) ? ["id", "tags", "name", "kind"] : ["name", "id", "kind", "tags"]
            for key in keys {
              switch key {
              case "id": if object[key]?.intValue != expected { wrong += 1 }
              case "name": if object[key]?.stringValue != "n\(expected)" { wrong += 1 }
              case "tags": if object[key]?[0]?.intValue != expected { wrong += 1 }
              default: if object[key]?.stringValue != (expected.isMultiple(of: 2) ? "a" : "b") { wrong += 1 }
              }
            }
          }
          return wrong
        }
      }
      return await group.reduce(0, +)
    }
    #expect(wrong == 0)
  }
}
