/// `--codec`: one definition for both directions, `codec(User.init, required("id", \.id, int),
/// optional("email", \.email, string))`, one field per line; curried,
/// `codec(User.init) |> required("id", \.id, int) |> …`. `decode(_:)` and `encode(_:to:)`
/// run the codec, a static constant.
///
/// A field is written with its value's `JSONEncodable` conformance, a nested struct with its
/// codec, and an array or map of structs with explicit encoders. Those take the structs'
/// `decode` and `encode` functions, not their codecs: a struct can hold itself through an
/// array, and its codec cannot be made from itself.
struct CodecStyle: DecoderStyle {
  static func imports(curried: Bool) -> [String] {
    ["DecodingPipeline"]
  }

  private let pipeline: PipelineStyle
  private let encoders = EncoderSource(style: .pipeline)

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
      let encoder = "Encode.nullable(\(encoders.encoder(for: wrapped)))"
      return "\(optional)(\(start), \(pipeline.decoder(for: wrapped)), \(encoder))"
    case .optional(.model(let name)):
      return "\(optional)(\(start), \(name).jsonCodec)"
    case .optional(let wrapped) where wrapped.holdsModel:
      // The codec field that takes an encoder of the wrapped value, and leaves nil out, is
      // `optionalAt`: `optional(key, keyPath, decoder, encoder)` writes nil as the encoder does.
      let arguments = "[\(key)], \\.\(field.name), \(pipeline.decoder(for: wrapped)), \(encoders.encoder(for: wrapped))"
      return "\(pipeline.word("optionalAt"))(\(arguments))"
    case .optional(let wrapped):
      return "\(optional)(\(start), \(pipeline.decoder(for: wrapped)))"
    case let type where type.holdsModel:
      return "\(required)(\(start), \(pipeline.decoder(for: type)), \(encoders.encoder(for: type)))"
    case let type:
      return "\(required)(\(start), \(pipeline.decoder(for: type)))"
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
