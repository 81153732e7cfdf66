/// A value's description in which equal values read the same, for comparing what the two
/// styles' models decode: their types live in different modules, so `==` cannot compare them.
///
/// `String(reflecting:)` is not such a description: it lists a dictionary's members in the
/// dictionary's iteration order, and every `Dictionary` storage hashes with a seed of its own,
/// so two equal dictionaries, such as the `areaNames` that each style decodes from the same
/// object, list their members in different orders. Here:
///
/// - a dictionary lists its members sorted by key, `["17": Optional(1), "42": nil]`, and a set
///   its elements sorted, `Set(["a", "b"])`;
/// - a struct (or class) without a description of its own lists its stored properties, named,
///   in order, under its type's name without its module, which differs between the two styles'
///   targets: `Author(id: 1, name: "Ada")`;
/// - optionals, arrays and tuples read as `String(reflecting:)` writes them, with their
///   contents described here;
/// - anything else (`String`, numbers, `URL`, `Date`, enums) reads as `String(reflecting:)`
///   writes it. A `JSON` object lists its members in document order, the same for the two
///   styles' values of one document.
func described(_ value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .optional:
    guard let wrapped = mirror.children.first else { return "nil" }
    return "Optional(\(described(wrapped.value)))"
  case .collection:
    return "[" + mirror.children.map { described($0.value) }.joined(separator: ", ") + "]"
  case .dictionary:
    let members = mirror.children.map { member in
      let pair = Array(Mirror(reflecting: member.value).children)
      return (key: described(pair[0].value), value: described(pair[1].value))
    }
    guard !members.isEmpty else { return "[:]" }
    return "[" + members.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
  case .set:
    return "Set([" + mirror.children.map { described($0.value) }.sorted().joined(separator: ", ") + "])"
  case .tuple:
    let elements = mirror.children.map { element in
      // An unlabelled element's label is its position: `.0`.
      guard let label = element.label, !label.hasPrefix(".") else { return described(element.value) }
      return "\(label): \(described(element.value))"
    }
    return "(" + elements.joined(separator: ", ") + ")"
  case .struct, .class:
    guard !(value is CustomDebugStringConvertible || value is CustomStringConvertible) else {
      return String(reflecting: value)
    }
    let properties = mirror.children.map { "\($0.label ?? "_"): \(described($0.value))" }
    return "\(type(of: value))(" + properties.joined(separator: ", ") + ")"
  default:
    return String(reflecting: value)
  }
}
