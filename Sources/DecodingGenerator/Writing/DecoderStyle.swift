/// How one style writes a type's `decode`: the start of the expression and one line per
/// field (or per part of a wide struct).
protocol DecoderStyle {
  /// The modules the style's code imports, besides Decoding.
  static var imports: [String] { get }

  /// A style for a struct whose stored properties (the struct's own, or the enclosing
  /// struct's for a part) have `propertyNames`, since such a name hides a function of the
  /// same name in the struct's static members and must be qualified with its module.
  init(propertyNames: Set<String>)

  /// The step that decodes `field`: `json <| "id"`, `required("id", int)`.
  func step(for field: ModelType.Field) -> String

  /// The step that decodes a part of a wide struct: `Part1.decode(json)`, `custom(Part1.decode)`.
  func step(forPart part: String) -> String

  /// The members that make `typeName` decodable, unindented: `decode(_:)` and whatever it
  /// uses, starting from `initializer` (`User.init`) with one step per line.
  func decodeMembers(typeName: String, initializer: String, steps: [String]) -> [String]
}

extension DecoderStyle {
  /// `name`, qualified with `module` when a property of that name would hide it.
  static func qualified(_ name: String, in module: String, hiddenBy propertyNames: Set<String>) -> String {
    propertyNames.contains(name) ? "\(module).\(name)" : name
  }
}
