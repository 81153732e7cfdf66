/// The names and spelled-out types of one arity, as the generated code writes them.
///
/// Type parameters are `A`, `B`, … (skipping `R`, which is always the result) and the
/// matching values `a`, `b`, …, so `curry<A, B, C, R>` reads like thoughtbot's Curry.
struct Arity {
  /// Letters for type parameters: the alphabet without `R`.
  static let typeNames = "ABCDEFGHIJKLMNOPQSTUVWXYZ".map(String.init)

  /// The largest arity the letters can name.
  static let maximum = typeNames.count

  /// The most arguments one shape takes, and the largest arity written as plain nested
  /// closures. Nested closures cost compile time exponential in their depth, but up to
  /// this depth little (Docs/Performance.md); past it, arguments go through shapes of at
  /// most this many steps each.
  static let chunk = 8

  /// How many arguments the function takes.
  let count: Int

  init(_ count: Int) {
    precondition((1...Self.maximum).contains(count), "arity \(count) is outside 1...\(Self.maximum)")
    self.count = count
  }

  /// `["A", "B", "C"]`.
  var types: [String] { Array(Self.typeNames.prefix(count)) }

  /// `["a", "b", "c"]`.
  var values: [String] { types.map { $0.lowercased() } }

  /// `A, B, C, R`.
  var genericParameters: String { (types + ["R"]).joined(separator: ", ") }

  /// `(A, B, C) -> R`.
  var uncurriedType: String { "(\(types.joined(separator: ", "))) -> R" }

  /// `(A) -> (B) -> (C) -> R`.
  var curriedType: String { types.map { "(\($0)) -> " }.joined() + "R" }

  /// `a, b, c`.
  var argumentList: String { values.joined(separator: ", ") }

  /// Whether this arity is written as plain nested closures rather than through shapes.
  var isNested: Bool { count <= Self.chunk }

  /// `{ a in { b in { c in call } } }`: the curried function as nested closures.
  func nestedClosures(calling call: String) -> String {
    values.map { "{ \($0) in " }.joined() + call + String(repeating: " }", count: count)
  }

  /// The arguments in chunks of at most ``chunk``, in order: `[[A…H], [I]]` for 9.
  var typeChunks: [[String]] {
    stride(from: 0, to: count, by: Self.chunk).map { Array(types[$0..<min($0 + Self.chunk, count)]) }
  }

  /// The shape that curries this arity, e.g. for 9 arguments
  /// `CurriedStep8<(), A, …, H, CurriedLast1<((), A, …, H), I, R>>`.
  var shapeType: String {
    var collected = "()"
    var prefixes: [(collected: String, types: [String])] = []
    for types in typeChunks.dropLast() {
      prefixes.append((collected, types))
      collected = "(\(([collected] + types).joined(separator: ", ")))"
    }
    let last = typeChunks.last!
    var shape = "CurriedLast\(last.count)<\(([collected] + last + ["R"]).joined(separator: ", "))>"
    for prefix in prefixes.reversed() {
      shape = "CurriedStep\(Self.chunk)<\(([prefix.collected] + prefix.types + [shape]).joined(separator: ", "))>"
    }
    return shape
  }

  /// The pattern that takes apart the shape's collected arguments, e.g. for 9
  /// `((_, a, b, c, d, e, f, g, h), i)`.
  var collectedPattern: String {
    var pattern = "_"
    for chunk in typeChunks {
      pattern = "(\(([pattern] + chunk.map { $0.lowercased() }).joined(separator: ", ")))"
    }
    return pattern
  }

  /// "argument" or "arguments".
  var argumentsNoun: String { count == 1 ? "argument" : "arguments" }
}

/// The shapes the generated functions curry long arities through: one that takes the
/// last 1 to 8 arguments and calls the function, and one that takes 8 and hands the
/// collected arguments on to the shape after it. Both are written into each generated
/// file, since Curry and Decoding each keep theirs internal.
enum Shapes {
  /// Every shape's declaration, for a file whose `CurriedShape` protocol is in the same module.
  static var declarations: String {
    (1...Arity.chunk).map(last).joined(separator: "\n") + "\n" + step
  }

  /// `CurriedLastN`: the last `count` arguments, then the call.
  static func last(_ count: Int) -> String {
    let arity = Arity(count)
    let parameters = (["Collected"] + arity.types + ["Output"]).joined(separator: ", ")
    let full = (["Collected"] + arity.types).joined(separator: ", ")
    let call = "function((\((["collected"] + arity.values).joined(separator: ", "))))"
    return """
      /// The last \(count) \(arity.argumentsNoun), after those collected so far.
      @usableFromInline
      enum CurriedLast\(count)<\(parameters)>: CurriedShape {
        @usableFromInline typealias Full = (\(full))
        @usableFromInline typealias Curried = \(arity.types.map { "(\($0)) -> " }.joined())Output

        @inlinable
        static func curry(_ collected: Collected, _ function: @escaping (Full) -> Output) -> Curried {
          \(arity.nestedClosures(calling: call))
        }
      }

      """
  }

  /// `CurriedStep8`: eight arguments, collected for the shape that takes the rest.
  static var step: String {
    let arity = Arity(Arity.chunk)
    let collected = "(\((["Collected"] + arity.types).joined(separator: ", ")))"
    let handOn = "Tail.curry((\((["collected"] + arity.values).joined(separator: ", "))), function)"
    return """
      /// \(Arity.chunk) arguments, collected for `Tail`, which takes the rest.
      @usableFromInline
      enum CurriedStep\(Arity.chunk)<\((["Collected"] + arity.types).joined(separator: ", ")), Tail: CurriedShape>: CurriedShape
      where Tail.Collected == \(collected) {
        @usableFromInline typealias Full = Tail.Full
        @usableFromInline typealias Output = Tail.Output
        @usableFromInline typealias Curried = \(arity.types.map { "(\($0)) -> " }.joined())Tail.Curried

        @inlinable
        static func curry(_ collected: Collected, _ function: @escaping (Full) -> Output) -> Curried {
          \(arity.nestedClosures(calling: handOn))
        }
      }

      """
  }
}
