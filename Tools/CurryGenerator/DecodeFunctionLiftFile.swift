/// Sources/DecodingPipeline/DecodeFunction+Lift.swift: `decode(User.init, required("id", int), …)`,
/// a pipeline of every field in one call, for every arity up to the curried forms' limit;
/// Sources/DecodingWide/DecodeFunction+WideLift.swift: the arities past it.
enum DecodeFunctionLiftFile {
  /// Where the file of the arities up to the limit lives in the repository.
  static let path = "Sources/DecodingPipeline/DecodeFunction+Lift.swift"

  /// Where the file of the wider arities lives.
  static let widePath = "Sources/DecodingWide/DecodeFunction+WideLift.swift"

  /// The file's Swift text (unformatted) for `arities`; `wide` for the DecodingWide file.
  static func text(arities: ClosedRange<Int>, wide: Bool = false) -> String {
    var text = GeneratedFile.header
    text += """

      import Decoding\(wide ? "\nimport DecodingPipeline" : "")

      // `decode(User.init, required("id", int), optional("email", string), …)`: the pipeline's
      // fields in one call. The decoder runs every field's decoder on the same JSON, in order,
      // and hands the results to Decoding's `Decoded(make, …)`, so its failures are those of
      // `decode(User.init) |> required("id", int) |> …` and of the operators, and no closure is
      // made per field.
      //
      // The Swift 5 language mode infers no sendability for `User.init` or `User.decode`, so it
      // sees a twin of each overload instead, which takes them unchecked (`nonisolated(unsafe)`),
      // as its other declarations do. Not `@preconcurrency`: Swift 6.3.1 miscompiles a Swift 5
      // app's global `let` that holds the decoder such a function returns (calling it crashes),
      // and `Swift5ModeTests` keeps one.
      //
      // \(LiftPlacement.comment)

      """
    for count in arities {
      text += "\n" + function(LiftArity(count))
    }
    return text
  }

  /// `decode(_:_:…)` for one arity, and its twin for the Swift 5 language mode.
  static func function(_ arity: LiftArity) -> String {
    let calls = arity.values.map { "\($0)(json)" }.joined(separator: ", ")
    let unchecked = (["make"] + arity.values).map { "nonisolated(unsafe) let \($0) = \($0)" }
      .joined(separator: "\n")
    return """
      /// A decoder of a model of \(arity.count) \(arity.fieldsNoun), from its function and each field's decoder, in order:
      /// `decode(User.init, required("id", int), optional("email", string))`.
      @available(swift 6)
      @_alwaysEmitIntoClient
      public func decode<\(arity.typeList), R>(
        _ make: @escaping @Sendable (\(arity.typeList)) -> R,
        \(arity.parameters { "@escaping DecodeFunction<\($0)>" })
      ) -> DecodeFunction<R> {
        { json in Decoded(make, \(calls)) }
      }

      /// `decode(_:_:…)` of \(arity.count) \(arity.fieldsNoun) in the Swift 5 language mode.
      @_documentation(visibility: private)
      @available(swift, obsoleted: 6)
      @_alwaysEmitIntoClient
      public func decode<\(arity.typeList), R>(
        _ make: @escaping (\(arity.typeList)) -> R,
        \(arity.parameters { "@escaping (JSON) -> Decoded<\($0)>" })
      ) -> DecodeFunction<R> {
        \(unchecked)
        return { json in Decoded(make, \(calls)) }
      }

      """
  }
}
