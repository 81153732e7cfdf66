/// elm-decode-pipeline's style: `decode(User.init, required("id", int), optional(…))`, one
/// field per line, built once into a static decoder that `decode(_:)` runs; curried,
/// `decode(User.init) |> required("id", int) |> optional(…)`.
struct PipelineStyle: DecoderStyle {
  static func imports(curried: Bool) -> [String] {
    ["DecodingPipeline"]
  }

  private let propertyNames: Set<String>

  init(propertyNames: Set<String>) {
    self.propertyNames = propertyNames
  }

  func step(for field: ModelType.Field) -> String {
    let key = swiftStringLiteral(field.key)
    if case .optional(let wrapped) = field.type {
      return "\(word("optional"))(\(key), \(decoder(for: wrapped)))"
    }
    return "\(word("required"))(\(key), \(decoder(for: field.type)))"
  }

  func decodeMembers(typeName: String, steps: [String], curried: Bool) -> [String] {
    var lines = [
      "static func decode(_ json: JSON) -> Decoded<\(typeName)> {",
      "  pipeline(json)",
      "}",
      "",
    ]
    let declaration = "private static let pipeline: DecodeFunction<\(typeName)> ="
    if curried {
      lines += [declaration, "  \(word("decode"))(\(typeName).init)"]
      lines += steps.map { "  |> \($0)" }
    } else {
      // Qualified: inside the type, `decode(T.init, …)` names its own `decode(_:)`, which the
      // compiler will not pass over for the global function of more than one argument.
      lines += Self.call(
        "\(declaration) \(Self.oneCallModule(fields: steps.count)).decode", ["\(typeName).init"] + steps, indentation: 2
      )
    }
    return lines
  }

  /// The pipeline's decoder for values of `type`: `int`, `array(Status.decode)`.
  func decoder(for type: FieldType) -> String {
    switch type {
    case .int: return word("int")
    case .int64: return word("int64")
    case .uint64: return word("uint64")
    case .double: return word("double")
    case .bool: return word("bool")
    case .string: return word("string")
    case .json: return word("json")
    case .url: return word("url")
    case .date: return "\(word("date"))(.iso8601)"
    case .model(let name): return "\(name).decode"
    case .array(let element): return "\(word("array"))(\(decoder(for: element)))"
    case .dictionary(let value): return "\(word("dictionary"))(\(decoder(for: value)))"
    case .optional(let wrapped): return "\(word("nullable"))(\(decoder(for: wrapped)))"
    }
  }

  /// `name`, qualified with DecodingPipeline when a property of that name hides it.
  func word(_ name: String) -> String {
    Self.qualified(name, in: "DecodingPipeline", hiddenBy: propertyNames)
  }

  /// The one-call form `name` (`decode`, `codec`) of `fields` fields, qualified with its module
  /// when a property of that name hides it.
  func oneCall(_ name: String, fields: Int) -> String {
    Self.qualified(name, in: Self.oneCallModule(fields: fields), hiddenBy: propertyNames)
  }

  /// The module of the one-call forms of `fields` fields: DecodingWide past the curried forms' limit.
  static func oneCallModule(fields: Int) -> String {
    fields > GeneratorOptions.curriedFieldLimit ? GeneratorOptions.wideModule : "DecodingPipeline"
  }
}
