/// What `decoding-gen` writes: the decoding style, the root type's name, which strings
/// become `Date` and `URL`, and which places share a struct.
struct GeneratorOptions: Equatable, Sendable {
  /// How the decoders are written.
  enum Style: String, CaseIterable, Sendable {
    /// The operators: `Decoded(User.init, json <| "id", json <|? "email")`, or with
    /// ``GeneratorOptions/curried``, Argo's `curry(User.init) <^> json <| "id" <*> json <|? "email"`.
    case operators
    /// A pipeline: `decode(User.init, required("id", int), optional("email", string))`, or
    /// with ``GeneratorOptions/curried``, `decode(User.init) |> required("id", int) |> …`.
    case pipeline
  }

  /// The most fields the curried forms take: `curry`, `decode(f)` and `codec(f)` have
  /// overloads of 1 to 20 arguments.
  static let curriedFieldLimit = 20

  /// The module of the one-call forms of more than ``curriedFieldLimit`` fields.
  static let wideModule = "DecodingWide"

  /// The most fields the one-call forms take: `Decoded(make, …)`, `decode(make, …)` and
  /// `codec(make, …)` have overloads of 1 to 100 fields.
  static let oneCallFieldLimit = 100

  var style = Style.operators
  /// Whether each struct gets a codec, `codec(User.init, required("id", \.id, int), …)`,
  /// which decodes and encodes it (`--codec`, the pipeline style's).
  var writesCodec = false
  /// Whether the decoders are curried, as Argo's are (`--curried`): structs of at most
  /// ``curriedFieldLimit`` fields; a wider one is decoded in one call all the same.
  var curried = false
  /// The root type's name.
  var rootName = "Root"
  /// Whether strings that are all ISO 8601 date-times become `Date`.
  var inferDates = true
  /// Whether strings that are all absolute URLs become `URL`.
  var inferURLs = true
  /// Whether objects with the same keys, under different names, share one struct
  /// (`--no-shape-merges` turns it off).
  var mergesByShape = true
  /// The merges `--merge` names, in the order given.
  var merges: [TypeMerge] = []
  /// Whether each struct gets an encoder beside its decoder (`--encoders`); a codec is one.
  var writesEncoders = false

  /// Whether `type`'s decoder is curried: asked for, and within the curried forms' limit.
  func curries(_ type: ModelType) -> Bool {
    curried && type.fields.count <= Self.curriedFieldLimit
  }
}
