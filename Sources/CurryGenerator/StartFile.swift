/// Sources/Decoding/Pipeline/DecodeFunction+Start.swift: `decode(f)`, the first step of
/// a pipeline, for every arity.
enum StartFile {
  /// Where the file lives in the repository.
  static let path = "Sources/Decoding/Pipeline/DecodeFunction+Start.swift"

  /// The file's Swift text (unformatted) for `arities`.
  static func text(arities: ClosedRange<Int>) -> String {
    var text = GeneratedFile.header
    text += """

      // `decode(User.init)` starts a pipeline: a decoder that ignores its JSON and succeeds
      // with `User.init` curried, so that each `|>` step supplies the next argument.
      //
      // The returned decoder is `@Sendable` (a global `let decodeUser = decode(User.init) |> …`
      // must compile in Swift 6), but a curried function is not, so each call builds the
      // curried function afresh, capturing only the `@Sendable` `make`. It is built through
      // the shapes in CurriedShape.swift, whose cost to compile does not grow exponentially
      // with the arity as nested closures' does (figures in Docs/Performance.md).

      """
    for count in arities {
      text += "\n" + function(Arity(count))
    }
    text += "\n// MARK: - Shapes\n"
    for count in 1...arities.upperBound {
      text += "\n" + Arity(count).shapeDeclaration
    }
    return text
  }

  /// `decode(_:)` for one arity.
  static func function(_ arity: Arity) -> String {
    return """
      /// Starts a pipeline from a function of \(arity.count) \(arity.argumentsNoun), such as an initializer:
      /// `decode(User.init) |> required("name", string) |> …`, one `|>` step per argument, in order.
      public func decode<\(arity.genericParameters)>(
        _ make: @escaping @Sendable \(arity.uncurriedType)
      ) -> DecodeFunction<\(arity.curriedType)> {
        { _ in
          \(arity.shape).decodedCurry { arguments in
            let \(arity.argumentsPattern) = arguments
            return make(\(arity.argumentList))
          }
        }
      }

      """
  }
}
