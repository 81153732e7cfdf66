/// The encoder `--encoders` writes beside a struct's decoder, in the decoder's style: an
/// `extension T: JSONEncodable` with `encode()` and `encode(to:)` for the operator style, a
/// static `encode(_:to:)` running an `Encode.object([…])` encoder for the pipeline style.
///
/// Members are written in the struct's key order. An optional member is left out when
/// `nil`, except one the samples had `null` (``ModelType/Field/writesNilAsNull``), which is
/// written as `null`: either way a decoded sample encodes back to the document it came from.
struct EncoderSource {
  let style: GeneratorOptions.Style

  /// The extension, unindented, one line per member.
  func encoder(for type: ModelType) -> [String] {
    style == .operators ? operatorEncoder(for: type) : pipelineEncoder(for: type)
  }

  // MARK: Operators

  private func operatorEncoder(for type: ModelType) -> [String] {
    // A property named like a closure parameter below is reached through `self`.
    // `self` alone is the model, not its property named `self`; `object` and `output` are the
    // closure's and the method's parameters.
    func value(_ field: ModelType.Field) -> String {
      ["object", "output", "`self`"].contains(field.name) ? "self.\(field.name)" : field.name
    }
    // A struct has at least one field: an object without keys is a dictionary.
    var lines = ["extension \(type.name): JSONEncodable {", "  func encode() -> JSON {", "    .object(encoding: ["]
    // swift-format leaves a one-element literal without a trailing comma.
    let comma = type.fields.count > 1 ? "," : ""
    for field in type.fields {
      let member = nilIsNull(field) ? "\(value(field))?.encode() ?? JSON.null" : value(field)
      lines.append("      \(swiftStringLiteral(field.key)): \(member)\(comma)")
    }
    lines += [
      "    ])", "  }", "", "  func encode(to output: inout JSONOutput) throws {",
      "    try output.writeObject { object in",
    ]
    for field in type.fields {
      let label = nilIsNull(field) ? "orNull: " : ""
      lines.append("      try object.member(\(swiftStringLiteral(field.key)), \(label)\(value(field)))")
    }
    lines += ["    }", "  }", "}"]
    return lines
  }

  // MARK: Pipeline

  private func pipelineEncoder(for type: ModelType) -> [String] {
    var lines = [
      "extension \(type.name) {",
      "  static func encode(_ value: \(type.name), to output: inout JSONOutput) throws {",
      "    try Self.encoder(value, &output)",
      "  }",
      "",
    ]
    lines.append("  private static let encoder: EncodeFunction<\(type.name)> = Encode.object([")
    let comma = type.fields.count > 1 ? "," : ""
    for field in type.fields {
      let key = swiftStringLiteral(field.key)
      let path = "\\.\(field.name)"
      switch field.type {
      case .optional(let wrapped) where !field.writesNilAsNull:
        lines.append("    .optional(\(key), \(path), \(encoder(for: wrapped)))\(comma)")
      default:
        lines.append("    .required(\(key), \(path), \(encoder(for: field.type)))\(comma)")
      }
    }
    lines += ["  ])", "}"]
    return lines
  }

  /// The pipeline's encoder for values of `type`: `Encode.int`, `Encode.array(Status.encode)`.
  func encoder(for type: FieldType) -> String {
    switch type {
    case .int: return "Encode.int"
    case .int64: return "Encode.int64"
    case .uint64: return "Encode.uint64"
    case .double: return "Encode.double"
    case .bool: return "Encode.bool"
    case .string: return "Encode.string"
    case .json: return "Encode.json"
    case .url: return "Encode.encodable(URL.self)"
    case .date: return "Encode.encodable(Date.self)"
    // A function, not the constant: structs that hold each other would otherwise need
    // each other's constant while making their own.
    case .model(let name): return "\(name).encode"
    case .array(let element): return "Encode.array(\(encoder(for: element)))"
    case .dictionary(let value): return "Encode.dictionary(\(encoder(for: value)))"
    case .optional(let wrapped): return "Encode.nullable(\(encoder(for: wrapped)))"
    }
  }

  /// Whether `field` is optional and written as `null` when `nil`.
  private func nilIsNull(_ field: ModelType.Field) -> Bool {
    if case .optional = field.type { return field.writesNilAsNull }
    return false
  }
}
