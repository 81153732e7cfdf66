/// Sources/DecodingPipeline/JSONCodec+Lift.swift: `codec(User.init, required("id", \.id, int), …)`,
/// a codec of every field in one call, for every arity up to the curried forms' limit;
/// Sources/DecodingWide/JSONCodec+WideLift.swift: the arities past it.
enum JSONCodecLiftFile {
  /// Where the file of the arities up to the limit lives in the repository.
  static let path = "Sources/DecodingPipeline/JSONCodec+Lift.swift"

  /// Where the file of the wider arities lives.
  static let widePath = "Sources/DecodingWide/JSONCodec+WideLift.swift"

  /// The file's Swift text (unformatted) for `arities`; `wide` for the DecodingWide file.
  static func text(arities: ClosedRange<Int>, wide: Bool = false) -> String {
    var text = GeneratedFile.header
    text += """

      import Decoding\(wide ? "\nimport DecodingPipeline" : "")

      // `codec(User.init, required("id", \\.id, int), optional("email", \\.email, string), …)`:
      // a codec's fields in one call. Its decoder is `decode(User.init, …)` of the fields'
      // decoders (DecodeFunction+Lift.swift), and its encoder writes the fields in the order given,
      // as `codec(User.init) |> …` does.
      //
      // \(LiftPlacement.comment)

      """
    for count in arities {
      text += "\n" + function(LiftArity(count))
    }
    return text
  }

  /// `codec(_:_:…)` for one arity.
  static func function(_ arity: LiftArity) -> String {
    let decoders = arity.values.map { "\($0).decode" }.joined(separator: ", ")
    let fields = arity.values.map { "\($0).field" }.joined(separator: ", ")
    return """
      /// A codec of a model of \(arity.count) \(arity.fieldsNoun), from its function and each field, in order:
      /// `codec(User.init, required("id", \\.id, int), optional("email", \\.email, string))`.
      @preconcurrency
      @_alwaysEmitIntoClient
      public func codec<\(arity.typeList), R>(
        _ make: @escaping @Sendable (\(arity.typeList)) -> R,
        \(arity.parameters { "JSONCodecField<R, \($0)>" })
      ) -> JSONCodec<R, R> {
        JSONCodec(decode: decode(make, \(decoders)), fields: [\(fields)])
      }

      """
  }
}
