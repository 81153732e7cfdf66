import Testing

@testable import DecodingJSON

/// A shape remembered across documents stands for exactly its keys: an object is known by
/// them byte for byte and in order, never by a near miss, so no repeat goes unnoticed.
@Suite struct KnownShapesTests {
  /// An object with `keys` laid out as `{"k":0,…}`, then `padding` spaces: its bytes and its
  /// members, key slot and value slot each.
  static func object(_ keys: [String], escaped: Bool = false, padding: Int = 0) -> (
    bytes: [UInt8], members: [JSONSlot]
  ) {
    var text: [UInt8] = Array("{".utf8)
    var members: [JSONSlot] = []
    for key in keys {
      text += Array("\"".utf8)
      let flags = escaped ? JSONSlot.escapedFlag : 0
      members.append(.scalar(.string, offset: text.count, length: key.utf8.count, flags: flags))
      members.append(.literal(.null))
      text += Array("\(key)\":0,".utf8)
    }
    text.removeLast()
    text += Array("}".utf8) + Array(repeating: UInt8(ascii: " "), count: padding)
    return (text, members)
  }

  /// Whether `table` knows the object, and, when `remember` is set, remembers it first, as a
  /// process that meets the object twice does (the first time leaves only a mark).
  static func knows(
    _ object: (bytes: [UInt8], members: [JSONSlot]), in table: KnownShapes, remember: Bool = false
  ) -> Bool {
    var members = object.members
    let count = members.count / 2
    return object.bytes.withUnsafeBufferPointer { bytes in
      members.withUnsafeMutableBufferPointer { slots in
        let base = slots.baseAddress!
        let pair = table.entry(for: base, count: count, in: bytes)
        if remember {
          table.remember(base, count: count, in: bytes, pair: pair)
          table.remember(base, count: count, in: bytes, pair: pair)
        }
        return table.contains(base, count: count, in: bytes, pair: pair)
      }
    }
  }

  static let keys = ["id", "name", "screen_name", "a_rather_longer_key_than_a_word", "x"]

  @Test func aRememberedShapeIsKnownByItsKeysWhereverTheyAre() {
    let table = KnownShapes(count: 64, byteBudget: 1 << 16)
    defer { table.deallocate() }
    #expect(!Self.knows(Self.object(Self.keys), in: table))
    #expect(Self.knows(Self.object(Self.keys), in: table, remember: true))
    // The same keys at other offsets, and at the very end of the input (read byte by byte).
    let shifted = Self.object(Self.keys)
    #expect(Self.knows((Array("   ".utf8) + shifted.bytes, shifted.members.map(Self.shifted)), in: table))
    #expect(Self.knows(Self.object(Self.keys, padding: 0), in: table))
    #expect(Self.knows(Self.object(Self.keys, padding: 20), in: table))
  }

  @Test(arguments: [
    ["id", "name", "screen_name", "a_rather_longer_key_than_a_word", "y"],
    ["id", "name", "screen_name", "a_rather_longer_key_than_a_wore", "x"],
    ["id", "name", "screen_nam", "a_rather_longer_key_than_a_word", "x"],
    ["name", "id", "screen_name", "a_rather_longer_key_than_a_word", "x"],
    ["id", "name", "screen_name", "a_rather_longer_key_than_a_word"],
    ["id", "name", "screen_name", "a_rather_longer_key_than_a_word", "x", "x"],
    ["id", "id", "screen_name", "a_rather_longer_key_than_a_word", "x"],
  ])
  func anyOtherKeysAreNotKnown(keys: [String]) {
    let table = KnownShapes(count: 64, byteBudget: 1 << 16)
    defer { table.deallocate() }
    #expect(Self.knows(Self.object(Self.keys), in: table, remember: true))
    #expect(!Self.knows(Self.object(keys), in: table))
    #expect(!Self.knows(Self.object(keys, padding: 20), in: table))
  }

  @Test func keysThatAreNotPlainAreNeitherRememberedNorKnown() {
    let table = KnownShapes(count: 64, byteBudget: 1 << 16)
    defer { table.deallocate() }
    #expect(!Self.knows(Self.object(Self.keys, escaped: true), in: table, remember: true))
    #expect(Self.knows(Self.object(Self.keys), in: table, remember: true))
    #expect(!Self.knows(Self.object(Self.keys, escaped: true), in: table))
  }

  @Test func widthAndBudgetBoundWhatIsRemembered() {
    let wide = Self.object((0...KnownShapes.maximumMembers).map { "key\($0)" })
    let table = KnownShapes(count: 64, byteBudget: 1 << 16)
    defer { table.deallocate() }
    #expect(!Self.knows(wide, in: table, remember: true))
    #expect(Self.knows(Self.object((0..<KnownShapes.maximumMembers).map { "key\($0)" }), in: table, remember: true))

    // Room for one shape of these keys (8 + 8 × 5 + 49 + 8 = 105 bytes), not two.
    let small = KnownShapes(count: 64, byteBudget: 150)
    defer { small.deallocate() }
    #expect(Self.knows(Self.object(Self.keys), in: small, remember: true))
    #expect(!Self.knows(Self.object(Self.keys.reversed()), in: small, remember: true))
    #expect(!Self.knows(Self.object(Self.keys), in: KnownShapes.disabled, remember: true))
  }

  /// A shape met once leaves a mark and takes no memory; met again, it is remembered. A mark
  /// makes way for a newer one, never for nothing, and a shape stays.
  @Test func aShapeIsRememberedTheSecondTimeItIsMet() {
    let table = KnownShapes(count: 2, byteBudget: 1 << 16)
    defer { table.deallocate() }
    let shapes = [["a", "b"], ["b", "a"], ["c", "d"]].map { Self.object($0) }
    func meet(_ object: (bytes: [UInt8], members: [JSONSlot])) -> Bool {
      var members = object.members
      return object.bytes.withUnsafeBufferPointer { bytes in
        members.withUnsafeMutableBufferPointer { slots in
          let count = slots.count / 2
          let pair = table.entry(for: slots.baseAddress!, count: count, in: bytes)
          table.remember(slots.baseAddress!, count: count, in: bytes, pair: pair)
          return table.contains(slots.baseAddress!, count: count, in: bytes, pair: pair)
        }
      }
    }
    #expect(!meet(shapes[0]))
    #expect(table.remembered == (0, 0))
    #expect(meet(shapes[0]))
    #expect(table.remembered.shapes == 1)
    // Two first sightings in the one free entry: the second replaces the first's mark.
    #expect(!meet(shapes[1]) && !meet(shapes[2]))
    #expect(!meet(shapes[1]))
    #expect(meet(shapes[1]) && Self.knows(shapes[0], in: table))
    #expect(table.remembered.shapes == 2)
  }

  /// Two shapes that share a pair, met in turn as the objects of alternating responses are,
  /// both leave a mark and both are remembered: neither wipes out the other's mark.
  @Test func twoShapesMetInTurnAreBothRemembered() {
    let table = KnownShapes(count: 2, byteBudget: 1 << 16)
    defer { table.deallocate() }
    let first = Self.object(["a", "b"])
    let second = Self.object(["b", "a"])
    for _ in 0..<2 {
      var members = first.members
      var others = second.members
      first.bytes.withUnsafeBufferPointer { bytes in
        members.withUnsafeMutableBufferPointer { slots in
          table.remember(
            slots.baseAddress!, count: 2, in: bytes, pair: table.entry(for: slots.baseAddress!, count: 2, in: bytes))
        }
      }
      second.bytes.withUnsafeBufferPointer { bytes in
        others.withUnsafeMutableBufferPointer { slots in
          table.remember(
            slots.baseAddress!, count: 2, in: bytes, pair: table.entry(for: slots.baseAddress!, count: 2, in: bytes))
        }
      }
    }
    #expect(Self.knows(first, in: table) && Self.knows(second, in: table))
  }

  @Test func eachEntryPairHoldsTwoShapesAndKeepsThem() {
    // One pair of entries: every shape has it.
    let table = KnownShapes(count: 2, byteBudget: 1 << 16)
    defer { table.deallocate() }
    let shapes = [["a", "b"], ["b", "a"], ["c", "d"]].map { Self.object($0) }
    #expect(Self.knows(shapes[0], in: table, remember: true))
    #expect(Self.knows(shapes[1], in: table, remember: true))
    // Both entries are taken: the third is not remembered, and the first two stay.
    #expect(!Self.knows(shapes[2], in: table, remember: true))
    #expect(Self.knows(shapes[0], in: table) && Self.knows(shapes[1], in: table))
  }

  /// One checker, as one document has, meets a known shape again and again, past the point
  /// where it starts remembering shapes of its own, with repeats in between: every repeat is
  /// found, before and after that point.
  @Test func aDocumentOfManyKnownObjectsStillFindsItsRepeats() throws {
    let table = KnownShapes(count: 64, byteBudget: 1 << 16)
    defer { table.deallocate() }
    var checker = RepeatedKeys(inputLength: 100_000, knownShapes: table)
    func mark(_ object: (bytes: [UInt8], members: [JSONSlot])) throws -> (shadowed: Int, members: [JSONSlot]) {
      var members = object.members
      let shadowed = try object.bytes.withUnsafeBufferPointer { (bytes) throws(RepeatedKeys.Repeated) -> Int in
        try members.withUnsafeMutableBufferPointer { (slots) throws(RepeatedKeys.Repeated) -> Int in
          try checker.mark(members: slots.baseAddress!, count: slots.count / 2, in: bytes, reject: false)
        }
      }
      return (shadowed, members)
    }
    let plain = Self.object(["id", "name", "lang"])
    let repeated = Self.object(["id", "name", "id"])
    // Known from earlier documents (a document meets a shape of its own once: its later
    // objects match its own sets).
    #expect(Self.knows(plain, in: table, remember: true))
    for round in 0..<2 * RepeatedKeys.objectsBeforeOwnShapes {
      #expect(try mark(plain).shadowed == 0, "round \(round)")
      #expect(Self.knows(plain, in: table), "round \(round)")
      let (shadowed, members) = try mark(repeated)
      #expect(shadowed == 1 && members[4].has(JSONSlot.shadowedFlag), "round \(round)")
    }
  }

  /// Through the parser and the shared table, from several threads at once: the repeats of
  /// objects that share a known shape's count, first and last keys and key lengths are all
  /// found.
  @Test func repeatsAreFoundInDocumentsOfKnownShapes() async throws {
    let plain = #"{"id":1,"name":"a","nick":"b","lang":"en"}"#
    let repeated = #"{"id":1,"name":"a","name":"c","lang":"en"}"#
    let outcomes = await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<4 {
        group.addTask {
          (0..<200).allSatisfy { _ in
            guard let known = try? JSON(parsing: plain), let shadowed = try? JSON(parsing: repeated) else {
              return false
            }
            let rejected = (try? JSON(parsing: repeated, options: JSONParsingOptions(duplicateKeys: .reject))) == nil
            return known["nick"] == "b" && shadowed["name"] == "c" && shadowed.objectValue?.count == 3
              && rejected
          }
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(outcomes == [true, true, true, true])
  }

  /// A key slot moved three bytes on, as in an input with three more bytes before it.
  static func shifted(_ slot: JSONSlot) -> JSONSlot {
    guard slot.kind == .string else { return slot }
    return .scalar(.string, offset: slot.offset + 3, length: Int(slot.lengthField), flags: 0)
  }
}
