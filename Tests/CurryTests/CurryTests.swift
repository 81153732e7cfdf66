import Curry
import Testing

/// Records the arguments it was called with, in order, so a test can see that each one
/// arrived in its own position.
private func record(_ arguments: Any...) -> [String] {
  arguments.map { "\($0)" }
}

private struct Point: Equatable {
  let x: Int
  let y: Int
}

@Test func curriesOneArgument() {
  let negate = curry { (value: Int) in -value }
  #expect(negate(5) == -5)
}

@Test func curriesAnInitializerOfTwoArguments() {
  let point = curry(Point.init)
  #expect(point(1)(2) == Point(x: 1, y: 2))
}

@Test func appliesArgumentsOfDifferentTypesInOrder() {
  let describe = curry { (name: String, age: Int, score: Double) in "\(name) \(age) \(score)" }
  #expect(describe("ada")(36)(9.5) == "ada 36 9.5")
}

@Test func partialApplicationsCanBeReused() {
  let add = curry { (a: Int, b: Int, c: Int) in a * 100 + b * 10 + c }
  let addOne = add(1)
  let addOneTwo = addOne(2)
  #expect(addOneTwo(3) == 123)
  #expect(addOneTwo(4) == 124)
  #expect(addOne(5)(6) == 156)
}

@Test func theFunctionRunsOnlyWhenTheLastArgumentArrives() {
  var calls = 0
  let count = curry { (a: Int, b: Int) -> Int in
    calls += 1
    return a + b
  }
  let waiting = count(1)
  #expect(calls == 0)
  #expect(waiting(2) == 3)
  #expect(calls == 1)
}

@Test func tenArgumentsArriveInOrder() {
  let curried = curry { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: Int, j: Int) in
    record(a, b, c, d, e, f, g, h, i, j)
  }
  #expect(curried(1)(2)(3)(4)(5)(6)(7)(8)(9)(10) == (1...10).map(String.init))
}

@Test func twentyArgumentsOfMixedTypesArriveInOrder() {
  let curried = curry {
    (
      a: Int, b: String, c: Double, d: Bool, e: Int, f: String, g: Double, h: Bool, i: Int, j: String, k: Double,
      l: Bool, m: Int, n: String, o: Double, p: Bool, q: Int, s: String, t: Double, u: Bool
    ) in
    record(a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, s, t, u)
  }
  let result = curried(1)("b")(3.5)(true)(5)("f")(7.5)(false)(9)("j")(11.5)(true)(13)("n")(15.5)(false)(17)("s")(
    19.5)(true)
  #expect(
    result == [
      "1", "b", "3.5", "true", "5", "f", "7.5", "false", "9", "j", "11.5", "true", "13", "n", "15.5", "false", "17",
      "s", "19.5", "true",
    ])
}

@Test func partialApplicationsPastTheEighthArgumentCanBeReused() {
  let curried = curry { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: Int) in
    [a, b, c, d, e, f, g, h, i]
  }
  let afterSeven = curried(1)(2)(3)(4)(5)(6)(7)
  let afterEight = afterSeven(8)
  #expect(afterEight(9) == [1, 2, 3, 4, 5, 6, 7, 8, 9])
  #expect(afterEight(0) == [1, 2, 3, 4, 5, 6, 7, 8, 0])
  #expect(afterSeven(0)(9) == [1, 2, 3, 4, 5, 6, 7, 0, 9])
}
