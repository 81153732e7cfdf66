/// How a struct's fields are split when one decode expression would hold too many.
///
/// `curry` and `decode(f)` take at most 20 arguments (Docs/Generator.md, "Wide objects").
/// A struct with more fields than the limit is decoded in parts: private structs of
/// consecutive fields, each decoded by one expression from the same JSON object, combined
/// by a private initializer. Failures keep their full paths, since every part reads the
/// object itself.
enum FieldParts {
  /// The limits `--max-fields` accepts: `curry` and `decode(f)` take 1 to 20 arguments.
  static let allowedLimits = 1...20

  /// The most fields one decode expression holds by default, in either style: as many as
  /// `curry` and `decode(f)` take, since 20 fields compile as fast per field as 10.
  static let defaultLimit = 20

  /// The fields in consecutive parts of at most `limit`, as even as possible: 25 fields
  /// with a limit of 10 are parts of 9, 8 and 8. One part when they fit.
  static func split<Field>(_ fields: [Field], limit: Int) -> [[Field]] {
    let count = (fields.count + limit - 1) / limit
    guard count > 1 else { return [fields] }
    var parts: [[Field]] = []
    var start = 0
    for index in 0..<count {
      let size = fields.count / count + (index < fields.count % count ? 1 : 0)
      parts.append(Array(fields[start..<start + size]))
      start += size
    }
    return parts
  }
}
