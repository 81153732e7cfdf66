import Decoding
import DecodingTestSupport
import Testing

// The functor, applicative, monad and alternative laws for `Decoded`, on random values drawn
// from seeds, so that every run checks the same cases. Failures come from a small pool of
// errors, so that merging two failures often meets a failure both already list.
//
// `Decoded` has no `empty`: a `DecodeError` always lists at least one failure. So the
// alternative laws here are associativity, left catch and left distribution, and a failure
// on the left is an identity only for a success on the right.
//
// What is not a law but a promise, and pinned at the end: `<*>` keeps the failures of both
// sides, while `>>-` stops at the first failure and never calls its function after one.

/// Random `Decoded<Int>` values and functions over `Int`, drawn from a seeded generator.
struct RandomDecoded {
  var generator: SplitMix64

  init(seed: UInt64) {
    generator = SplitMix64(seed: seed)
  }

  /// The errors failures are drawn from: root and nested paths, every kind of reason.
  static let errorPool: [DecodeError] = [
    .missingKey("id"),
    .missingKey("name").prefixed(with: .index(2)),
    .typeMismatch(expected: "Int", actual: #""x""#),
    .typeMismatch(expected: "String", actual: "42").prefixed(with: .key("user")),
    .custom("out of range"),
    .custom("unknown role"),
  ]

  mutating func anInt() -> Int {
    Int.random(in: -1000...1000, using: &generator)
  }

  /// One to three failures from the pool, some of them maybe the same.
  mutating func error() -> DecodeError {
    .multiple(
      (0..<Int.random(in: 1...3, using: &generator)).map { _ in
        Self.errorPool.randomElement(using: &generator)!
      })
  }

  /// A success two times in three, otherwise a failure.
  mutating func decoded() -> Decoded<Int> {
    Int.random(in: 0..<3, using: &generator) == 0 ? .failure(error()) : .success(anInt())
  }

  /// `x * a + b`, in wrapping arithmetic so that no value traps.
  mutating func function() -> (Int) -> Int {
    let (a, b) = (anInt(), anInt())
    return { x in x &* a &+ b }
  }

  /// A function that fails on some inputs (those divisible by its modulus) and maps the others.
  mutating func decodingFunction() -> (Int) -> Decoded<Int> {
    let modulus = Int.random(in: 2...4, using: &generator)
    let error = error()
    let transform = function()
    return { x in x % modulus == 0 ? .failure(error) : .success(transform(x)) }
  }

  /// A decoded function: a success two times in three.
  mutating func decodedFunction() -> Decoded<(Int) -> Int> {
    Int.random(in: 0..<3, using: &generator) == 0 ? .failure(error()) : .success(function())
  }
}

@Suite struct DecodedLawsTests {
  static let seeds: [UInt64] = Array(1...40)
  /// Cases drawn from each seed.
  static let draws = 10

  /// Decoded functions are equal when they are equal failures, or successes that agree on these.
  static let probes = [-7, 0, 1, 12, 999]

  func same(_ lhs: Decoded<(Int) -> Int>, _ rhs: Decoded<(Int) -> Int>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let f), .success(let g)): return Self.probes.allSatisfy { f($0) == g($0) }
    case (.failure(let first), .failure(let second)): return first == second
    default: return false
    }
  }

  // MARK: - Functor

  @Test(arguments: seeds)
  func functorIdentity(seed: UInt64) {
    var random = RandomDecoded(seed: seed)
    for _ in 0..<Self.draws {
      let x = random.decoded()
      #expect(x.map { $0 } == x)
      #expect(({ $0 } <^> x) == x)
    }
  }

  @Test(arguments: seeds)
  func functorComposition(seed: UInt64) {
    var random = RandomDecoded(seed: seed)
    for _ in 0..<Self.draws {
      let (x, f, g) = (random.decoded(), random.function(), random.function())
      #expect(x.map(f).map(g) == x.map { g(f($0)) })
      #expect((g <^> (f <^> x)) == ({ g(f($0)) } <^> x))
    }
  }

  // MARK: - Applicative

  @Test(arguments: seeds)
  func applicativeIdentity(seed: UInt64) {
    var random = RandomDecoded(seed: seed)
    for _ in 0..<Self.draws {
      let v = random.decoded()
      #expect((pure({ (x: Int) in x }) <*> v) == v)
    }
  }

  @Test(arguments: seeds)
  func applicativeHomomorphism(seed: UInt64) {
    var random = RandomDecoded(seed: seed)
    for _ in 0..<Self.draws {
      let (f, x) = (random.function(), random.anInt())
      #expect((pure(f) <*> pure(x)) == pure(f(x)))
    }
  }

  @Test(arguments: seeds)
  func applicativeInterchange(seed: UInt64) {
    var random = RandomDecoded(seed: seed)
    for _ in 0..<Self.draws {
      let (u, y) = (random.decodedFunction(), random.anInt())
      #expect((u <*> pure(y)) == (pure({ (f: (Int) -> Int) in f(y) }) <*> u))
    }
  }

  @Test(arguments: seeds)
  func applicativeComposition(seed: UInt64) {
    var random = RandomDecoded(seed: seed)
    let compose = { (f: @escaping (Int) -> Int) in { (g: @escaping (Int) -> Int) in { (x: Int) in f(g(x)) } } }
    for _ in 0..<Self.draws {
      let (u, v, w) = (random.decodedFunction(), random.decodedFunction(), random.decoded())
      #expect((pure(compose) <*> u <*> v <*> w) == (u <*> (v <*> w)))
    }
  }

  @Test(arguments: seeds)
  func mapIsApplyingAPureFunction(seed: UInt64) {
    var random = RandomDecoded(seed: seed)
    for _ in 0..<Self.draws {
      let (f, x) = (random.function(), random.decoded())
      #expect((f <^> x) == (pure(f) <*> x))
    }
  }

  // MARK: - Monad

  @Test(arguments: seeds)
  func monadLeftIdentity(seed: UInt64) {
    var random = RandomDecoded(seed: seed)
    for _ in 0..<Self.draws {
      let (a, f) = (random.anInt(), random.decodingFunction())
      #expect((pure(a) >>- f) == f(a))
    }
  }

  @Test(arguments: seeds)
  func monadRightIdentity(seed: UInt64) {
    var random = RandomDecoded(seed: seed)
    for _ in 0..<Self.draws {
      let m = random.decoded()
      #expect((m >>- { pure($0) }) == m)
    }
  }

  @Test(arguments: seeds)
  func monadAssociativity(seed: UInt64) {
    var random = RandomDecoded(seed: seed)
    for _ in 0..<Self.draws {
      let (m, f, g) = (random.decoded(), random.decodingFunction(), random.decodingFunction())
      #expect(((m >>- f) >>- g) == (m >>- { f($0) >>- g }))
      let (x, h) = (random.anInt(), random.decodingFunction())
      #expect(((f >-> g) >-> h)(x) == (f >-> (g >-> h))(x))
    }
  }

  // MARK: - Alternative

  @Test(arguments: seeds)
  func alternativeAssociativity(seed: UInt64) {
    var random = RandomDecoded(seed: seed)
    for _ in 0..<Self.draws {
      let (a, b, c) = (random.decoded(), random.decoded(), random.decoded())
      #expect(((a <|> b) <|> c) == (a <|> (b <|> c)))
    }
  }

  @Test(arguments: seeds)
  func alternativeLeftCatch(seed: UInt64) {
    var random = RandomDecoded(seed: seed)
    for _ in 0..<Self.draws {
      let (x, b) = (random.anInt(), random.decoded())
      var evaluated = false
      #expect(
        (pure(x)
          <|> {
            evaluated = true
            return b
          }()) == pure(x))
      #expect(!evaluated, "the alternative is evaluated only after a failure")
    }
  }

  @Test(arguments: seeds)
  func alternativeLeftDistribution(seed: UInt64) {
    var random = RandomDecoded(seed: seed)
    for _ in 0..<Self.draws {
      let (f, a, b) = (random.function(), random.decoded(), random.decoded())
      #expect((f <^> (a <|> b)) == ((f <^> a) <|> (f <^> b)))
    }
  }

  @Test(arguments: seeds)
  func aFailureOnTheLeftGivesWayToASuccess(seed: UInt64) {
    var random = RandomDecoded(seed: seed)
    for _ in 0..<Self.draws {
      let (error, x) = (random.error(), random.anInt())
      #expect((Decoded<Int>.failure(error) <|> pure(x)) == pure(x))
    }
  }

  @Test(arguments: seeds)
  func orIsTheAlternative(seed: UInt64) {
    var random = RandomDecoded(seed: seed)
    for _ in 0..<Self.draws {
      let (a, b) = (random.decoded(), random.decoded())
      #expect(a.or(b) == (a <|> b))
    }
  }

  // MARK: - The contract: <*> accumulates, >>- stops

  @Test(arguments: seeds)
  func applyKeepsEveryFailureOfBothSides(seed: UInt64) {
    var random = RandomDecoded(seed: seed)
    for _ in 0..<Self.draws {
      let (functionError, valueError) = (random.error(), random.error())
      let result = Decoded<(Int) -> Int>.failure(functionError) <*> Decoded<Int>.failure(valueError)
      let failures = result.error?.failures ?? []
      #expect(Set(failures) == Set(functionError.failures + valueError.failures))
      #expect(Array(failures.prefix(functionError.failures.count)) == functionError.failures, "the function's first")
      let added = failures.dropFirst(functionError.failures.count)
      #expect(Set(added).isDisjoint(with: functionError.failures), "a failure both sides list is kept once")
      #expect(added.count == Set(added).count, "a failure the value lists twice is kept once")
      #expect(result == .failure(functionError.merged(with: valueError)))
    }
  }

  @Test(arguments: seeds)
  func applyKeepsTheFailureOfEitherSide(seed: UInt64) {
    var random = RandomDecoded(seed: seed)
    for _ in 0..<Self.draws {
      let (f, x, error) = (random.function(), random.anInt(), random.error())
      #expect((Decoded<(Int) -> Int>.failure(error) <*> pure(x)) == .failure(error))
      #expect((pure(f) <*> Decoded<Int>.failure(error)) == .failure(error))
      #expect(same(Decoded<Int>.failure(error) *> pure(f), .failure(error)))
      #expect((Decoded<Int>.failure(error) <* pure(x)) == .failure(error))
    }
  }

  @Test(arguments: seeds)
  func flatMapStopsAtTheFirstFailure(seed: UInt64) {
    var random = RandomDecoded(seed: seed)
    for _ in 0..<Self.draws {
      let (error, f) = (random.error(), random.decodingFunction())
      var calls = 0
      let counted: (Int) -> Decoded<Int> = { x in
        calls += 1
        return f(x)
      }
      #expect((Decoded<Int>.failure(error) >>- counted) == .failure(error))
      #expect(Decoded<Int>.failure(error).flatMap(counted) == .failure(error))
      #expect((counted -<< Decoded<Int>.failure(error)) == .failure(error))
      #expect(calls == 0, "the function is never called after a failure")
      let x = random.anInt()
      #expect((pure(x) >>- counted) == f(x))
      #expect(calls == 1)
    }
  }

  @Test(arguments: [
    (
      "<*>, both fail", "\(Decoded<(Int) -> Int>.failure(.missingKey("id")) <*> .failure(.custom("out of range")))",
      "failure(id: missing key\nout of range)"
    ),
    (
      "<*>, both fail the same way",
      "\(Decoded<(Int) -> Int>.failure(.missingKey("id")) <*> .failure(.missingKey("id")))",
      "failure(id: missing key)"
    ),
    (
      "<|>, both fail", "\(Decoded<Int>.failure(.missingKey("id")) <|> .failure(.custom("out of range")))",
      "failure(id: missing key\nout of range)"
    ),
    (
      ">>-, the first fails",
      "\(Decoded<Int>.failure(.missingKey("id")) >>- { _ in Decoded<Int>.failure(.custom("out of range")) })",
      "failure(id: missing key)"
    ),
    (
      ">>-, the second fails", "\(Decoded<Int>.success(1) >>- { _ in Decoded<Int>.failure(.custom("out of range")) })",
      "failure(out of range)"
    ),
  ])
  func describesWhatEachOperatorKeeps(name: String, outcome: String, expected: String) {
    #expect(outcome == expected, "\(name)")
  }
}
