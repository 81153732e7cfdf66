/// The names and spelled-out types of one arity, as the generated code writes them.
///
/// Type parameters are `A`, `B`, … (skipping `R`, which is always the result) and the
/// matching values `a`, `b`, …, so `curry<A, B, C, R>` reads like thoughtbot's Curry.
///
/// The compile-time lab (Benchmarks/Sources/CompileTimeLab) compiles this same file, through a
/// symbolic link, so that the files it times name things exactly as the generated ones do;
/// it uses nothing else of the generator, so this file must stay free of the generator's
/// other types.
struct Arity {
  /// The alphabet without `R`.
  static let letters = "ABCDEFGHIJKLMNOPQSTUVWXYZ".map(String.init)

  /// Names for type parameters: the letters, then the letters again numbered 2, 3 and 4
  /// (`A2`, …), 100 in all.
  static let typeNames = letters + (2...4).flatMap { number in letters.map { "\($0)\(number)" } }

  /// The largest arity the names can name.
  static let maximum = typeNames.count

  /// The most closures written nested in one function. Nested closures cost compile
  /// time exponential in their depth, but up to this depth little (Docs/Performance.md);
  /// past it, arguments go through the shapes of ``ShapesFile``, at most this many each.
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

  /// What `curry` returns: the curried function up to ``chunk`` arguments, `(A) -> (B) -> R`;
  /// past it, `Curried<A, (B) -> … -> R>`, which keeps the deep function type out of the
  /// signature (Sources/Curry/Curried.swift says why).
  var curryResultType: String {
    count <= Self.chunk ? curriedType : "Curried<\(types[0]), \(types.dropFirst().map { "(\($0)) -> " }.joined())R>"
  }

  /// `a, b, c`.
  var argumentList: String { values.joined(separator: ", ") }

  /// `{ a in { b in { c in call } } }`: the curried function as nested closures.
  func nestedClosures(calling call: String) -> String {
    values.map { "{ \($0) in " }.joined() + call + String(repeating: " }", count: count)
  }

  /// The arguments in chunks of at most ``chunk``, in order: `[[A…H], [I]]` for 9.
  var typeChunks: [[String]] {
    stride(from: 0, to: count, by: Self.chunk).map { Array(types[$0..<min($0 + Self.chunk, count)]) }
  }

  /// The shape that curries this arity, e.g. for 9 arguments
  /// `CurriedStep8<A, …, H, CurriedLast1<I, R>>`.
  var shapeType: String {
    let chunks = typeChunks
    var shape = "CurriedLast\(chunks.last!.count)<\((chunks.last! + ["R"]).joined(separator: ", "))>"
    for chunk in chunks.dropLast().reversed() {
      shape = "CurriedStep\(Self.chunk)<\((chunk + [shape]).joined(separator: ", "))>"
    }
    return shape
  }

  /// The function the shape curries, calling `function` with every argument, e.g. for 9
  /// `{ (a: A, …, h: H) in { (i: I) in function(a, …, i) } }`.
  func chunkedClosures(calling function: String) -> String {
    let chunks = typeChunks
    let heads = chunks.map { chunk in
      "{ (" + chunk.map { "\($0.lowercased()): \($0)" }.joined(separator: ", ") + ") in "
    }
    return heads.joined() + "\(function)(\(argumentList))" + String(repeating: " }", count: chunks.count)
  }

  /// "argument" or "arguments".
  var argumentsNoun: String { count == 1 ? "argument" : "arguments" }
}
