/// The names of one arity's type parameters and values, as curry-gen writes them (`A`, `B`,
/// … without `R`, the result), so the lab's files read like the generated ones. A copy of
/// the generator's naming, not of its code: the lab must not depend on the generator.
struct Arity {
  /// Letters for type parameters: the alphabet without `R`.
  static let typeNames = "ABCDEFGHIJKLMNOPQSTUVWXYZ".map(String.init)

  /// How many arguments the function takes.
  let count: Int

  init(_ count: Int) {
    precondition((1...Self.typeNames.count).contains(count), "arity \(count) is outside 1...\(Self.typeNames.count)")
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
}
