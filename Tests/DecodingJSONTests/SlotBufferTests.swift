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
      let (slots, count) = children.take()
      #expect(count == 10 && slots[9].offset == 999)
      free(slots)
    }
  }
}
