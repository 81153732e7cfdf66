import Foundation

/// How one style writes a type's `decode`: every field in one call (the default), or
/// curried, one step a field, as Argo's code is (`--curried`).
protocol DecoderStyle {
  /// A style for a struct whose stored properties have `propertyNames`, since such a name
  /// hides a function of the same name in the struct's static members and must be qualified
  /// with its module.
  init(propertyNames: Set<String>)

  /// The modules the style's code imports besides Decoding, for decoders curried or not.
  static func imports(curried: Bool) -> [String]

  /// The argument or step that decodes `field`: `json <| "id"`, `required("id", int)`.
  func step(for field: ModelType.Field) -> String

  /// The members that make `typeName` decodable, unindented: `decode(_:)` and whatever it
  /// uses, from `typeName.init` and one step per line, in one call or curried.
  func decodeMembers(typeName: String, steps: [String], curried: Bool) -> [String]
}

extension DecoderStyle {
  /// `name`, qualified with `module` when a property of that name would hide it.
  static func qualified(_ name: String, in module: String, hiddenBy propertyNames: Set<String>) -> String {
    propertyNames.contains(name) ? "\(module).\(name)" : name
  }

  /// `start(`, then `arguments` one a line, each but the last followed by a comma, then
  /// `)`: a call as swift-format leaves it, one field a line. The call starts at column
  /// `indentation`; an argument too long for its line is broken as swift-format breaks it.
  static func call(_ start: String, _ arguments: [String], indentation: Int) -> [String] {
    var lines = [start + "("]
    for (index, argument) in arguments.enumerated() {
      let comma = index < arguments.count - 1 ? "," : ""
      lines += wrapped(argument, suffix: comma, indentation: indentation + 2).map { "  " + $0 }
    }
    return lines + [")"]
  }

  /// `argument` and `suffix` on one line if it fits from column `indentation`; else a call
  /// `f(a, b, c)` broken after its `(`, its arguments packed onto the lines below, as many a
  /// line as fit, two columns further in.
  static func wrapped(_ argument: String, suffix: String, indentation: Int) -> [String] {
    let limit = SourceWriter.lineLength
    guard indentation + argument.count + suffix.count > limit, argument.hasSuffix(")"),
      let open = argument.firstIndex(of: "("), !argument[..<open].contains("\"")
    else { return [argument + suffix] }
    let inner = splitAtTopLevelCommas(argument[argument.index(after: open)..<argument.index(before: argument.endIndex)])
    var lines = [String(argument[...open])]
    var line = ""
    for (index, item) in inner.enumerated() {
      let text = item + (index < inner.count - 1 ? "," : ")" + suffix)
      if !line.isEmpty, indentation + 2 + line.count + 1 + text.count > limit {
        lines.append("  " + line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + text
    }
    return lines + ["  " + line]
  }

  /// The arguments of an argument list, split at the commas outside brackets and string
  /// literals (whose quotes and backslashes are escaped, as ``swiftStringLiteral(_:)`` writes them).
  static func splitAtTopLevelCommas(_ text: Substring) -> [String] {
    var items: [String] = []
    var current = ""
    var depth = 0
    var inString = false
    var escaped = false
    for character in text {
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
      } else if character == "\"" {
        inString = true
      } else if "([".contains(character) {
        depth += 1
      } else if ")]".contains(character) {
        depth -= 1
      } else if character == ",", depth == 0 {
        items.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
        continue
      }
      current.append(character)
    }
    items.append(current.trimmingCharacters(in: .whitespaces))
    return items
  }
}
