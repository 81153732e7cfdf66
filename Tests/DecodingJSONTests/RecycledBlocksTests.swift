import Foundation
import Synchronization
import Testing

@testable import DecodingJSON

/// The one large block a finished document gives back for the next parse.
@Suite struct RecycledBlocksTests {
  static let size = 100_000

  @Test func theBlockGivenBackIsTheNextTakenOnce() throws {
    let blocks = RecycledBlocks()
    #expect(blocks.take(atLeast: 80_000, atMost: 200_000) == nil)
    let block = try #require(malloc(Self.size))
    blocks.give(block, bytes: Self.size)
    let taken = try #require(blocks.take(atLeast: 80_000, atMost: 200_000))
    #expect(taken.block == block && taken.bytes == Self.size)
    #expect(blocks.take(atLeast: 80_000, atMost: 200_000) == nil)
    free(taken.block)
  }

  /// A block larger than the taker wants stays for a larger document; a smaller one is
  /// freed, and the taker allocates its own.
  @Test func aBlockTooLargeStaysAndOneTooSmallGoes() throws {
    let blocks = RecycledBlocks()
    let block = try #require(malloc(Self.size))
    blocks.give(block, bytes: Self.size)
    #expect(blocks.take(atLeast: 10_000, atMost: 70_000) == nil)
    let stayed = try #require(blocks.take(atLeast: 50_000, atMost: 200_000))
    #expect(stayed.block == block)
    blocks.give(stayed.block, bytes: stayed.bytes)
    #expect(blocks.take(atLeast: 150_000, atMost: 300_000) == nil)
    #expect(blocks.take(atLeast: 1, atMost: .max) == nil)
  }

  /// Only one block is kept: a second given back while one is kept is freed.
  @Test func keepsOneBlockOnly() throws {
    let blocks = RecycledBlocks()
    let first = try #require(malloc(Self.size))
    let second = try #require(malloc(2 * Self.size))
    blocks.give(first, bytes: Self.size)
    blocks.give(second, bytes: 2 * Self.size)
    let taken = try #require(blocks.take(atLeast: 1, atMost: 4 * Self.size))
    #expect(taken.block == first && taken.bytes == Self.size)
    #expect(blocks.take(atLeast: 1, atMost: 4 * Self.size) == nil)
    free(taken.block)
  }

  /// Blocks small enough for `malloc` to keep by itself, and blocks too large to hold while
  /// idle, are freed at once.
  @Test(arguments: [RecycledBlocks.minimumBytes - 1, RecycledBlocks.maximumBytes + 1])
  func freesBlocksOfOtherSizes(size: Int) throws {
    let blocks = RecycledBlocks()
    blocks.give(try #require(malloc(size)), bytes: size)
    #expect(blocks.take(atLeast: 1, atMost: .max) == nil)
  }

  /// Whether a kept block may fall within the sizes a taker accepts, asked before reading
  /// the shared recyclers: any overlap with the kept sizes.
  @Test(arguments: [
    (minimum: 1_000, maximum: 2_000, may: false),
    (minimum: 1_000, maximum: RecycledBlocks.minimumBytes, may: true),
    (minimum: 3_000_000, maximum: 6_000_000, may: true),
    (minimum: RecycledBlocks.maximumBytes, maximum: .max, may: true),
    (minimum: RecycledBlocks.maximumBytes + 1, maximum: .max, may: false),
  ])
  func mayKeepAnySizeTheKeptSizesOverlap(minimum: Int, maximum: Int, may: Bool) {
    #expect(RecycledBlocks.mayKeep(atLeast: minimum, atMost: maximum) == may)
  }

  /// Documents parsed one after another, in blocks that earlier documents gave back, read
  /// their own values, whether they are larger or smaller than the one before and whether
  /// that one is still alive.
  @Test func documentsInRecycledBlocksKeepTheirOwnValues() throws {
    func text(_ name: String, count: Int) -> String {
      "[" + (0..<count).map { #"{"k": "\#(name)-\#($0)", "n": \#($0)}"# }.joined(separator: ",") + "]"
    }
    for (name, count) in [("a", 20_000), ("b", 20_000), ("c", 5_000), ("d", 60_000), ("e", 20_000)] {
      let json = try JSON(parsing: text(name, count: count))
      #expect(json.arrayValue?.count == count)
      #expect(json[count - 1]?["k"] == .string("\(name)-\(count - 1)"))
      #expect(json[count / 2]?["n"]?.intValue == count / 2)
    }
    let first = try JSON(parsing: text("f", count: 20_000))
    let second = try JSON(parsing: text("g", count: 20_000))
    #expect(first[7]?["k"] == .string("f-7") && second[7]?["k"] == .string("g-7"))
  }

  /// Threads that parse and drop large documents at once hand blocks to one another: every
  /// document still reads its own values.
  @Test func threadsParsingAtOnceKeepTheirOwnValues() {
    let threads = 4
    let rounds = 6
    let mismatches = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for round in 0..<rounds {
        let name = "t\(thread)r\(round)"
        let count = 3_000 + 500 * round
        let text = "[" + (0..<count).map { #"{"k": "\#(name)-\#($0)"}"# }.joined(separator: ",") + "]"
        let json = try? JSON(parsing: text)
        if json?[count - 1]?["k"] != .string("\(name)-\(count - 1)") || json?[0]?["k"] != .string("\(name)-0") {
          mismatches.withLock { $0 += 1 }
        }
      }
    }
    #expect(mismatches.withLock { $0 } == 0)
  }
}
