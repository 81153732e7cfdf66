/// Sources/DecodingPipeline/CurriedWidthLimit.swift: the types whose unavailable conformance
/// to `Sendable` is the Swift 6 mode's error for a curried `decode(_:)` or `codec(_:)`
/// past the limit (WidthLimit.swift).
enum CurriedWidthLimitFile {
  /// Where the file lives in the repository.
  static let path = "Sources/DecodingPipeline/CurriedWidthLimit.swift"

  /// The starts that get the types, with the one-call form each message names.
  static let starts = [
    (type: "Decode", name: "decode(_:)", oneCall: "`decode(T.init, required(…), …)`"),
    (type: "Codec", name: "codec(_:)", oneCall: "`codec(T.init, required(…), …)`"),
  ]

  /// The file's Swift text (unformatted) for the arities past `limit`.
  static func text(unavailable: ClosedRange<Int>, limit: Int) -> String {
    var text = GeneratedFile.header
    text += """

      /// The default values that make a curried `decode(_:)` or `codec(_:)` of more than \(limit)
      /// parameters fail to compile in the Swift 6 language mode, at once and with a message that
      /// names the one-call form, where the compiler's search for a fix took up to minutes.
      ///
      /// Each is the default of the last parameter of one such overload, which requires it to be
      /// `Sendable`; its conformance is unavailable, with the message.
      @_documentation(visibility: private)
      public enum \(WidthLimit.namespace) {

      """
    var conformances = ""
    for start in starts {
      for count in unavailable {
        let arity = Arity(count)
        let message = WidthLimit.message(start.name, arity, limit: limit, oneCall: start.oneCall)
        text += """
            /// The default of `\(start.name)` for a function of \(count) parameters.
            public struct \(start.type)\(count) {
              /// The value, which no call can use.
              public init() {}
              /// What the compiler says.
              public static let message = "\(message)"
            }

          """
        conformances += """

          @available(*, unavailable, message: "\(message)")
          extension \(WidthLimit.limitType(start.type, arity)): Sendable {}

          """
      }
    }
    text += "}\n" + conformances
    return text
  }
}
