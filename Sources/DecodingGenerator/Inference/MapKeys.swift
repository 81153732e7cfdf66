/// Which objects are maps rather than records: those whose keys all look like ids.
///
/// `{"138586341": {…}, "138586345": {…}}` is a table of events by id, not a type with a
/// property per event; a struct with a property `_138586341` is never what anyone wants,
/// so a single such key is enough. The values then share one type, inferred from all of
/// them (`[String: Event]`); when they have nothing in common it is `[String: JSON]`.
enum MapKeys {
  /// Whether every key of `keys` looks like an id (and there is at least one key).
  static func areMapKeys(_ keys: [String]) -> Bool {
    !keys.isEmpty && keys.allSatisfy(isIDLike)
  }

  /// Whether `key` is an integer (`"138586341"`, `"-1"`), a UUID, or 16 or more hex digits
  /// with at least one decimal digit (`"5f2b6c1e9d3a4b7c8e0f1a2b"`).
  static func isIDLike(_ key: String) -> Bool {
    let scalars = Array(key.unicodeScalars)
    let digits = scalars.first == "-" ? scalars.dropFirst() : scalars[...]
    if !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) { return true }
    if isUUID(scalars) { return true }
    return scalars.count >= 16 && scalars.allSatisfy(isHexDigit) && scalars.contains(where: \.isASCIIDigit)
  }

  private static func isUUID(_ scalars: [Unicode.Scalar]) -> Bool {
    guard scalars.count == 36 else { return false }
    for (index, scalar) in scalars.enumerated() {
      let isDash = [8, 13, 18, 23].contains(index)
      guard isDash ? scalar == "-" : isHexDigit(scalar) else { return false }
    }
    return true
  }

  private static func isHexDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCIIDigit || ("a"..."f").contains(scalar) || ("A"..."F").contains(scalar)
  }
}
