/// A model with a decode expression of a given number of fields, for measuring how long
/// the expression takes to type-check and the file to compile (Benchmarks/Scripts/compile-time.sh).
///
/// The fields cycle through the style's list of kinds, so every size mixes the same operators
/// or pipeline steps, or all use one kind (`only`), to see what each costs; the expression
/// sits alone in a function so that `-debug-time-function-bodies` reports it on one line.
struct CompileTimeModel {
  /// How the decode expression is written.
  enum Style: String, CaseIterable {
    /// Argo's operators: `<|`, `<|?`, `<||`, `<||?` and key paths.
    case operators
    /// The same, plus `<|>` between two lookups and `>>-` into a custom decoder.
    case operatorsAlternative = "operators-alt"
    /// `pure(curry(Model.init)) <*> json <| … <*> …`, Argo's other way to start.
    case operatorsPure = "operators-pure"
    /// A curried function written by hand, with plain function types all the way:
    /// `Model.make <^> json <| … <*> …`.
    case operatorsClosure = "operators-closure"
    /// A pipeline: `decode(Model.init) |> required(…) |> optional(…) |> …`.
    case pipeline
    /// The same pipeline with its two transforms named (`map(twice)`, `lowercasedString`)
    /// instead of written as closures inline, as Docs/Pipeline-vs-Operators.md advises.
    case pipelineNamed = "pipeline-named"
    /// The operators' fields in one call: `Decoded(Model.init, json <| "f1", json <|? "f2", …)`.
    case operatorsLift = "operators-lift"
    /// The pipeline's fields in one call: `decode(Model.init, required("f1", int), …)`.
    case pipelineLift = "pipeline-lift"
    /// A codec, step by step: `codec(Model.init) |> required("f1", \.f1, int) |> …`.
    case codec
    /// A codec's fields in one call: `codec(Model.init, required("f1", \.f1, int), …)`.
    case codecLift = "codec-lift"
    /// `codec`, each field with a description for its schema: `required(…).described("Field 1.")`.
    case codecDescribed = "codec-described"
    /// `codec-lift`, each field with a description for its schema.
    case codecLiftDescribed = "codec-lift-described"
  }

  /// The sizes the script measures lie in this range: the arities of the one-call forms (the
  /// curried ones stop at 20, and a wider model of theirs does not compile).
  static let fieldRange = 1...100

  let style: Style
  let fields: Int
  /// The name of the one kind every field uses, or `nil` to cycle through all of them.
  let only: String?
  /// Whether the file holds the decoder twice, for timing its type-check cold and warm.
  let twice: Bool

  /// Why a model cannot be generated.
  struct UnknownKind: Error, CustomStringConvertible {
    let description: String
  }

  init(style: Style, fields: Int, only: String? = nil, twice: Bool = false) throws {
    self.style = style
    self.fields = fields
    self.only = only
    self.twice = twice
    if let only, !Self.kinds(of: style).contains(where: { $0.name == only }) {
      let names = Self.kinds(of: style).map(\.name).joined(separator: ", ")
      throw UnknownKind(description: "no kind \(only) in \(style.rawValue); its kinds are \(names)")
    }
  }

  /// One kind of field: its name, its Swift type and how the style decodes field number `number`.
  struct Field: Sendable {
    let name: String
    let type: String
    let decode: @Sendable (Int) -> String
  }

  /// The kinds of fields of `style`, in the order the fields cycle through them.
  static func kinds(of style: Style) -> [Field] {
    switch style {
    case .operators, .operatorsPure, .operatorsClosure, .operatorsLift: return operatorKinds
    case .operatorsAlternative: return operatorKinds + alternativeKinds
    case .pipeline, .pipelineLift: return pipelineKinds
    case .codec, .codecLift, .codecDescribed, .codecLiftDescribed: return codecKinds
    case .pipelineNamed:
      return pipelineKinds.map { field in namedPipelineKinds.first { $0.name == field.name } ?? field }
    }
  }

  /// The kinds this model's fields cycle through.
  private var kinds: [Field] {
    Self.kinds(of: style).filter { only == nil || $0.name == only }
  }

  private static let operatorKinds = [
    Field(name: "required", type: "Int") { "json <| \"f\($0)\"" },
    Field(name: "optional", type: "String?") { "json <|? \"f\($0)\"" },
    Field(name: "array", type: "[Int]") { "json <|| \"f\($0)\"" },
    Field(name: "optional-array", type: "[String]?") { "json <||? \"f\($0)\"" },
    Field(name: "key-path", type: "String") { "json <| [\"meta\", \"f\($0)\"]" },
  ]

  private static let alternativeKinds = [
    Field(name: "alternative", type: "String") { "(json <| [\"userinfo\", \"f\($0)\"] <|> json <| \"f\($0)\")" },
    Field(name: "bind", type: "[String: String]") { "(json <| \"f\($0)\" >>- { [String: String].decode($0) })" },
  ]

  private static let pipelineKinds = [
    Field(name: "required", type: "Int") { "required(\"f\($0)\", int)" },
    Field(name: "optional", type: "String?") { "optional(\"f\($0)\", string)" },
    Field(name: "array", type: "[Int]") { "required(\"f\($0)\", array(int))" },
    Field(name: "optional-default", type: "Int") { "optional(\"f\($0)\", int, 0)" },
    Field(name: "required-at", type: "String") { "requiredAt([\"meta\", \"f\($0)\"], string)" },
    Field(name: "hardcoded", type: "String") { _ in "hardcoded(\"fixed\")" },
    Field(name: "custom-map", type: "Int") { "custom(required(\"f\($0)\", int) |> map { $0 * 2 })" },
    Field(name: "nullable", type: "Double?") { "required(\"f\($0)\", nullable(double))" },
    Field(name: "optional-at", type: "String?") { "optionalAt([\"meta\", \"f\($0)\"], string)" },
    Field(name: "map", type: "String") { "required(\"f\($0)\", string |> map { $0.lowercased() })" },
  ]

  private static let codecKinds = [
    Field(name: "required", type: "Int") { "required(\"f\($0)\", \\.f\($0), int)" },
    Field(name: "optional", type: "String?") { "optional(\"f\($0)\", \\.f\($0), string)" },
    Field(name: "array", type: "[Int]") { "required(\"f\($0)\", \\.f\($0), array(int), Encode.array(Encode.int))" },
    Field(name: "string", type: "String") { "required(\"f\($0)\", \\.f\($0), string)" },
    Field(name: "bool", type: "Bool") { "required(\"f\($0)\", \\.f\($0), bool)" },
  ]

  private static let namedPipelineKinds = [
    Field(name: "custom-map", type: "Int") { "custom(required(\"f\($0)\", int) |> map(twice))" },
    Field(name: "map", type: "String") { "required(\"f\($0)\", lowercasedString)" },
  ]

  /// The named transforms the `pipeline-named` style uses.
  private static let namedTransforms = """

    @Sendable func twice(_ value: Int) -> Int { value * 2 }
    let lowercasedString: DecodeFunction<String> = string |> map { $0.lowercased() }

    """

  /// The model's Swift file: the model and its decoder, as a user's file would hold them.
  ///
  /// With `twice`, the decoder appears twice: the first function (`decodeCold`,
  /// `pipelineCold`) pays for loading the declarations it uses from the modules ("cold"),
  /// the second type-checks it again with them loaded ("warm"), which is the cost of each
  /// further expression in a real project.
  var text: String {
    let name = "Model\(fields)"
    let fieldList = (1...fields).map { number in (number, kinds[(number - 1) % kinds.count]) }
    let styleImports =
      isPipeline
      ? "import Decoding\nimport DecodingPipeline"
      : style == .operatorsLift ? "import Decoding" : "import Curry\nimport Decoding"
    // Past 20 fields the one-call forms are DecodingWide's.
    let isOneCall = [.operatorsLift, .pipelineLift, .codecLift, .codecLiftDescribed].contains(style)
    let imports = styleImports + (isOneCall && fields > 20 ? "\nimport DecodingWide" : "")
    var text = """
      // A compile-time model: \(style.rawValue), \(fields) fields\(only.map { ", all \($0)" } ?? "").
      // Generated by `swift run --package-path Benchmarks compile-time-lab model \(style.rawValue) \(fields)\(only.map { " \($0)" } ?? "")\
      \(twice ? " --twice" : "")` for Benchmarks/Scripts/compile-time.sh.
      \(imports)

      struct \(name): Sendable {

      """
    for (number, field) in fieldList {
      text += "  let f\(number): \(field.type)\n"
    }
    text += "}\n"
    switch style {
    case .pipeline, .pipelineNamed, .pipelineLift, .codec, .codecLift, .codecDescribed, .codecLiftDescribed:
      if style == .pipelineNamed { text += Self.namedTransforms }
      let isCodec = [.codec, .codecLift, .codecDescribed, .codecLiftDescribed].contains(style)
      let isDescribed = [.codecDescribed, .codecLiftDescribed].contains(style)
      func step(_ number: Int, _ field: Field) -> String {
        field.decode(number) + (isDescribed ? ".described(\"Field \(number).\")" : "")
      }
      let (prefix, type) = isCodec ? ("codec", "JSONCodec<\(name), \(name)>") : ("pipeline", "DecodeFunction<\(name)>")
      // Qualified because a member named `codec` would hide the global inside it.
      let codecModule = isOneCall && fields > 20 ? "DecodingWide" : "DecodingPipeline"
      let start = isCodec ? "\(codecModule).codec" : "decode"
      text += "\nextension \(name) {\n"
      for function in (twice ? ["\(prefix)Cold", prefix] : [prefix]) {
        text += "  static func \(function)() -> \(type) {\n"
        if isOneCall {
          text += "    \(start)(\n      \(name).init"
          for (number, field) in fieldList {
            text += ",\n      \(step(number, field))"
          }
          text += ")\n"
        } else {
          text += "    \(start)(\(name).init)\n"
          for (number, field) in fieldList {
            text += "      |> \(step(number, field))\n"
          }
        }
        text += "  }\n"
      }
    case .operatorsLift:
      text += "\nextension \(name): Decodable {\n"
      for function in (twice ? ["decodeCold", "decode"] : ["decode"]) {
        text += "  static func \(function)(_ json: JSON) -> Decoded<\(name)> {\n    Decoded(\n      \(name).init"
        for (number, field) in fieldList {
          text += ",\n      \(field.decode(number))"
        }
        text += ")\n  }\n"
      }
    case .operators, .operatorsAlternative, .operatorsPure, .operatorsClosure:
      if style == .operatorsClosure { text += handCurried(name, fieldList.map { $0.1.type }) }
      let (start, firstStep) =
        switch style {
        case .operatorsPure: ("pure(curry(\(name).init))", "<*>")
        case .operatorsClosure: ("make", "<^>")
        default: ("curry(\(name).init)", "<^>")
        }
      text += "\nextension \(name): Decodable {\n"
      for function in (twice ? ["decodeCold", "decode"] : ["decode"]) {
        text += """
            static func \(function)(_ json: JSON) -> Decoded<\(name)> {
              \(start)

          """
        for (number, field) in fieldList {
          text += "      \(number == 1 ? firstStep : "<*>") \(field.decode(number))\n"
        }
        text += "  }\n"
      }
    }
    text += "}\n"
    return text
  }

  private var isPipeline: Bool {
    [.pipeline, .pipelineNamed, .pipelineLift, .codec, .codecLift, .codecDescribed, .codecLiftDescribed].contains(style)
  }

  /// `static func make(_ f1: Int) -> (String?) -> Model { { f2 in Model(f1: f1, f2: f2) } }`.
  private func handCurried(_ name: String, _ types: [String]) -> String {
    let arguments = types.indices.map { "f\($0 + 1): f\($0 + 1)" }.joined(separator: ", ")
    let rest = types.dropFirst().map { "(\($0)) -> " }.joined() + name
    let closures = (2...max(2, types.count)).prefix(types.count - 1).map { "{ f\($0) in " }.joined()
    return """

      extension \(name) {
        static func make(_ f1: \(types[0])) -> \(rest) {
          \(closures)\(name)(\(arguments))\(String(repeating: " }", count: types.count - 1))
        }
      }

      """
  }
}
