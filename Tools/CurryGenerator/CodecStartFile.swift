/// Sources/DecodingPipeline/JSONCodec+Start.swift: `codec(f)`, the first step of a codec,
/// for every arity.
enum CodecStartFile {
  /// Where the file lives in the repository.
  static let path = "Sources/DecodingPipeline/JSONCodec+Start.swift"

  /// The file's Swift text (unformatted) for `arities`.
  static func text(arities: ClosedRange<Int>, unavailable: ClosedRange<Int>) -> String {
    var text = GeneratedFile.header
    text += """

      import Decoding

      // `codec(User.init)` starts a codec: its decoder is the pipeline's `decode(User.init)`,
      // and it has no fields to write yet; each `|>` step adds one (JSONCodec+Fields.swift).
      // `@preconcurrency`, as `decode(_:)` is: one declaration serves the Swift 5 language mode,
      // which does not infer `User.init` to be `@Sendable`.

      """
    for count in arities {
      text += "\n" + function(Arity(count))
    }
    text += "\n// MARK: - Past \(arities.upperBound) arguments\n\n" + CurryFile.unavailableComment
    for count in unavailable {
      text += "\n" + unavailableFunction(Arity(count), limit: arities.upperBound)
    }
    text +=
      "\n// MARK: - Past \(arities.upperBound) arguments in the Swift 6 language mode\n\n" + WidthLimit.swift6Comment
    for count in unavailable {
      text += "\n" + swift6Function(Arity(count), limit: arities.upperBound)
    }
    return text
  }

  /// `codec(_:)` for one arity.
  static func function(_ arity: Arity) -> String {
    """
    /// Starts a codec from a function of \(arity.count) \(arity.argumentsNoun), such as an initializer:
    /// `codec(User.init) |> required("name", \\.name, string) |> …`, one `|>` step per argument, in order.
    @preconcurrency
    @inlinable
    public func codec<\(arity.genericParameters)>(
      _ make: @escaping @Sendable \(arity.uncurriedType)
    ) -> JSONCodec<R, \(arity.curriedType)> {
      JSONCodec(decode: decode(make), fields: [])
    }

    """
  }

  /// The unavailable `codec(_:)` for one arity past the limit, in either language mode.
  static func unavailableFunction(_ arity: Arity, limit: Int) -> String {
    """
    \(WidthLimit.attributes("codec(_:)", arity, limit: limit, oneCall: "`codec(T.init, required(…), …)`"))
    public func codec<\(arity.genericParameters)>(
      _ make: @escaping \(arity.uncurriedType)
    ) -> JSONCodec<R, \(arity.curriedType)> {
      fatalError("unavailable")
    }

    """
  }

  /// The Swift 6 `codec(_:)` for one arity past the limit: no call to it compiles, unless it
  /// is given a `Sendable` value of its own in place of the default.
  static func swift6Function(_ arity: Arity, limit: Int) -> String {
    """
    \(WidthLimit.swift6Attributes("codec(_:)", arity, limit: limit))
    public func codec<\(arity.genericParameters), Limit: Sendable>(
      _ make: @escaping @Sendable \(arity.uncurriedType),
      curriedWidthLimit: Limit = \(WidthLimit.limitType("Codec", arity))()
    ) -> JSONCodec<R, \(arity.curriedType)> {
      // Unreachable: the default's conformance is an error, and a value of this type would cost
      // the library's own build minutes (Benchmarks/NOTES.md, "How long a curried form past 20
      // takes to fail").
      fatalError(\(WidthLimit.limitType("Codec", arity)).message)
    }

    """
  }
}
