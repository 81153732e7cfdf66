import Decoding

/// The benchmark's models decoded by the one-call forms of the operator style,
/// `Decoded(Status.init, json <| "id", …)`: a copy of each model whose `decode` is that form,
/// so that the models nested in it (a status's user, its hashtags) are decoded the same way,
/// as an app's models written in that style would be. The one-call pipeline,
/// `decode(Status.init, required("id", int64), …)`, names its nested decoders and so decodes
/// the benchmark's own models (`decodeStatusInOneCall` and the like, beside the curried ones).
///
/// A copy has the fields of its model, in the same order and of the same types, so
/// `OneCall.sameFields(_:_:)` can tell whether the two decoded the same values.
enum OneCall {
  /// Whether `copy` has the same fields with the same values as `model`, compared through
  /// their mirrors: member names and nesting, and every leaf's `String(reflecting:)` (exact
  /// for strings and numbers; a `Double` prints the shortest text that reads back the same).
  /// Dictionaries are compared by key, whatever their order.
  static func sameFields(_ model: Any, _ copy: Any) -> Bool {
    canonicalText(model) == canonicalText(copy)
  }

  /// A text of `value` that names no type: what `sameFields` compares.
  static func canonicalText(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first else { return "nil" }
      return "some(" + canonicalText(wrapped.value) + ")"
    case .struct, .class, .tuple:
      let members = mirror.children.map { ($0.label ?? "_") + ": " + canonicalText($0.value) }
      return "{" + members.joined(separator: ", ") + "}"
    case .collection, .set:
      return "[" + mirror.children.map { canonicalText($0.value) }.joined(separator: ", ") + "]"
    case .dictionary:
      // Each child is a (key, value) pair; two equal dictionaries may list them in different orders.
      let pairs = mirror.children.map { canonicalText($0.value) }.sorted()
      return "[" + pairs.joined(separator: ", ") + "]"
    default:
      return String(reflecting: value)
    }
  }
}
