import Decoding
import DecodingPipeline
import DecodingTestSupport
import Synchronization
import Testing

// The laws of Tests/DecodingTests/DecodedLawsTests.swift for decoders: `map` is the functor,
// `succeed` and `|>` the applicative, `succeed` and `andThen` the monad, `oneOf` the
// alternative. Two decoders are equal when they give equal results on every one of many
// random documents, so each law is checked on random decoders (made of the library's own
// primitives, fields and modifiers, with their real failures) and random documents, both
// drawn from seeds.
//
// What is not a law but a promise, and pinned at the end: `|>` keeps the failures of the
// pipeline and of the field, while `andThen` stops at the first failure and never calls its
// function after one.

/// Random decoders of `Int` and documents for them to run on, drawn from a seeded generator.
struct RandomDecoders {
  var generator: SplitMix64
  var documents: RandomJSON

  init(seed: UInt64) {
    generator = SplitMix64(seed: seed)
    documents = RandomJSON(seed: seed &+ 0x5EED)
  }

  mutating func anInt() -> Int {
    Int.random(in: -1000...1000, using: &generator)
  }

  /// `x * a + b`, in wrapping arithmetic so that no value traps.
  mutating func function() -> @Sendable (Int) -> Int {
    let (a, b) = (anInt(), anInt())
    return { x in x &* a &+ b }
  }

  /// A decoder that succeeds on some documents and fails on others, as real ones do.
  mutating func decoder() -> DecodeFunction<Int> {
    let constant = anInt()
    let transform = function()
    switch Int.random(in: 0..<8, using: &generator) {
    case 0: return succeed(constant)
    case 1: return fail("no \(constant)")
    case 2: return int
    case 3: return required(["id", "count"].randomElement(using: &generator)!, int)
    case 4: return json |> map { transform($0.description.utf8.count) }
    case 5: return array(json) |> map { $0.count &+ constant }
    case 6: return oneOf([int, string |> map { transform($0.utf8.count) }])
    default: return optional("id", int, constant) |> map(transform)
    }
  }

  /// A decoder of a function: a decoder's value turned into `x * value + b`.
  mutating func functionDecoder() -> DecodeFunction<(Int) -> Int> {
    let offset = anInt()
    return decoder() |> map { value in { x in x &* value &+ offset } }
  }

  /// A function that chooses the next decoder from a value, failing for some values.
  mutating func decoderFunction() -> @Sendable (Int) -> DecodeFunction<Int> {
    let modulus = Int.random(in: 2...4, using: &generator)
    let next = decoder()
    return { value in value % modulus == 0 ? fail("\(value) is a multiple of \(modulus)") : next |> map { $0 &+ value }
    }
  }

  /// Documents to compare decoders on: random values, and objects with the members the
  /// decoders look for, present or absent, of the right type or not.
  mutating func inputs(count: Int = 16) -> [JSON] {
    (0..<count).map { index in
      guard index % 2 == 0 else { return documents.value(depth: 3) }
      var members: [String: JSON] = [:]
      for key in ["id", "count"] where Bool.random(using: &generator) {
        members[key] = Bool.random(using: &generator) ? .number(JSONNumber(anInt())) : documents.value(depth: 1)
      }
      return .object(members)
    }
  }
}

/// How often a function was called, from any thread.
final class CallCounter: Sendable {
  private let calls = Atomic<Int>(0)

  var count: Int { calls.load(ordering: .relaxed) }

  func record() {
    calls.add(1, ordering: .relaxed)
  }
}

@Suite struct DecodeFunctionLawsTests {
  static let seeds: [UInt64] = Array(1...32)
  /// Cases drawn from each seed, each run on its own documents.
  static let draws = 3

  /// Expects `lhs` and `rhs` to decode every input to the same result, naming the first that differs.
  func expectSame<T: Equatable>(
    _ lhs: DecodeFunction<T>, _ rhs: DecodeFunction<T>, on inputs: [JSON],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for input in inputs where lhs(input) != rhs(input) {
      Issue.record(
        "on \(input): \(lhs(input)) is not \(rhs(input))", sourceLocation: sourceLocation)
      return
    }
  }

  // MARK: - Functor: map

  @Test(arguments: seeds)
  func functorIdentity(seed: UInt64) {
    var random = RandomDecoders(seed: seed)
    for _ in 0..<Self.draws {
      let decoder = random.decoder()
      expectSame(decoder |> map { $0 }, decoder, on: random.inputs())
    }
  }

  @Test(arguments: seeds)
  func functorComposition(seed: UInt64) {
    var random = RandomDecoders(seed: seed)
    for _ in 0..<Self.draws {
      let (decoder, f, g) = (random.decoder(), random.function(), random.function())
      expectSame(decoder |> map(f) |> map(g), decoder |> map { g(f($0)) }, on: random.inputs())
    }
  }

  // MARK: - Applicative: succeed and |>

  @Test(arguments: seeds)
  func applicativeIdentity(seed: UInt64) {
    var random = RandomDecoders(seed: seed)
    for _ in 0..<Self.draws {
      let v = random.decoder()
      expectSame(succeed({ (x: Int) in x }) |> v, v, on: random.inputs())
    }
  }

  @Test(arguments: seeds)
  func applicativeHomomorphism(seed: UInt64) {
    var random = RandomDecoders(seed: seed)
    for _ in 0..<Self.draws {
      let (f, x) = (random.function(), random.anInt())
      expectSame(succeed(f) |> succeed(x), succeed(f(x)), on: random.inputs())
    }
  }

  @Test(arguments: seeds)
  func applicativeInterchange(seed: UInt64) {
    var random = RandomDecoders(seed: seed)
    for _ in 0..<Self.draws {
      let (u, y) = (random.functionDecoder(), random.anInt())
      expectSame(u |> succeed(y), succeed({ (f: @escaping (Int) -> Int) in f(y) }) |> u, on: random.inputs())
    }
  }

  @Test(arguments: seeds)
  func applicativeComposition(seed: UInt64) {
    var random = RandomDecoders(seed: seed)
    for _ in 0..<Self.draws {
      let (u, v, w) = (random.functionDecoder(), random.functionDecoder(), random.decoder())
      let compose = succeed({ (f: @escaping (Int) -> Int) in
        { (g: @escaping (Int) -> Int) in { (x: Int) in f(g(x)) } }
      })
      expectSame(compose |> u |> v |> w, u |> (v |> w), on: random.inputs())
    }
  }

  @Test(arguments: seeds)
  func mapIsAPipelineOfOneField(seed: UInt64) {
    var random = RandomDecoders(seed: seed)
    for _ in 0..<Self.draws {
      let (decoder, f) = (random.decoder(), random.function())
      expectSame(decoder |> map(f), succeed(f) |> decoder, on: random.inputs())
    }
  }

  // MARK: - Monad: succeed and andThen

  @Test(arguments: seeds)
  func monadLeftIdentity(seed: UInt64) {
    var random = RandomDecoders(seed: seed)
    for _ in 0..<Self.draws {
      let (a, f) = (random.anInt(), random.decoderFunction())
      expectSame(succeed(a) |> andThen(f), f(a), on: random.inputs())
    }
  }

  @Test(arguments: seeds)
  func monadRightIdentity(seed: UInt64) {
    var random = RandomDecoders(seed: seed)
    for _ in 0..<Self.draws {
      let m = random.decoder()
      expectSame(m |> andThen { succeed($0) }, m, on: random.inputs())
    }
  }

  @Test(arguments: seeds)
  func monadAssociativity(seed: UInt64) {
    var random = RandomDecoders(seed: seed)
    for _ in 0..<Self.draws {
      let (m, f, g) = (random.decoder(), random.decoderFunction(), random.decoderFunction())
      expectSame(m |> andThen(f) |> andThen(g), m |> andThen { f($0) |> andThen(g) }, on: random.inputs())
    }
  }

  // MARK: - Alternative: oneOf

  @Test(arguments: seeds)
  func alternativeAssociativity(seed: UInt64) {
    var random = RandomDecoders(seed: seed)
    for _ in 0..<Self.draws {
      let (a, b, c) = (random.decoder(), random.decoder(), random.decoder())
      let inputs = random.inputs()
      expectSame(oneOf([oneOf([a, b]), c]), oneOf([a, oneOf([b, c])]), on: inputs)
      expectSame(oneOf([a, b, c]), oneOf([a, oneOf([b, c])]), on: inputs)
    }
  }

  @Test(arguments: seeds)
  func alternativeLeftCatch(seed: UInt64) {
    var random = RandomDecoders(seed: seed)
    for _ in 0..<Self.draws {
      let (x, b) = (random.anInt(), random.decoder())
      expectSame(oneOf([succeed(x), b]), succeed(x), on: random.inputs())
    }
  }

  @Test(arguments: seeds)
  func alternativeLeftDistribution(seed: UInt64) {
    var random = RandomDecoders(seed: seed)
    for _ in 0..<Self.draws {
      let (f, a, b) = (random.function(), random.decoder(), random.decoder())
      expectSame(oneOf([a, b]) |> map(f), oneOf([a |> map(f), b |> map(f)]), on: random.inputs())
    }
  }

  @Test(arguments: seeds)
  func oneOfIsTheAlternativeOfTheResults(seed: UInt64) {
    var random = RandomDecoders(seed: seed)
    for _ in 0..<Self.draws {
      let (a, b) = (random.decoder(), random.decoder())
      expectSame(oneOf([a, b]), { json in a(json) <|> b(json) }, on: random.inputs())
      expectSame(oneOf([a]), a, on: random.inputs())
    }
  }

  // MARK: - The contract: |> accumulates, andThen stops

  @Test(arguments: seeds)
  func pipelineKeepsEveryFailureOfBothSides(seed: UInt64) {
    var random = RandomDecoders(seed: seed)
    for _ in 0..<Self.draws {
      let (pipeline, field) = (random.functionDecoder(), random.decoder())
      for input in random.inputs() {
        let result = (pipeline |> field)(input)
        switch (pipeline(input), field(input)) {
        case (.failure(let first), .failure(let second)):
          let failures = result.error?.failures ?? []
          #expect(Set(failures) == Set(first.failures + second.failures), "on \(input)")
          #expect(Array(failures.prefix(first.failures.count)) == first.failures, "the pipeline's first, on \(input)")
        case (.failure(let error), .success), (.success, .failure(let error)):
          #expect(result == .failure(error), "on \(input)")
        case (.success(let function), .success(let value)):
          #expect(result == .success(function(value)), "on \(input)")
        }
      }
    }
  }

  @Test(arguments: seeds)
  func andThenStopsAtTheFirstFailure(seed: UInt64) {
    var random = RandomDecoders(seed: seed)
    for _ in 0..<Self.draws {
      let (first, next) = (random.decoder(), random.decoderFunction())
      let counter = CallCounter()
      let decoder =
        first
        |> andThen { value in
          counter.record()
          return next(value)
        }
      for input in random.inputs() {
        let callsBefore = counter.count
        switch first(input) {
        case .failure(let error):
          #expect(decoder(input) == .failure(error), "on \(input)")
          #expect(counter.count == callsBefore, "the function is never called after a failure, on \(input)")
        case .success(let value):
          #expect(decoder(input) == next(value)(input), "on \(input)")
          #expect(counter.count == callsBefore + 1, "on \(input)")
        }
      }
    }
  }

  struct Pair: Equatable, Sendable {
    let a: Int
    let b: String
  }

  static let pairPipeline: DecodeFunction<Pair> = decode(Pair.init) |> required("a", int) |> required("b", string)
  static let pairChain: DecodeFunction<Pair> =
    required("a", int) |> andThen { a in required("b", string) |> map { Pair(a: a, b: $0) } }

  @Test(arguments: [
    PipelineCase(
      "|>, both fields bad", pairPipeline, ["a": "one", "b": 2],
      """
      failure(a: expected Int, found "one"
      b: expected String, found 2)
      """),
    PipelineCase("|>, both fields missing", pairPipeline, [:], "failure(a: missing key\nb: missing key)"),
    PipelineCase("|>, not an object", pairPipeline, [1], "failure(expected object, found [1])"),
    PipelineCase(
      "andThen, both fields bad", pairChain, ["a": "one", "b": 2], #"failure(a: expected Int, found "one")"#),
    PipelineCase("andThen, the second field bad", pairChain, ["a": 1, "b": 2], "failure(b: expected String, found 2)"),
    PipelineCase("andThen, both good", pairChain, ["a": 1, "b": "x"], #"success(Pair(a: 1, b: "x"))"#),
  ])
  func describesWhatEachStepKeeps(_ example: PipelineCase) {
    #expect(example.outcome() == example.expected)
  }
}
