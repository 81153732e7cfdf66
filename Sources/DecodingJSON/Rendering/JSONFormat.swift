/// How ``JSON/formatted(_:)`` lays out JSON text.
///
/// Output is deterministic by default: object keys are sorted, so the same value
/// always gives the same text (for diffs, snapshots, hashes and caches).
///
/// ```swift
/// let json: JSON = ["name": "Ada", "tags": ["x"]]
/// try json.formatted()                  // {"name":"Ada","tags":["x"]}
/// try json.formatted(.pretty)           // two-space indentation, one member per line
/// try json.formatted(.pretty(indent: 4))
/// ```
public struct JSONFormat: Sendable, Hashable {
  /// Spaces per nesting level, one member or element per line; `nil` writes everything on one line
  /// without any whitespace.
  public var indent: Int?
  /// Whether object members are written in ascending key order (the default). Without
  /// sorting, members come in their order: a parsed document's order, or a literal's.
  public var sortsKeys: Bool

  /// Creates a format; the defaults give ``compact``.
  public init(indent: Int? = nil, sortsKeys: Bool = true) {
    self.indent = indent.map { max($0, 0) }
    self.sortsKeys = sortsKeys
  }

  /// Everything on one line without whitespace, keys sorted: `{"a":[1,2],"b":null}`.
  public static let compact = JSONFormat()

  /// One member or element per line, indented by two spaces per level, keys sorted,
  /// `": "` between key and value; empty containers stay `{}` and `[]`.
  public static let pretty = JSONFormat(indent: 2)

  /// Like ``pretty`` with `indent` spaces per level.
  public static func pretty(indent: Int) -> JSONFormat {
    JSONFormat(indent: indent)
  }
}
