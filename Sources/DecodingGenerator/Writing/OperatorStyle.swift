/// The operators: `Decoded(User.init, json <| "id", json <|? "email")`, one field per line;
/// curried, Argo's `curry(User.init) <^> json <| "id" <*> json <|? "email"`.
struct OperatorStyle: DecoderStyle {
  static func imports(curried: Bool) -> [String] {
    curried ? ["Curry"] : []
  }

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

  func decodeMembers(typeName: String, steps: [String], curried: Bool) -> [String] {
    var lines = ["static func decode(_ json: JSON) -> Decoded<\(typeName)> {"]
    if curried {
      lines.append("  \(curry)(\(typeName).init)")
      for (index, step) in steps.enumerated() {
        lines.append("    \(index == 0 ? "<^>" : "<*>") \(step)")
      }
    } else {
      lines += Self.call("Decoded", ["\(typeName).init"] + steps, indentation: 4).map { "  " + $0 }
    }
    lines.append("}")
    return lines
  }
}
