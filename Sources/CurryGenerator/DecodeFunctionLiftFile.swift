/// Sources/DecodingPipeline/DecodeFunction+Lift.swift: `decode(User.init, required("id", int), …)`,
/// a pipeline of every field in one call, for every arity.
enum DecodeFunctionLiftFile {
  /// Where the file lives in the repository.
  static let path = "Sources/DecodingPipeline/DecodeFunction+Lift.swift"

  /// The file's Swift text (unformatted) for `arities`.
  static func text(arities: ClosedRange<Int>) -> String {
    var text = GeneratedFile.header
    text += """

      import Decoding

      // `decode(User.init, required("id", int), optional("email", string), …)`: the pipeline's
      // fields in one call. The decoder runs every field's decoder on the same JSON, in order,
      // and hands the results to Decoding's `Decoded(make, …)`, so its failures are those of
      // `decode(User.init) |> required("id", int) |> …` and of the operators, and no closure is
      // made per field.
      //
      // `@preconcurrency`: in the Swift 5 language mode `User.init` is not inferred `@Sendable`,
      // and that mode sees these functions without the `@Sendable` requirement, so one
      // declaration serves both modes.

      """
    for count in arities {
      text += "\n" + function(LiftArity(count))
    }
    return text
  }

  /// `decode(_:_:…)` for one arity.
  static func function(_ arity: LiftArity) -> String {
    let calls = arity.values.map { "\($0)(json)" }.joined(separator: ", ")
    return """
      /// A decoder of a model of \(arity.count) \(arity.fieldsNoun), from its function and each field's decoder, in order:
      /// `decode(User.init, required("id", int), optional("email", string))`.
      @preconcurrency
      @_alwaysEmitIntoClient
      public func decode<\(arity.typeList), R>(
        _ make: @escaping @Sendable (\(arity.typeList)) -> R,
        \(arity.parameters { "@escaping DecodeFunction<\($0)>" })
      ) -> DecodeFunction<R> {
        { json in Decoded(make, \(calls)) }
      }

      """
  }
}
