import Curry
import Decoding
import DecodingTestSupport
import Testing

// Every arity, applied the three ways Argo code applies a curried function. Past 8
// arguments `curry` returns a `Curried`, so these tables cross that boundary.

/// `curry(f)(1)(2)…(n)` for every arity: each function returns its arguments in order.
private let directApplications: [(Int, @Sendable () -> [Int])] = [
  (1, { curry(list1)(1) }),
  (2, { curry(list2)(1)(2) }),
  (3, { curry(list3)(1)(2)(3) }),
  (4, { curry(list4)(1)(2)(3)(4) }),
  (5, { curry(list5)(1)(2)(3)(4)(5) }),
  (6, { curry(list6)(1)(2)(3)(4)(5)(6) }),
  (7, { curry(list7)(1)(2)(3)(4)(5)(6)(7) }),
  (8, { curry(list8)(1)(2)(3)(4)(5)(6)(7)(8) }),
  (9, { curry(list9)(1)(2)(3)(4)(5)(6)(7)(8)(9) }),
  (10, { curry(list10)(1)(2)(3)(4)(5)(6)(7)(8)(9)(10) }),
  (11, { curry(list11)(1)(2)(3)(4)(5)(6)(7)(8)(9)(10)(11) }),
  (12, { curry(list12)(1)(2)(3)(4)(5)(6)(7)(8)(9)(10)(11)(12) }),
  (13, { curry(list13)(1)(2)(3)(4)(5)(6)(7)(8)(9)(10)(11)(12)(13) }),
  (14, { curry(list14)(1)(2)(3)(4)(5)(6)(7)(8)(9)(10)(11)(12)(13)(14) }),
  (15, { curry(list15)(1)(2)(3)(4)(5)(6)(7)(8)(9)(10)(11)(12)(13)(14)(15) }),
  (16, { curry(list16)(1)(2)(3)(4)(5)(6)(7)(8)(9)(10)(11)(12)(13)(14)(15)(16) }),
  (17, { curry(list17)(1)(2)(3)(4)(5)(6)(7)(8)(9)(10)(11)(12)(13)(14)(15)(16)(17) }),
  (18, { curry(list18)(1)(2)(3)(4)(5)(6)(7)(8)(9)(10)(11)(12)(13)(14)(15)(16)(17)(18) }),
  (19, { curry(list19)(1)(2)(3)(4)(5)(6)(7)(8)(9)(10)(11)(12)(13)(14)(15)(16)(17)(18)(19) }),
  (20, { curry(list20)(1)(2)(3)(4)(5)(6)(7)(8)(9)(10)(11)(12)(13)(14)(15)(16)(17)(18)(19)(20) }),
]

/// `curry(f) <^> pure(1) <*> pure(2) <*> …` for every arity.
private let mappedApplications: [(Int, @Sendable () -> Decoded<[Int]>)] = [
  (1, { curry(list1) <^> pure(1) }),
  (2, { curry(list2) <^> pure(1) <*> pure(2) }),
  (3, { curry(list3) <^> pure(1) <*> pure(2) <*> pure(3) }),
  (4, { curry(list4) <^> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) }),
  (5, { curry(list5) <^> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) }),
  (6, { curry(list6) <^> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) <*> pure(6) }),
  (7, { curry(list7) <^> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) <*> pure(6) <*> pure(7) }),
  (8, { curry(list8) <^> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) <*> pure(6) <*> pure(7) <*> pure(8) }),
  (
    9,
    {
      curry(list9) <^> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) <*> pure(6) <*> pure(7) <*> pure(8)
        <*> pure(9)
    }
  ),
  (
    10,
    {
      curry(list10) <^> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) <*> pure(6) <*> pure(7) <*> pure(8)
        <*> pure(9) <*> pure(10)
    }
  ),
  (
    11,
    {
      curry(list11) <^> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) <*> pure(6) <*> pure(7) <*> pure(8)
        <*> pure(9) <*> pure(10) <*> pure(11)
    }
  ),
  (
    12,
    {
      curry(list12) <^> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) <*> pure(6) <*> pure(7) <*> pure(8)
        <*> pure(9) <*> pure(10) <*> pure(11) <*> pure(12)
    }
  ),
  (
    13,
    {
      curry(list13) <^> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) <*> pure(6) <*> pure(7) <*> pure(8)
        <*> pure(9) <*> pure(10) <*> pure(11) <*> pure(12) <*> pure(13)
    }
  ),
  (
    14,
    {
      curry(list14) <^> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) <*> pure(6) <*> pure(7) <*> pure(8)
        <*> pure(9) <*> pure(10) <*> pure(11) <*> pure(12) <*> pure(13) <*> pure(14)
    }
  ),
  (
    15,
    {
      curry(list15) <^> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) <*> pure(6) <*> pure(7) <*> pure(8)
        <*> pure(9) <*> pure(10) <*> pure(11) <*> pure(12) <*> pure(13) <*> pure(14) <*> pure(15)
    }
  ),
  (
    16,
    {
      curry(list16) <^> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) <*> pure(6) <*> pure(7) <*> pure(8)
        <*> pure(9) <*> pure(10) <*> pure(11) <*> pure(12) <*> pure(13) <*> pure(14) <*> pure(15) <*> pure(16)
    }
  ),
  (
    17,
    {
      curry(list17) <^> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) <*> pure(6) <*> pure(7) <*> pure(8)
        <*> pure(9) <*> pure(10) <*> pure(11) <*> pure(12) <*> pure(13) <*> pure(14) <*> pure(15) <*> pure(16)
        <*> pure(17)
    }
  ),
  (
    18,
    {
      curry(list18) <^> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) <*> pure(6) <*> pure(7) <*> pure(8)
        <*> pure(9) <*> pure(10) <*> pure(11) <*> pure(12) <*> pure(13) <*> pure(14) <*> pure(15) <*> pure(16)
        <*> pure(17) <*> pure(18)
    }
  ),
  (
    19,
    {
      curry(list19) <^> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) <*> pure(6) <*> pure(7) <*> pure(8)
        <*> pure(9) <*> pure(10) <*> pure(11) <*> pure(12) <*> pure(13) <*> pure(14) <*> pure(15) <*> pure(16)
        <*> pure(17) <*> pure(18) <*> pure(19)
    }
  ),
  (
    20,
    {
      curry(list20) <^> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) <*> pure(6) <*> pure(7) <*> pure(8)
        <*> pure(9) <*> pure(10) <*> pure(11) <*> pure(12) <*> pure(13) <*> pure(14) <*> pure(15) <*> pure(16)
        <*> pure(17) <*> pure(18) <*> pure(19) <*> pure(20)
    }
  ),
]

/// `pure(curry(f)) <*> pure(1) <*> pure(2) <*> …` for every arity.
private let pureApplications: [(Int, @Sendable () -> Decoded<[Int]>)] = [
  (1, { pure(curry(list1)) <*> pure(1) }),
  (2, { pure(curry(list2)) <*> pure(1) <*> pure(2) }),
  (3, { pure(curry(list3)) <*> pure(1) <*> pure(2) <*> pure(3) }),
  (4, { pure(curry(list4)) <*> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) }),
  (5, { pure(curry(list5)) <*> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) }),
  (6, { pure(curry(list6)) <*> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) <*> pure(6) }),
  (7, { pure(curry(list7)) <*> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) <*> pure(6) <*> pure(7) }),
  (
    8,
    {
      pure(curry(list8)) <*> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) <*> pure(6) <*> pure(7) <*> pure(8)
    }
  ),
  (
    9,
    {
      pure(curry(list9)) <*> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) <*> pure(6) <*> pure(7) <*> pure(8)
        <*> pure(9)
    }
  ),
  (
    10,
    {
      pure(curry(list10)) <*> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) <*> pure(6) <*> pure(7)
        <*> pure(8) <*> pure(9) <*> pure(10)
    }
  ),
  (
    11,
    {
      pure(curry(list11)) <*> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) <*> pure(6) <*> pure(7)
        <*> pure(8) <*> pure(9) <*> pure(10) <*> pure(11)
    }
  ),
  (
    12,
    {
      pure(curry(list12)) <*> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) <*> pure(6) <*> pure(7)
        <*> pure(8) <*> pure(9) <*> pure(10) <*> pure(11) <*> pure(12)
    }
  ),
  (
    13,
    {
      pure(curry(list13)) <*> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) <*> pure(6) <*> pure(7)
        <*> pure(8) <*> pure(9) <*> pure(10) <*> pure(11) <*> pure(12) <*> pure(13)
    }
  ),
  (
    14,
    {
      pure(curry(list14)) <*> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) <*> pure(6) <*> pure(7)
        <*> pure(8) <*> pure(9) <*> pure(10) <*> pure(11) <*> pure(12) <*> pure(13) <*> pure(14)
    }
  ),
  (
    15,
    {
      pure(curry(list15)) <*> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) <*> pure(6) <*> pure(7)
        <*> pure(8) <*> pure(9) <*> pure(10) <*> pure(11) <*> pure(12) <*> pure(13) <*> pure(14) <*> pure(15)
    }
  ),
  (
    16,
    {
      pure(curry(list16)) <*> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) <*> pure(6) <*> pure(7)
        <*> pure(8) <*> pure(9) <*> pure(10) <*> pure(11) <*> pure(12) <*> pure(13) <*> pure(14) <*> pure(15)
        <*> pure(16)
    }
  ),
  (
    17,
    {
      pure(curry(list17)) <*> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) <*> pure(6) <*> pure(7)
        <*> pure(8) <*> pure(9) <*> pure(10) <*> pure(11) <*> pure(12) <*> pure(13) <*> pure(14) <*> pure(15)
        <*> pure(16) <*> pure(17)
    }
  ),
  (
    18,
    {
      pure(curry(list18)) <*> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) <*> pure(6) <*> pure(7)
        <*> pure(8) <*> pure(9) <*> pure(10) <*> pure(11) <*> pure(12) <*> pure(13) <*> pure(14) <*> pure(15)
        <*> pure(16) <*> pure(17) <*> pure(18)
    }
  ),
  (
    19,
    {
      pure(curry(list19)) <*> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) <*> pure(6) <*> pure(7)
        <*> pure(8) <*> pure(9) <*> pure(10) <*> pure(11) <*> pure(12) <*> pure(13) <*> pure(14) <*> pure(15)
        <*> pure(16) <*> pure(17) <*> pure(18) <*> pure(19)
    }
  ),
  (
    20,
    {
      pure(curry(list20)) <*> pure(1) <*> pure(2) <*> pure(3) <*> pure(4) <*> pure(5) <*> pure(6) <*> pure(7)
        <*> pure(8) <*> pure(9) <*> pure(10) <*> pure(11) <*> pure(12) <*> pure(13) <*> pure(14) <*> pure(15)
        <*> pure(16) <*> pure(17) <*> pure(18) <*> pure(19) <*> pure(20)
    }
  ),
]

/// `let make = curry(f)`, stored as Argo code stores it, then applied one argument at a time.
private let storedApplications: [(Int, @Sendable () -> [Int])] = [
  (
    1,
    {
      let make = curry(list1)
      return make(1)
    }
  ),
  (
    2,
    {
      let make = curry(list2)
      return make(1)(2)
    }
  ),
  (
    3,
    {
      let make = curry(list3)
      return make(1)(2)(3)
    }
  ),
  (
    4,
    {
      let make = curry(list4)
      return make(1)(2)(3)(4)
    }
  ),
  (
    5,
    {
      let make = curry(list5)
      return make(1)(2)(3)(4)(5)
    }
  ),
  (
    6,
    {
      let make = curry(list6)
      return make(1)(2)(3)(4)(5)(6)
    }
  ),
  (
    7,
    {
      let make = curry(list7)
      return make(1)(2)(3)(4)(5)(6)(7)
    }
  ),
  (
    8,
    {
      let make = curry(list8)
      return make(1)(2)(3)(4)(5)(6)(7)(8)
    }
  ),
  (
    9,
    {
      let make = curry(list9)
      return make(1)(2)(3)(4)(5)(6)(7)(8)(9)
    }
  ),
  (
    10,
    {
      let make = curry(list10)
      return make(1)(2)(3)(4)(5)(6)(7)(8)(9)(10)
    }
  ),
  (
    11,
    {
      let make = curry(list11)
      return make(1)(2)(3)(4)(5)(6)(7)(8)(9)(10)(11)
    }
  ),
  (
    12,
    {
      let make = curry(list12)
      return make(1)(2)(3)(4)(5)(6)(7)(8)(9)(10)(11)(12)
    }
  ),
  (
    13,
    {
      let make = curry(list13)
      return make(1)(2)(3)(4)(5)(6)(7)(8)(9)(10)(11)(12)(13)
    }
  ),
  (
    14,
    {
      let make = curry(list14)
      return make(1)(2)(3)(4)(5)(6)(7)(8)(9)(10)(11)(12)(13)(14)
    }
  ),
  (
    15,
    {
      let make = curry(list15)
      return make(1)(2)(3)(4)(5)(6)(7)(8)(9)(10)(11)(12)(13)(14)(15)
    }
  ),
  (
    16,
    {
      let make = curry(list16)
      return make(1)(2)(3)(4)(5)(6)(7)(8)(9)(10)(11)(12)(13)(14)(15)(16)
    }
  ),
  (
    17,
    {
      let make = curry(list17)
      return make(1)(2)(3)(4)(5)(6)(7)(8)(9)(10)(11)(12)(13)(14)(15)(16)(17)
    }
  ),
  (
    18,
    {
      let make = curry(list18)
      return make(1)(2)(3)(4)(5)(6)(7)(8)(9)(10)(11)(12)(13)(14)(15)(16)(17)(18)
    }
  ),
  (
    19,
    {
      let make = curry(list19)
      return make(1)(2)(3)(4)(5)(6)(7)(8)(9)(10)(11)(12)(13)(14)(15)(16)(17)(18)(19)
    }
  ),
  (
    20,
    {
      let make = curry(list20)
      return make(1)(2)(3)(4)(5)(6)(7)(8)(9)(10)(11)(12)(13)(14)(15)(16)(17)(18)(19)(20)
    }
  ),
]

@Test(arguments: directApplications)
func curriedFunctionsTakeTheirArgumentsOneByOne(arity: Int, apply: @Sendable () -> [Int]) {
  #expect(apply() == Array(1...arity))
}

@Test(arguments: mappedApplications)
func curriedFunctionsMapAndApplyOverDecodedValues(arity: Int, apply: @Sendable () -> Decoded<[Int]>) {
  #expect(apply() == .success(Array(1...arity)))
}

@Test(arguments: pureApplications)
func curriedFunctionsStartFromPure(arity: Int, apply: @Sendable () -> Decoded<[Int]>) {
  #expect(apply() == .success(Array(1...arity)))
}

@Test(arguments: storedApplications)
func storedCurriedFunctionsTakeTheirArgumentsOneByOne(arity: Int, apply: @Sendable () -> [Int]) {
  #expect(apply() == Array(1...arity))
}
