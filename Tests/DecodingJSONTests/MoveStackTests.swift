import Decoding
import DecodingTestSupport
import Testing

@testable import DecodingJSON

@Suite struct MoveStackTests {
  final class Tracked {
    nonisolated(unsafe) static var live = 0
    let value: Int
    init(_ value: Int) {
      self.value = value
      Tracked.live += 1
    }
    deinit { Tracked.live -= 1 }
  }

  @Test func movesElementsOutWithoutLeaksAndReleasesTheRestOnDeinit() {
    do {
      var stack = MoveStack<Tracked>(capacity: 2)
      for value in 0..<100 { stack.push(Tracked(value)) }
      #expect(Tracked.live == 100)
      let tail = stack.popArray(from: 90)
      #expect(tail.map(\.value) == Array(90..<100))
      #expect(stack.count == 90)
      let moved = stack.move(at: 89)
      stack.discard(from: 89)
      #expect(moved.value == 89)
      #expect(Tracked.live == 100)
    }
    #expect(Tracked.live == 0)
  }
}
