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

  /// The fewest arguments for which ``nestedClosures(calling:wrappedIn:)`` links cells.
  /// Below it the copies the cells save do not pay for reading through them
  /// (Benchmarks/NOTES.md, "The decoders": cells from 3 arguments).
  static let fewestLinked = 5

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

  /// The curried function as nested closures, calling `function` with every argument and
  /// passing what it returns to `wrapper`, when there is one.
  ///
  /// One argument is `function` itself; up to ``fewestLinked`` - 1 they are plain nested
  /// closures, `{ a in { b in function(a, b) } }`. From ``fewestLinked`` on, each closure
  /// captures one `CurriedArguments`, which holds the one before it and the latest
  /// argument, where a plain nested closure would copy every earlier argument into its
  /// own context: with it each argument is copied once on its way to the last closure,
  /// where plain nested closures copy the first of n arguments n - 1 times. The last
  /// closure reads the arguments through the cells' borrowing accessors:
  ///
  ///     { a in
  ///       let arguments1 = CurriedArguments(function, a)
  ///       return { b in
  ///         let arguments2 = CurriedArguments(arguments1, b)
  ///         return { c in arguments2.earlier.earlier(arguments2.earlier.latest, arguments2.latest, c) }
  ///       }
  ///     }
  func nestedClosures(calling function: String, wrappedIn wrapper: String? = nil) -> String {
    func wrapped(_ call: String) -> String { wrapper.map { "\($0)(\(call))" } ?? call }
    // `{ a in function(a) }` would be one more closure context for nothing.
    guard count > 1 || wrapper != nil else { return function }
    guard count >= Self.fewestLinked else {
      return values.map { "{ \($0) in " }.joined() + wrapped("\(function)(\(argumentList))")
        + String(repeating: " }", count: count)
    }
    // `arguments<k>` holds the first k arguments; reading argument i from it takes the
    // `.earlier` of k - i cells, then `.latest`, and the function sits past the first.
    let last = count - 1
    func path(_ steps: Int) -> String { "arguments\(last)" + String(repeating: ".earlier", count: steps) }
    let arguments = (0..<last).map { "\(path(last - 1 - $0)).latest" } + [values[last]]
    let innermost = "{ \(values[last]) in \(wrapped("\(path(last))(\(arguments.joined(separator: ", ")))")) }"
    let steps = (0..<last).map { (parameters: values[$0], values: values[$0], held: $0 + 1) }
    return Self.linking(steps, in: "CurriedArguments", from: function, around: innermost)
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
  ///
  /// Each closure but the last keeps its chunk's arguments in a `CurriedChunk`, and the
  /// closure it returns captures only that, for the reason ``nestedClosures(calling:wrappedIn:)``
  /// gives. (A tuple in `CurriedArguments` would do, but generic code copies tuples through
  /// the runtime's value witnesses, unspecialized.)
  ///
  ///     { (a: A, …, h: H) in
  ///       let arguments8 = CurriedChunk(function, a, …, h)
  ///       return { (i: I) in arguments8.earlier(arguments8.a, …, arguments8.h, i) }
  ///     }
  func chunkedClosures(calling function: String) -> String {
    let chunks = typeChunks
    func parameters(_ chunk: [String]) -> String {
      chunk.map { "\($0.lowercased()): \($0)" }.joined(separator: ", ")
    }
    let lastCell = "arguments\(Self.chunk * (chunks.count - 1))"
    func path(_ steps: Int) -> String { lastCell + String(repeating: ".earlier", count: steps) }
    // A `CurriedChunk`'s properties are named as the first chunk's arguments are.
    let properties = Arity(Self.chunk).values
    let held = chunks.dropLast().enumerated().flatMap { index, chunk in
      chunk.indices.map { "\(path(chunks.count - 2 - index)).\(properties[$0])" }
    }
    let call = "\(path(chunks.count - 1))(\((held + chunks.last!.map { $0.lowercased() }).joined(separator: ", ")))"
    let steps = chunks.dropLast().enumerated().map { index, chunk in
      (
        parameters: "(\(parameters(chunk)))", values: chunk.map { $0.lowercased() }.joined(separator: ", "),
        held: Self.chunk * (index + 1)
      )
    }
    return Self.linking(
      steps, in: "CurriedChunk", from: function, around: "{ (\(parameters(chunks.last!))) in \(call) }")
  }

  /// `innermost` inside one closure a step, from the first step out: each takes the step's
  /// `parameters`, keeps its `values` in a new `cell` named `arguments<held>` after the
  /// arguments it then holds, whose earlier cell is the step before's (or `function`, in
  /// the first), and returns the closure inside it.
  private static func linking(
    _ steps: [(parameters: String, values: String, held: Int)], in cell: String, from function: String,
    around innermost: String
  ) -> String {
    steps.indices.reversed().reduce(innermost) { inside, index in
      let earlier = index == 0 ? function : "arguments\(steps[index - 1].held)"
      let step = steps[index]
      return "{ \(step.parameters) in\nlet arguments\(step.held) = \(cell)(\(earlier), \(step.values))\n"
        + "return \(inside)\n}"
    }
  }

  /// "argument" or "arguments".
  var argumentsNoun: String { count == 1 ? "argument" : "arguments" }
}
