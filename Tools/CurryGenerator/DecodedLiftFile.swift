/// Sources/Decoding/Results/Decoded+Lift.swift: `Decoded(User.init, json <| "id", …)`, a model
/// decoded in one call from its function and its fields, for every arity up to the curried
/// forms' limit; Sources/DecodingWide/Decoded+WideLift.swift: the arities past it.
enum DecodedLiftFile {
  /// Where the file of the arities up to the limit lives in the repository.
  static let path = "Sources/Decoding/Results/Decoded+Lift.swift"

  /// Where the file of the wider arities lives.
  static let widePath = "Sources/DecodingWide/Decoded+WideLift.swift"

  /// The file's Swift text (unformatted) for `arities`; `wide` for the DecodingWide file.
  static func text(arities: ClosedRange<Int>, wide: Bool = false) -> String {
    var text = GeneratedFile.header
    if wide { text += "\nimport Decoding\n" }
    text += """

      // `Decoded(User.init, json <| "id", json <|? "email", …)`: Haskell's `liftA3` and elm's
      // `map3`, for any number of fields. Each overload takes the function and one `Decoded`
      // a field, so the number of arguments picks the overload at once, where
      // `curry(User.init) <^> … <*> …` makes the type checker solve one operator a field; and
      // it calls the function once, where the curried chain allocates a closure a field.
      //
      // The failures are those of the curried chain for the same fields: every failing field's,
      // in order, merged as `<*>` merges them (`DecodeError.accumulating(_:)`).
      //
      // `@_alwaysEmitIntoClient`, not `@inlinable`: a model's decoder always specializes its
      // overload, so an unspecialized copy of each of them in the library's object code would be
      // code that no one calls. The library still type-checks and serializes every body.
      //
      // \(LiftPlacement.comment)

      extension Decoded {

      """
    for count in arities {
      text += "\n" + initializer(LiftArity(count))
    }
    text += "}\n"
    return text
  }

  /// `Decoded.init(_:_:…)` for one arity.
  static func initializer(_ arity: LiftArity) -> String {
    let matches = zip(arity.values, arity.types).map { value, _ in "case .success(let \(value)Value) = \(value)" }
    let calls = arity.values.map { "\($0)Value" }.joined(separator: ", ")
    let errors = arity.values.map { "\($0).error" }.joined(separator: ", ")
    return """
        /// Decodes a model of \(arity.count) \(arity.fieldsNoun) in one call: `make` of every field's value,
        /// or the failures of every field that failed, in order, as `curry(make) <^> … <*> …` reports them.
        @_alwaysEmitIntoClient
        public init<\(arity.typeList)>(
          _ make: (\(arity.typeList)) -> T,
          \(arity.parameters { "Decoded<\($0)>" })
        ) {
          if \(matches.joined(separator: ",\n")) {
            self = .success(make(\(calls)))
          } else {
            self = .failure(.accumulating([\(errors)]))
          }
        }

      """
  }
}
