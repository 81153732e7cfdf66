/// `--codec`: one definition for both directions, `codec(User.init, required("id", \.id, int),
/// optional("email", \.email, string))`, one field per line; curried,
/// `codec(User.init) |> required("id", \.id, int) |> …`. `decode(_:)` and `encode(_:to:)`
/// run the codec, a static constant.
///
/// A field is written with its value's `JSONEncodable` conformance, a nested struct with its
/// codec, and a value that holds structs with the codec vocabulary, `.array(.lazy {
/// Post.jsonCodec })`: the schema of each is known (`jsonCodec.schema`), and `.lazy` lets a
/// struct hold itself through an array, whose codec cannot be made from itself.
struct CodecStyle: DecoderStyle {
  static func imports(curried: Bool) -> [String] {
    ["DecodingPipeline"]
  }

  private let pipeline: PipelineStyle

  init(propertyNames: Set<String>) {
    pipeline = PipelineStyle(propertyNames: propertyNames)
  }

  func step(for field: ModelType.Field) -> String {
    let key = swiftStringLiteral(field.key)
    let start = "\(key), \\.\(field.name)"
    let required = pipeline.word("required")
    let optional = pipeline.word("optional")
    switch field.type {
    case .model(let name):
      return "\(required)(\(start), \(name).jsonCodec)"
    case .optional(let wrapped) where field.writesNilAsNull:
      // Written always: `null` for nil, as the samples had it.
      return "\(optional)(\(start), nullable: \(codec(for: wrapped)))"
    case .optional(.model(let name)):
      return "\(optional)(\(start), \(name).jsonCodec)"
    case .optional(let wrapped) where wrapped.holdsModel:
      return "\(optional)(\(start), \(codec(for: wrapped)))"
    case .optional(let wrapped):
      return "\(optional)(\(start), \(pipeline.decoder(for: wrapped)))"
    case let type where type.holdsModel:
      return "\(required)(\(start), \(codec(for: type)))"
    case let type:
      return "\(required)(\(start), \(pipeline.decoder(for: type)))"
    }
  }

  /// A codec, or a decoder of a value that writes itself, for values of `type`, as the codec
  /// vocabulary's `.array`, `.dictionary` and `.nullable` take them: `int`,
  /// `.array(.lazy { Post.jsonCodec })`.
  private func codec(for type: FieldType) -> String {
    guard type.holdsModel else { return pipeline.decoder(for: type) }
    switch type {
    case .model(let name): return ".lazy { \(name).jsonCodec }"
    case .array(let element): return ".array(\(codec(for: element)))"
    case .dictionary(let value): return ".dictionary(\(codec(for: value)))"
    case .optional(let wrapped): return ".nullable(\(codec(for: wrapped)))"
    default: return pipeline.decoder(for: type)
    }
  }

  func decodeMembers(typeName: String, steps: [String], curried: Bool) -> [String] {
    var lines = [
      "static func decode(_ json: JSON) -> Decoded<\(typeName)> {",
      "  jsonCodec.decode(json)",
      "}",
      "",
      "static func encode(_ value: \(typeName), to output: inout JSONOutput) throws {",
      "  try jsonCodec.encode(value, &output)",
      "}",
      "",
    ]
    let declaration = "static let jsonCodec: JSONCodec<\(typeName), \(typeName)> ="
    if curried {
      lines += [declaration, "  \(pipeline.word("codec"))(\(typeName).init)"]
      lines += steps.map { "  |> \($0)" }
    } else {
      let codec = pipeline.oneCall("codec", fields: steps.count)
      lines += Self.call("\(declaration) \(codec)", ["\(typeName).init"] + steps, indentation: 2)
    }
    return lines
  }
}
