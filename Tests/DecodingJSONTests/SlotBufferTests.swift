import Foundation
import Testing

@testable import DecodingJSON

/// The growable buffer of slots behind the parser's stack and the document's slots.
@Suite struct SlotBufferTests {
  @Test func growsFromAnyCapacityAndCopiesRuns() {
    for capacity in [0, 1, 16, 100] {
      var stack = SlotBuffer(capacity: capacity)
      var children = SlotBuffer(capacity: capacity)
      for value in 0..<1_000 { stack.append(.scalar(.number, offset: value, length: 1, flags: 0)) }
      #expect(stack.count == 1_000 && stack[999].offset == 999)
      let first = children.append(stack, from: 990)
      #expect(first == 0 && children.count == 10 && children[3].offset == 993)
      stack.removeLast(10)
      #expect(stack.count == 990)
      let slots = children.take(trailing: 0)
      #expect(slots.count == 10 && slots[9].offset == 999)
      #expect(children.count == 0)
    }
  }

  /// A finished buffer is cut to its size only when that returns at least
  /// ``SlotBuffer/keptSlack`` bytes; either way its slots are intact.
  @Test(arguments: [(capacity: 100, cut: false), (capacity: 10_000, cut: true)])
  func takeCutsOnlyALargeSlack(capacity: Int, cut: Bool) throws {
    var buffer = SlotBuffer(capacity: capacity)
    for value in 0..<10 { buffer.append(.scalar(.number, offset: value, length: 1, flags: 0)) }
    let slots = buffer.take(trailing: 0)
    #expect(slots.count == 10 && (0..<10).allSatisfy { slots[$0].offset == $0 })
    #expect(slots.blockBytes == (cut ? 10 : capacity) * MemoryLayout<JSONSlot>.stride)
    #if canImport(Glibc)
      let usable = try Self.usableSize(slots.base)
      #expect((usable < capacity * MemoryLayout<JSONSlot>.stride) == cut)
      #expect(usable >= 10 * MemoryLayout<JSONSlot>.stride)
    #endif
  }

  /// Room for the trailing words (a document's lookup hints) is there whether the buffer
  /// was full, had a little room or had much: it grows, stays, or is cut to leave it.
  @Test(arguments: [16, 20, 10_000])
  func takeLeavesRoomForTrailingWords(capacity: Int) throws {
    var buffer = SlotBuffer(capacity: capacity)
    for value in 0..<16 { buffer.append(.scalar(.number, offset: value, length: 1, flags: 0)) }
    let slots = buffer.take(trailing: 8)
    #expect(slots.count == 16 && (0..<16).allSatisfy { slots[$0].offset == $0 })
    #expect(slots.blockBytes >= 24 * MemoryLayout<JSONSlot>.stride)
    // The trailing words are the caller's to write.
    for index in 16..<24 { (slots.base + index).initialize(to: JSONSlot(bits: UInt64(index))) }
    #expect(slots.base[23].bits == 23 && slots[15].offset == 15)
    #if canImport(Glibc)
      #expect(try Self.usableSize(slots.base) >= 24 * MemoryLayout<JSONSlot>.stride)
    #endif
  }

  /// A document's buffer starts in the block a finished document gave back, when that block
  /// holds at least a quarter of the slots wanted and at most twice them, and grows from
  /// there; a block too large stays kept for a larger document, one too small is freed.
  @Test(arguments: [
    (keptBytes: 100_000, wanted: 20_000, reused: true, stillKept: false),
    (keptBytes: 100_000, wanted: 40_000, reused: true, stillKept: false),
    (keptBytes: 100_000, wanted: 60_000, reused: false, stillKept: false),
    (keptBytes: 400_000, wanted: 20_000, reused: false, stillKept: true),
    // Twice the bytes wanted is more than a kept block may be: a block that fits is kept all the same.
    (keptBytes: 3_000_000, wanted: 300_000, reused: true, stillKept: false),
  ])
  func documentBufferStartsInAKeptBlock(keptBytes: Int, wanted: Int, reused: Bool, stillKept: Bool) throws {
    let recycled = RecycledBlocks()
    let block = try #require(malloc(keptBytes))
    recycled.give(block, bytes: keptBytes)
    var buffer = SlotBuffer(documentCapacity: wanted, recycled: recycled)
    // A block freed may come straight back from `malloc`: only a kept one's address tells.
    if reused || stillKept {
      #expect((buffer.pointer(at: 0) == block.assumingMemoryBound(to: JSONSlot.self)) == reused)
    }
    let count = 50_000
    for value in 0..<count { buffer.append(.scalar(.number, offset: value, length: 1, flags: 0)) }
    let slots = buffer.take(trailing: 0)
    #expect(slots.count == count && (0..<count).allSatisfy { slots[$0].offset == $0 })
    let left = recycled.take(atLeast: 1, atMost: .max)
    #expect((left != nil) == stillKept)
    if let left { free(left.block) }
  }

  #if canImport(Glibc)
    /// The bytes `malloc` made usable at `pointer`. Glibc's module map leaves out malloc.h,
    /// so its function is looked up by name.
    static func usableSize(_ pointer: UnsafeMutableRawPointer) throws -> Int {
      typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
      let symbol = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_usable_size"))
      return unsafeBitCast(symbol, to: UsableSize.self)(pointer)
    }
  #endif
}
