extension DecodeError {
  /// One problem found while decoding, and where.
  public struct Failure: Sendable, Hashable, CustomStringConvertible {
    /// Where the problem is, from the root of the document being decoded.
    public var path: JSONPath
    /// What the problem is.
    public var reason: Reason

    /// Creates a failure.
    public init(path: JSONPath, reason: Reason) {
      self.path = path
      self.reason = reason
    }

    /// `path: message`, or just the message at the root.
    public var description: String {
      path.isRoot ? reason.description : "\(path): \(reason)"
    }
  }

  /// What went wrong in one ``Failure``.
  public enum Reason: Sendable, Hashable, CustomStringConvertible {
    /// A value of the wrong type or form: what was expected, and an excerpt of what was found.
    case typeMismatch(expected: String, actual: String)
    /// A required key is absent (the failure's path ends with it).
    case missingKey(String)
    /// A problem described by a decoder's own message.
    case custom(String)
    /// The input is not valid JSON.
    case syntax(JSONSyntaxError)

    /// The message, without the path: `expected String, found 42`, `missing key`, …
    public var description: String {
      switch self {
      case .typeMismatch(let expected, let actual): return "expected \(expected), found \(actual)"
      case .missingKey: return "missing key"
      case .custom(let message): return message
      case .syntax(let error): return "invalid JSON: \(error)"
      }
    }
  }
}

extension DecodeError.Reason {
  /// A key that differs from `earlier` by code points, as a document's keys do, but is
  /// canonically equivalent to it, so a `[String: …]` dictionary would merge the two.
  @usableFromInline
  package static func canonicalKeyCollision(with earlier: String) -> DecodeError.Reason {
    .custom(
      "key is canonically equivalent to the earlier key \(JSON.quoted(earlier)), and a Swift dictionary would merge them"
    )
  }
}
