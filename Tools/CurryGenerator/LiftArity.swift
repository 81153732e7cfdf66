/// The names of one arity of the one-call families (`Decoded(User.init, …)`, `decode(User.init, …)`,
/// `codec(User.init, …)`), which take the model's function and every field at once.
///
/// Their type parameters skip `T` as well as `R`: `Decoded(…)` is declared in `extension Decoded`,
/// where `T` is `Decoded`'s own. The three families name things alike, so one table serves them.
struct LiftArity {
  /// The alphabet without `R` and `T`.
  static let letters = "ABCDEFGHIJKLMNOPQSUVWXYZ".map(String.init)

  /// The letters, then the letters numbered 2 to 5 (`A2`, …): 120 names.
  static let typeNames = letters + (2...5).flatMap { number in letters.map { "\($0)\(number)" } }

  /// The largest arity the names can name.
  static let maximum = typeNames.count

  /// How many fields the function takes.
  let count: Int

  init(_ count: Int) {
    precondition((1...Self.maximum).contains(count), "arity \(count) is outside 1...\(Self.maximum)")
    self.count = count
  }

  /// `["A", "B", "C"]`.
  var types: [String] { Array(Self.typeNames.prefix(count)) }

  /// `["a", "b", "c"]`.
  var values: [String] { types.map { $0.lowercased() } }

  /// `A, B, C`.
  var typeList: String { types.joined(separator: ", ") }

  /// "field" or "fields".
  var fieldsNoun: String { count == 1 ? "field" : "fields" }

  /// `_ a: Decoded<A>, _ b: Decoded<B>`, one parameter a field, each of `wrapper<Type>`.
  func parameters(_ wrapper: (String) -> String) -> String {
    zip(values, types).map { "_ \($0): \(wrapper($1))" }.joined(separator: ",\n")
  }
}
