import Curry
import Testing

@testable import Decoding

/// The cells behind a curried function (CurriedArguments.swift, and `CurriedChunk` in the
/// generated CurriedShape.swift): what they hold, and that they keep an argument alive only
/// as long as a partial application that needs it.
@Suite struct CurriedArgumentsTests {
  /// An argument whose lifetime a test can watch through a weak reference.
  private final class Token: Sendable {
    let number: Int
    init(_ number: Int) { self.number = number }
  }

  /// Five arguments, the fewest whose partial applications keep them in cells.
  private static func sum(_ a: Token, _ b: Int, _ c: Int, _ d: Int, _ e: Int) -> Int {
    a.number + b + c + d + e
  }

  @Test func aCellHoldsTheCellBeforeItAndItsArgument() {
    let first = CurriedArguments({ (a: Int, b: String) in "\(a)\(b)" }, 1)
    let second = CurriedArguments(first, "b")
    switch second {
    case .cell(.cell(let function, let a), let b):
      #expect(a == 1)
      #expect(b == "b")
      #expect(function(a, b) == "1b")
    }
  }

  @Test func aChunkHoldsItsEightArgumentsInOrder() {
    let chunk = CurriedChunk("function", 1, "b", 3.0, true, 5, "f", 7, [8])
    switch chunk {
    case .cell(let earlier, let a, let b, let c, let d, let e, let f, let g, let h):
      #expect(earlier == "function")
      #expect(a == 1 && b == "b" && c == 3.0 && d == true)
      #expect(e == 5 && f == "f" && g == 7 && h == [8])
    }
  }

  @Test func everyArityFromTheFirstLinkedOnePassesItsArgumentsInOrder() {
    // 5 to 8 arguments are linked cells in `curry`, 9 and more a chunk and then cells.
    #expect(curry { (a: Int, b: Int, c: Int, d: Int, e: Int) in [a, b, c, d, e] }(1)(2)(3)(4)(5) == [1, 2, 3, 4, 5])
    let eight = curry { (a: String, b: Int, c: String, d: Int, e: String, f: Int, g: String, h: Int) in
      "\(a)\(b)\(c)\(d)\(e)\(f)\(g)\(h)"
    }
    #expect(eight("a")(1)("c")(3)("e")(5)("g")(7) == "a1c3e5g7")
  }

  @Test func anArgumentLivesAsLongAsAPartialApplicationThatHoldsIt() {
    weak var watched: Token?
    var partial: ((Int) -> (Int) -> (Int) -> Int)?
    do {
      let token = Token(40)
      watched = token
      partial = curry(Self.sum)(token)(1)
    }
    #expect(watched != nil)
    #expect(partial?(1)(0)(0) == 42)
    partial = nil
    #expect(watched == nil)
  }

  @Test func onePartialApplicationServesEveryLaterOne() {
    let afterTwo = curry(Self.sum)(Token(10))(20)
    let left = afterTwo(1)
    let right = afterTwo(2)
    #expect(left(100)(0) == 131)
    #expect(right(100)(0) == 132)
    #expect(left(0)(1) == 32)
  }
}
