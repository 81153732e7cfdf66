import Curry
import Decoding
import Testing

/// A function of nine arguments, the first arity for which `curry` returns a `Curried`.
private func nine(a: Int, b: String, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: Double) -> String {
  "\(a) \(b) \(c + d + e + f + g + h) \(i)"
}

@Test func pastEightArgumentsCurryReturnsACurriedValue() {
  let curried: Curried<Int, (String) -> (Int) -> (Int) -> (Int) -> (Int) -> (Int) -> (Int) -> (Double) -> String> =
    curry(nine)
  #expect(curried(1)("b")(1)(1)(1)(1)(1)(1)(2.5) == "1 b 6 2.5")
}

@Test func upToEightArgumentsCurryReturnsAPlainFunction() {
  let curried: (Int) -> (Int) -> (Int) -> (Int) -> (Int) -> (Int) -> (Int) -> (Int) -> [Int] = curry {
    (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int) in [a, b, c, d, e, f, g, h]
  }
  #expect(curried(1)(2)(3)(4)(5)(6)(7)(8) == Array(1...8))
}

@Test func aCurriedValueCallsItsFunctionWithTheFirstArgument() {
  var received: [Int] = []
  let curried = Curried { (value: Int) -> Int in
    received.append(value)
    return value * 2
  }
  #expect(curried(21) == 42)
  #expect(curried.callAsFunction(5) == 10)
  #expect(received == [21, 5])
}

@Test func aStoredCurryCanBeAppliedAgainAndAgain() {
  let make = curry(nine)
  let afterOne = make(1)
  let afterTwo = afterOne("x")
  #expect(afterTwo(0)(0)(0)(0)(0)(0)(1) == "1 x 0 1.0")
  #expect(afterTwo(1)(1)(1)(1)(1)(1)(2) == "1 x 6 2.0")
  #expect(make(7)("y")(0)(0)(0)(0)(0)(0)(0) == "7 y 0 0.0")
}

@Test func callAsFunctionIsThePlainFunctionWhereOneIsNeeded() {
  let function: (Int) -> (String) -> (Int) -> (Int) -> (Int) -> (Int) -> (Int) -> (Int) -> (Double) -> String =
    curry(nine).callAsFunction
  #expect(function(3)("z")(1)(2)(3)(4)(5)(6)(0.5) == "3 z 21 0.5")
  #expect([1, 2].map(curry(nine).callAsFunction).map { $0("m")(0)(0)(0)(0)(0)(0)(0) } == ["1 m 0 0.0", "2 m 0 0.0"])
}

@Test func mappingACurriedValueOverAFailureKeepsTheFailure() {
  let failed: Decoded<Int> = .missingKey("a")
  let result =
    curry(nine) <^> failed <*> pure("b") <*> pure(1) <*> pure(1) <*> pure(1) <*> pure(1) <*> pure(1)
    <*> pure(1) <*> pure(1.0)
  #expect(result.description == "failure(a: missing key)")
}

@Test func pureOfACurriedValueIsADecodedFunction() {
  let decodedFunction:
    Decoded<(Int) -> (String) -> (Int) -> (Int) -> (Int) -> (Int) -> (Int) -> (Int) -> (Double) -> String> =
      pure(curry(nine))
  #expect(decodedFunction.value?(4)("p")(0)(0)(0)(0)(0)(1)(9) == "4 p 1 9.0")
}
