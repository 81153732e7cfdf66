/// Sources/DecodingPipeline/DecodeFunction+Start.swift: `decode(f)`, the first step of
/// a pipeline, for every arity.
enum StartFile {
  /// Where the file lives in the repository.
  static let path = "Sources/DecodingPipeline/DecodeFunction+Start.swift"

  /// The file's Swift text (unformatted) for `arities`.
  static func text(arities: ClosedRange<Int>, unavailable: ClosedRange<Int>) -> String {
    var text = GeneratedFile.header
    text += """

      import Decoding

      // `decode(User.init)` starts a pipeline: a decoder that ignores its JSON and succeeds
      // with `User.init` curried, so that each `|>` step supplies the next argument.
      //
      // The returned decoder is `@Sendable` (a global `let decodeUser = decode(User.init) |> …`
      // must compile in Swift 6), but a curried function is not, so each call builds the
      // curried function afresh, capturing only the `@Sendable` `make`. As with Curry's
      // `curry`, up to 8 arguments it is nested closures over cells and longer ones go through
      // Decoding's shapes (CurriedShape.swift), and every start is `@inlinable` so that it is
      // specialized in the caller's module.
      //
      // In the Swift 5 language mode `User.init` is not inferred `@Sendable`, so that mode sees a
      // twin of each start, which takes it unchecked (`nonisolated(unsafe)`) and returns the
      // same `@Sendable` decoder. Not `@preconcurrency`: Swift 6.3.1 miscompiles a Swift 5 app's
      // global `let` that holds the decoder such a function returns (calling it crashes). The
      // members below stay `@preconcurrency`; their result only ever goes straight to `|>`.

      """
    for count in arities {
      text += "\n" + function(Arity(count))
    }
    text += "\n// MARK: - Past \(arities.upperBound) arguments\n\n" + CurryFile.unavailableComment
    for count in unavailable {
      text += "\n" + unavailableFunction(Arity(count), limit: arities.upperBound)
    }
    text +=
      "\n// MARK: - Past \(arities.upperBound) arguments in the Swift 6 language mode\n\n"
      + WidthLimit.swift6Comment
    for count in unavailable {
      text += "\n" + swift6Function(Arity(count), limit: arities.upperBound)
    }
    text += memberComment + "extension Decodable {\n"
    for count in arities {
      text += "\n" + memberFunction(Arity(count))
    }
    text += "}\n"
    text += "\n// MARK: - Shapes\n\n" + shapesComment + "\n" + decodedCurry
    return text
  }

  /// `decode(_:)` for one arity.
  static func function(_ arity: Arity) -> String {
    let body =
      arity.count <= Arity.chunk
      ? ".success(\(arity.nestedClosures(calling: "make")))"
      : "\(arity.shapeType).decodedCurry(\(arity.chunkedClosures(calling: "make")))"
    return """
      /// Starts a pipeline from a function of \(arity.count) \(arity.argumentsNoun), such as an initializer:
      /// `decode(User.init) |> required("name", string) |> …`, one `|>` step per argument, in order.
      @available(swift 6)
      @inlinable
      public func decode<\(arity.genericParameters)>(
        _ make: @escaping @Sendable \(arity.uncurriedType)
      ) -> DecodeFunction<\(arity.curriedType)> {
        { _ in
          \(body)
        }
      }

      /// `decode(_:)` of a function of \(arity.count) \(arity.argumentsNoun) in the Swift 5 language mode.
      @_documentation(visibility: private)
      @available(swift, obsoleted: 6)
      @inlinable
      public func decode<\(arity.genericParameters)>(
        _ make: @escaping \(arity.uncurriedType)
      ) -> DecodeFunction<\(arity.curriedType)> {
        nonisolated(unsafe) let make = make
        let sendableMake: @Sendable \(arity.uncurriedType) = { \(arity.values.joined(separator: ", ")) in
          make(\(arity.values.joined(separator: ", ")))
        }
        return decode(sendableMake)
      }

      """
  }

  /// The unavailable `decode(_:)` for one arity past the limit, in either language mode.
  static func unavailableFunction(_ arity: Arity, limit: Int) -> String {
    """
    \(WidthLimit.attributes("decode(_:)", arity, limit: limit, oneCall: "`decode(T.init, required(…), …)`"))
    public func decode<\(arity.genericParameters)>(
      _ make: @escaping \(arity.uncurriedType)
    ) -> DecodeFunction<\(arity.curriedType)> {
      fatalError("unavailable")
    }

    """
  }

  /// The Swift 6 `decode(_:)` for one arity past the limit: no call to it compiles, unless it
  /// is given a `Sendable` value of its own in place of the default, and then the decoder it
  /// returns fails with the message.
  static func swift6Function(_ arity: Arity, limit: Int) -> String {
    """
    \(WidthLimit.swift6Attributes("decode(_:)", arity, limit: limit))
    public func decode<\(arity.genericParameters), Limit: Sendable>(
      _ make: @escaping @Sendable \(arity.uncurriedType),
      curriedWidthLimit: Limit = \(WidthLimit.limitType("Decode", arity))()
    ) -> DecodeFunction<\(arity.curriedType)> {
      { _ in .failure(.custom(\(WidthLimit.limitType("Decode", arity)).message)) }
    }

    """
  }

  static let memberComment = """

    // MARK: - Inside a type's own `decode`

    // In a `Decodable` type's `static func decode(_ json: JSON)`, an unqualified `decode` finds
    // that method first and would never reach the functions above. These members make
    // `decode(User.init) |> …` work there too; each forwards to its free counterpart.
    //
    // They are disfavoured: every `Address.decode` a file mentions (`required("address",
    // Address.decode)`, `>>- { [String: String].decode($0) }`) also names these members, and
    // as equals they made the type checker try each of them, and a 20-field pipeline of
    // `required(_, Sub.decode)` took several times as long to type-check. Disfavoured, the
    // type's own `decode` is settled first, as fast as before they existed, and
    // they still serve `decode(User.init)`, which the type's own `decode` does not fit.

    """

  /// The member `decode(_:)` of `Decodable` types for one arity.
  static func memberFunction(_ arity: Arity) -> String {
    """
      /// Starts a pipeline from a function of \(arity.count) \(arity.argumentsNoun) inside a `Decodable` type's own `decode`.
      @preconcurrency
      @_disfavoredOverload
      @inlinable
      public static func decode<\(arity.genericParameters)>(
        _ make: @escaping @Sendable \(arity.uncurriedType)
      ) -> DecodeFunction<\(arity.curriedType)> {
        DecodingPipeline.decode(make)
      }

    """
  }

  /// What the file says where its shapes would be.
  static let shapesComment = """
    // The shapes are Decoding's (Sources/Decoding/Decodable/CurriedShape.swift), shared with
    // Curry's `curry`; `package` access keeps them out of an app's names. Here is only what
    // wraps a shape's function in a `Decoded`.

    """

  /// The extension that wraps a shape's curried function in `.success`.
  static let decodedCurry = """
    extension CurriedShape {
      /// `.success` of the curried `function`, created where `CurriedFunction` is still opaque
      /// so that the start functions never lower the deep function type themselves.
      @inlinable
      static func decodedCurry(_ function: Uncurried) -> Decoded<CurriedFunction> {
        .success(curry(function))
      }
    }

    """
}
