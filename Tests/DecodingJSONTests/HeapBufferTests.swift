import Foundation
import Synchronization
import Testing

@testable import DecodingJSON

/// The one owner of the library's growable blocks: values survive growth, every value is
/// destroyed exactly once, and the block goes back where it came from.
@Suite struct HeapBufferTests {
  /// A value that counts how many of its kind are alive, to show none leaks or dies twice.
  final class Counted: Sendable {
    static let alive = Atomic<Int>(0)
    let number: Int

    init(_ number: Int) {
      self.number = number
      Self.alive.add(1, ordering: .relaxed)
    }

    deinit { Self.alive.subtract(1, ordering: .relaxed) }
  }

  @Test(arguments: [0, 1, 3, 64])
  func valuesSurviveGrowthInOrder(capacity: Int) {
    var numbers = HeapBuffer<Int>(capacity: capacity)
    for number in 0..<1_000 { numbers.append(number) }
    [1_000, 1_001].withUnsafeBufferPointer { numbers.append(copying: $0.baseAddress!, count: 2) }
    numbers.append(repeating: 7, count: 3)
    #expect(numbers.count == 1_005 && numbers.capacity >= 1_005)
    #expect(Array(numbers.elements) == Array(0...1_001) + [7, 7, 7])
    numbers.removeLast(5)
    #expect(numbers.last == 999 && numbers.count == 1_000)
  }

  /// Values that hold references are moved when the block grows, destroyed when removed,
  /// and those left are destroyed with the buffer: the count of live ones comes back to
  /// where it started. (Other tests make no `Counted`, so the count is this test's own.)
  @Test func everyValueIsDestroyedExactlyOnce() {
    let before = Counted.alive.load(ordering: .relaxed)
    do {
      var values = HeapBuffer<Counted>(capacity: 2)
      for number in 0..<100 { values.append(Counted(number)) }
      #expect(Counted.alive.load(ordering: .relaxed) == before + 100)
      values.removeLast(40)
      #expect(Counted.alive.load(ordering: .relaxed) == before + 60)
      #expect(values[59].number == 59)
      var taken = values.take()
      #expect(values.count == 0 && values.capacity == 0 && taken.count == 60)
      taken.removeAll()
      #expect(Counted.alive.load(ordering: .relaxed) == before)
      taken.append(Counted(1))
    }
    #expect(Counted.alive.load(ordering: .relaxed) == before)
  }

  /// A buffer given a recycler gives its block back there when it goes: the next buffer
  /// that asks for a block of that size is handed the same address.
  @Test func aRecycledBlockGoesBackToItsRecycler() throws {
    let recycler = RecycledBlocks()
    let bytes = RecycledBlocks.minimumBytes
    var address: UnsafeMutableRawPointer?
    do {
      var buffer = HeapBuffer<UInt8>(capacity: bytes)
      buffer.append(repeating: 1, count: bytes)
      address = UnsafeMutableRawPointer(buffer.base)
      buffer.recycle(with: recycler)
    }
    #expect(recycler.keptBytes == bytes)
    let (block, size) = try #require(recycler.take(atLeast: bytes, atMost: bytes))
    #expect(block == address && size == bytes)
    let adopted = HeapBuffer<UInt64>(adopting: block, bytes: size)
    #expect(adopted.count == 0 && adopted.capacity == bytes / 8 && adopted.blockBytes == bytes)
  }

  /// A recycled block that must grow is given back before the values move to a block of
  /// their own, which `free` then takes.
  @Test func growingARecycledBlockGivesItBack() {
    let recycler = RecycledBlocks()
    let bytes = RecycledBlocks.minimumBytes
    var buffer = HeapBuffer<UInt8>(capacity: bytes)
    buffer.recycle(with: recycler)
    buffer.append(repeating: 2, count: bytes)
    buffer.append(3)
    #expect(recycler.keptBytes == bytes)
    #expect(buffer.count == bytes + 1 && buffer.last == 3 && buffer[0] == 2)
  }
}
