/// Argo's style: `curry(User.init) <^> json <| "id" <*> json <|? "email"`, one field per line.
struct OperatorStyle: DecoderStyle {
  static let imports = ["Curry"]

  private let curry: String

  init(propertyNames: Set<String>) {
    curry = Self.qualified("curry", in: "Curry", hiddenBy: propertyNames)
  }

  func step(for field: ModelType.Field) -> String {
    let key = swiftStringLiteral(field.key)
    switch field.type {
    case .array: return "json <|| \(key)"
    case .optional(.array): return "json <||? \(key)"
    case .optional: return "json <|? \(key)"
    default: return "json <| \(key)"
    }
  }

  func step(forPart part: String) -> String {
    "\(part).decode(json)"
  }

  func decodeMembers(typeName: String, initializer: String, steps: [String]) -> [String] {
    var lines = [
      "static func decode(_ json: JSON) -> Decoded<\(typeName)> {",
      "  \(curry)(\(initializer))",
    ]
    for (index, step) in steps.enumerated() {
      lines.append("    \(index == 0 ? "<^>" : "<*>") \(step)")
    }
    lines.append("}")
    return lines
  }
}
