/// Why a value could not be written as JSON, and where it is: `stats.mean: NaN cannot be
/// written as JSON`.
public struct JSONEncodingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where the value is, from the value being encoded.
  public var path: JSONPath
  /// What is wrong with it.
  public var reason: String

  /// An error at `path`.
  public init(path: JSONPath = .root, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// The error one member or element further out: `component` goes in front of the path.
  public func prepending(_ component: JSONPath.Component) -> JSONEncodingError {
    JSONEncodingError(path: path.prepending(component), reason: reason)
  }

  /// The reason for a NaN or an infinity: `NaN cannot be written as JSON`.
  package static func nonFiniteReason(_ value: Double) -> String {
    let name = value.isNaN ? "NaN" : value < 0 ? "-infinity" : "infinity"
    return "\(name) cannot be written as JSON"
  }

  /// The deepest nesting of arrays and objects the library's encoders write: the parser's
  /// default limit, so that what they write parses back. Deeper is a bug or hostile input,
  /// and a recursive encoder would overflow the stack of the thread. Written out, because the
  /// parser is a layer above the rendering; a test checks that the two agree.
  package static let maximumDepth = 512

  /// The reason for an array or object nested deeper than ``maximumDepth``.
  package static let tooDeepReason = "nesting deeper than \(maximumDepth) levels of arrays and objects"

  /// `path: reason`, or the reason alone at the root.
  public var description: String {
    path.isRoot ? reason : "\(path): \(reason)"
  }
}
