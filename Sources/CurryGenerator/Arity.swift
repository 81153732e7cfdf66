/// The names and spelled-out types of one arity, as the generated code writes them.
///
/// Type parameters are `A`, `B`, … (skipping `R`, which is always the result) and the
/// matching values `a`, `b`, …, so `curry<A, B, C, R>` reads like thoughtbot's Curry.
struct Arity {
  /// Letters for type parameters: the alphabet without `R`.
  static let typeNames = "ABCDEFGHIJKLMNOPQSTUVWXYZ".map(String.init)

  /// The largest arity the letters can name.
  static let maximum = typeNames.count

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

  /// `(a, (b, (c, _)))`: the nested pairs a `CurriedShape` collects, as a pattern.
  var argumentsPattern: String {
    values.reversed().reduce("_") { rest, value in "(\(value), \(rest))" }
  }

  /// `Arity3<A, B, C, R>`: the generated alias for this arity's `CurriedShape`.
  var shape: String { "\(shapeName)<\(genericParameters)>" }

  /// `Arity3`.
  var shapeName: String { "Arity\(count)" }

  /// `typealias Arity3<A, B, C, R> = CurriedStep<A, Arity2<B, C, R>>`, with its doc comment.
  var shapeDeclaration: String {
    let tail = count == 1 ? "CurriedEnd<R>" : Arity(count - 1).renamed(from: 1).shape
    return """
      /// The shape of a curried function of \(count) \(argumentsNoun).
      typealias \(shape) = CurriedStep<A, \(tail)>

      """
  }

  /// "argument" or "arguments".
  var argumentsNoun: String { count == 1 ? "argument" : "arguments" }

  /// This arity with its type names taken from `offset` on: `Arity(2).renamed(from: 1)`
  /// spells `Arity2<B, C, R>`, the tail of `Arity3<A, B, C, R>`.
  private func renamed(from offset: Int) -> Renamed {
    Renamed(count: count, types: Array(Self.typeNames[offset..<(offset + count)]))
  }

  /// An arity whose type parameters start further along the alphabet.
  private struct Renamed {
    let count: Int
    let types: [String]

    var shape: String { "Arity\(count)<\((types + ["R"]).joined(separator: ", "))>" }
  }
}
