import Dispatch
import Foundation
import Synchronization
import Testing

@testable import DecodingJSON

/// What the parser keeps between parses, and `JSON.releaseCachedMemory()`, which frees it
/// while other threads parse. Keys here are spelled for this suite alone, so that the
/// shapes and misses it checks are its own whatever other suites parse meanwhile. Serialized:
/// one test empties the caches again and again, which would make another's checks race.
@Suite(.serialized) struct JSONCachedMemoryTests {
  /// Whether the process remembers the object with `keys` as free of repeats, asked as a parse does.
  static func knowsShape(_ keys: [String]) -> Bool {
    let object = KnownShapesTests.object(keys)
    let table = KnownShapes.enterShared()
    defer { KnownShapes.leave(table) }
    return KnownShapesTests.knows(object, in: table)
  }

  /// Parses `text` until the process remembers the shape of `keys`, at most five times: met
  /// twice, a shape is remembered, unless another suite's parse put its own first sighting
  /// in the entries of the pair in between (a later parse then remembers it). Parses count
  /// only once the last emptying is done: while another suite's long parse holds it
  /// pending, parses do without the table.
  static func parseUntilKnown(_ text: String, keys: [String]) throws -> Bool {
    try #require(waitForEmptying())
    for _ in 0..<5 {
      _ = try JSON(parsing: text)
      if knowsShape(keys) { return true }
      try #require(waitForEmptying())
    }
    return false
  }

  /// Waits until no emptying of the shared table is pending; false if one still is after
  /// ten minutes, which no parse of the suites takes.
  static func waitForEmptying() -> Bool {
    var waited = 0
    while KnownShapes.isEmptyingShared && waited < 600_000 {
      usleep(1_000)
      waited += 1
    }
    return !KnownShapes.isEmptyingShared
  }

  @Test func releaseForgetsShapesAndMisses() throws {
    let keys = ["cachedMemoryAlpha", "cachedMemoryBeta", "cachedMemoryGamma"]
    let text = "{" + keys.enumerated().map { #""\#($1)": \#($0)"# }.joined(separator: ",") + "}"
    // A full budget: the suites before this one may have spent the shared table's, and then
    // no new shape is remembered until the memory is released.
    JSON.releaseCachedMemory()
    // Met twice, the shape is remembered.
    #expect(try Self.parseUntilKnown(text, keys: keys))
    let json = try JSON(parsing: text)
    // Looked up last first: the scan from the start finds it, and the process remembers where.
    #expect(json["cachedMemoryGamma"] == 2)
    guard case .object(let object) = json, case .indexed(let document, let slot) = object.storage else {
      Issue.record("the object is not indexed")
      return
    }
    let wanted = Array("cachedMemoryGamma".utf8)
    func remembered() -> Int? {
      wanted.withUnsafeBufferPointer { document.rememberedMember($0, among: slot.firstChild, count: 3, from: 0) }
    }
    #expect(remembered() == 2)

    JSON.releaseCachedMemory()
    #expect(!Self.knowsShape(keys))
    #expect(remembered() == nil)
    // The document read before still reads the same.
    #expect(json["cachedMemoryBeta"] == 1 && json["cachedMemoryGamma"] == 2)
    // And the next parses learn the shape again.
    #expect(try Self.parseUntilKnown(text, keys: keys))
  }

  /// A release while a parse runs waits for it: parses that start meanwhile do without the
  /// table, and the table is emptied, and learns again, once that parse finishes.
  @Test func aReleaseWaitsForTheParseUsingTheTable() throws {
    let keys = ["cachedWaitAlpha", "cachedWaitBeta"]
    let text = #"{"cachedWaitAlpha": 1, "cachedWaitBeta": 2}"#
    #expect(try Self.parseUntilKnown(text, keys: keys))
    // A parse in progress, as a long one on another thread would be.
    let running = KnownShapes.enterShared()
    JSON.releaseCachedMemory()
    #expect(KnownShapes.isEmptyingShared)
    #expect(!Self.knowsShape(keys))
    for _ in 0..<3 { _ = try JSON(parsing: text) }
    #expect(!Self.knowsShape(keys))
    // Emptied as the last parse using the table leaves: this one, or another suite's.
    KnownShapes.leave(running)
    #expect(Self.waitForEmptying())
    #expect(!Self.knowsShape(keys))
    #expect(try Self.parseUntilKnown(text, keys: keys))
  }

  @Test func anEmptiedRecyclerHoldsNothing() throws {
    let blocks = RecycledBlocks()
    blocks.give(try #require(malloc(100_000)), bytes: 100_000)
    #expect(blocks.keptBytes == 100_000)
    blocks.empty()
    #expect(blocks.keptBytes == 0)
    #expect(blocks.take(atLeast: 1, atMost: .max) == nil)
  }

  /// An emptied table has freed its shapes and has its whole budget again: one that had
  /// spent it remembers again.
  @Test func anEmptiedTableRemembersAgain() {
    let first = KnownShapesTests.object(["a", "b"])
    let second = KnownShapesTests.object(["c", "d"])
    // Room for one shape of two one-byte keys (8 + 16 + 2 + 8 bytes), not two.
    let table = KnownShapes(count: 64, byteBudget: 40)
    defer { table.deallocate() }
    #expect(KnownShapesTests.knows(first, in: table, remember: true))
    #expect(!KnownShapesTests.knows(second, in: table, remember: true))
    #expect(table.remembered.shapes == 1)
    table.empty()
    #expect(table.remembered.shapes == 0 && table.remembered.bytes == 0)
    #expect(!KnownShapesTests.knows(first, in: table))
    #expect(KnownShapesTests.knows(second, in: table, remember: true))
  }

  /// Documents of one shape and of many, small and large (kept blocks), some with repeated
  /// keys, parsed and read on several threads while another empties the caches again and
  /// again: every value read is the document's, every repeat is found. Run it under the
  /// thread sanitizer: `swift test --sanitize=thread --filter JSONCachedMemoryTests`.
  @Test func threadsParseWhileTheCachesAreEmptied() throws {
    let workers = 6
    let rounds = 60
    let failures = Failures()
    @Sendable func fail(_ message: String) { failures.add(message) }

    let large =
      "["
      + (0..<2_500).map { #"{"cachedId": \#($0), "cachedName": "item \#($0)", "cachedOk": true}"# }
      .joined(separator: ",") + "]"
    DispatchQueue.concurrentPerform(iterations: workers + 1) { worker in
      if worker == workers {
        for _ in 0..<rounds * 2 { JSON.releaseCachedMemory() }
        return
      }
      for round in 0..<rounds {
        do {
          // One shape on every thread.
          let same = try JSON(parsing: #"{"cachedKind": "same", "cachedRound": \#(round), "cachedTags": ["x", "y"]}"#)
          if same["cachedRound"] != .number(JSONNumber(round)) || same["cachedKind"] != "same" {
            fail("same shape, round \(round): \(same)")
          }
          // A shape of this thread and round only, read in another order than written.
          let keys = (0..<(3 + round % 5)).map { "cached\(worker)x\(round)k\($0)" }
          let text = "{" + keys.enumerated().map { #""\#($1)": \#($0)"# }.joined(separator: ",") + "}"
          let own = try JSON(parsing: text)
          for (index, key) in keys.enumerated().reversed() where own[key] != .number(JSONNumber(index)) {
            fail("\(key) in \(text): \(String(describing: own[key]))")
          }
          // A repeat, in a shape other threads have seen free of repeats.
          let repeated = #"{"cachedKind": 1, "cachedRound": 2, "cachedKind": 3}"#
          if try JSON(parsing: repeated)["cachedKind"] != 3 { fail("the last value of a repeated key is not kept") }
          do {
            _ = try JSON(parsing: repeated, options: JSONParsingOptions(duplicateKeys: .reject))
            fail("a repeated key went unnoticed")
          } catch {}
          if round % 10 == worker % 10 {
            guard case .array(let items) = try JSON(parsing: large), items.count == 2_500,
              items[1_234]["cachedName"] == "item 1234"
            else {
              fail("the large document read wrong")
              continue
            }
          }
        } catch {
          fail("round \(round) of worker \(worker): \(error)")
        }
      }
    }
    #expect(failures.all == [])
  }

  /// What the threads of a test found wrong.
  final class Failures: Sendable {
    private let list = Mutex<[String]>([])
    func add(_ message: String) { list.withLock { $0.append(message) } }
    var all: [String] { list.withLock { $0 } }
  }
}
