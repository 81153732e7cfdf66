/// What `decoding-gen` writes: the decoding style, the root type's name, which strings
/// become `Date` and `URL`, and which places share a struct.
struct GeneratorOptions: Equatable, Sendable {
  /// How the decoders are written.
  enum Style: String, CaseIterable, Sendable {
    /// Argo's operators: `curry(User.init) <^> json <| "id" <*> json <|? "email"`.
    case operators
    /// A pipeline: `decode(User.init) |> required("id", int) |> optional("email", string)`.
    case pipeline
  }

  var style = Style.operators
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
  /// Whether each struct gets an encoder beside its decoder (`--encoders`).
  var writesEncoders = false
  /// The most fields one decode expression holds before a struct is decoded in parts;
  /// `nil` for the style's default (``FieldParts/defaultLimit``).
  var maximumFields: Int?

  /// The most fields one decode expression holds with these options.
  var fieldsPerExpression: Int { maximumFields ?? FieldParts.defaultLimit }
}
