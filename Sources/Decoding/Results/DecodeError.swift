/// Why decoding failed: every failure found, each with the path where it happened.
///
/// Independent fields are decoded even after one fails, so one `DecodeError`
/// reports all of a document's problems at once. Its description has one line
/// per failure, path first:
///
/// ```text
/// posts[2].author.email: expected String, found 42
/// posts[2].title: missing key
/// ```
///
/// The static constructors keep Argo's names, so custom decoders written for Argo
/// still compile: `.typeMismatch(expected:actual:)`, `.missingKey(_:)`,
/// `.custom(_:)` and `.multiple(_:)`.
public struct DecodeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The failures, in the order the decoder met them; never empty.
  public private(set) var failures: [Failure]

  /// Creates an error from failures; an empty list is treated as one custom failure.
  public init(failures: [Failure]) {
    self.failures = failures.isEmpty ? [Failure(path: .root, reason: .custom("decoding failed"))] : failures
  }

  /// Creates an error with one failure at `path`.
  public init(_ reason: Reason, at path: JSONPath = .root) {
    failures = [Failure(path: path, reason: reason)]
  }

  /// A value of the wrong type: `expected` names what the decoder wanted and
  /// `actual` shows what it found, e.g. `.typeMismatch(expected: "String", actual: "42")`.
  public static func typeMismatch(expected: String, actual: String) -> DecodeError {
    DecodeError(.typeMismatch(expected: expected, actual: actual))
  }

  /// A required key that is absent; the failure's path ends with that key.
  public static func missingKey(_ key: String) -> DecodeError {
    DecodeError(.missingKey(key), at: [.key(key)])
  }

  /// A failure described by your own message, e.g. `.custom("unknown role \"owner\"")`.
  public static func custom(_ message: String) -> DecodeError {
    DecodeError(.custom(message))
  }

  /// All failures of several errors, in order.
  public static func multiple(_ errors: [DecodeError]) -> DecodeError {
    DecodeError(failures: errors.flatMap(\.failures))
  }

  /// Input that is not valid JSON.
  public static func syntax(_ error: JSONSyntaxError) -> DecodeError {
    DecodeError(.syntax(error))
  }

  /// The parser's error when the input was not valid JSON, with its line and column.
  public var syntaxError: JSONSyntaxError? {
    for failure in failures {
      if case .syntax(let error) = failure.reason { return error }
    }
    return nil
  }

  /// This error with `component` put in front of every failure's path, as a decoder
  /// does when a failure comes out of the member or element it was decoding.
  public func prefixed(with component: JSONPath.Component) -> DecodeError {
    var copy = self
    for index in copy.failures.indices {
      copy.failures[index].path.components.insert(component, at: 0)
    }
    return copy
  }

  /// This error with `path` put in front of every failure's path.
  public func prefixed(with path: JSONPath) -> DecodeError {
    guard !path.isRoot else { return self }
    var copy = self
    for index in copy.failures.indices {
      copy.failures[index].path.components.insert(contentsOf: path.components, at: 0)
    }
    return copy
  }

  /// This error's failures followed by those of `other` that it does not already list.
  ///
  /// Decoders reading the same value can fail in the same way: every field of a
  /// model whose JSON is a string reports `expected object`. Saying it once keeps
  /// the message about the document rather than about how many fields looked.
  public func merged(with other: DecodeError) -> DecodeError {
    var copy = self
    copy.failures.reserveCapacity(failures.count + other.failures.count)
    if failures.count + other.failures.count <= Self.linearMergeLimit {
      for failure in other.failures where !copy.failures.contains(failure) {
        copy.failures.append(failure)
      }
    } else {
      var listed = Set(failures)
      for failure in other.failures where listed.insert(failure).inserted {
        copy.failures.append(failure)
      }
    }
    return copy
  }

  /// Up to this many failures in all, ``merged(with:)`` looks for repeats by a
  /// linear scan; above it, with a set, so that merging stays linear.
  private static let linearMergeLimit = 32

  /// How many failures ``description`` lists before summarising the rest.
  public static let describedFailureLimit = 50

  /// One line per failure, `path: message`; after
  /// ``describedFailureLimit`` lines, a count of the rest.
  public var description: String {
    var lines = failures.prefix(Self.describedFailureLimit).map(\.description)
    if failures.count > Self.describedFailureLimit {
      lines.append("… and \(failures.count - Self.describedFailureLimit) more failures")
    }
    return lines.joined(separator: "\n")
  }
}
