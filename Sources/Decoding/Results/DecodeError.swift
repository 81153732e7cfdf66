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
///
/// A document can be bad everywhere: ten million numbers decoded as `[String]`. An error
/// keeps the first ``failureLimit`` failures and counts the rest in
/// ``omittedFailureCount``, so reporting costs bounded memory whatever the input.
public struct DecodeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The failures, in the order the decoder met them, at most ``failureLimit``; never empty.
  public private(set) var failures: [Failure]
  /// How many more failures were found beyond ``failureLimit``, counted but not kept.
  public private(set) var omittedFailureCount = 0

  /// The most failures one error keeps: 1,000 unless a scope sets another limit, as in
  /// `DecodeError.$failureLimit.withValue(10) { decode(parsing: data) }`.
  @TaskLocal public static var failureLimit = 1000

  /// Creates an error from failures; an empty list is treated as one custom failure.
  /// Failures beyond ``failureLimit`` are counted in ``omittedFailureCount``.
  public init(failures: [Failure]) {
    self.init(failures: failures, omitted: 0)
  }

  /// Creates an error from the first failures found and the count of the others.
  @usableFromInline
  package init(failures: [Failure], omitted: Int) {
    let limit = max(Self.failureLimit, 1)
    if failures.isEmpty {
      self.failures = [Failure(path: .root, reason: .custom("decoding failed"))]
    } else if failures.count > limit {
      self.failures = Array(failures.prefix(limit))
    } else {
      self.failures = failures
    }
    omittedFailureCount = omitted + max(failures.count - limit, 0)
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

  /// All failures of several errors, in order (up to ``failureLimit``; the rest are counted).
  public static func multiple(_ errors: [DecodeError]) -> DecodeError {
    var collector = FailureCollector()
    for error in errors { collector.add(error) }
    return collector.error ?? DecodeError(failures: [])
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
      copy.failures[index].path = copy.failures[index].path.prepending(component)
    }
    return copy
  }

  /// This error with `path` put in front of every failure's path.
  public func prefixed(with path: JSONPath) -> DecodeError {
    guard !path.isRoot else { return self }
    var copy = self
    for index in copy.failures.indices {
      copy.failures[index].path = copy.failures[index].path.prepending(path)
    }
    return copy
  }

  /// This error with `path` put in front of the failures that are about a value a step was
  /// handed without its location: those with no path of their own, or whose path starts
  /// at an index of it.
  @usableFromInline
  func prefixingFailuresOfTheValue(with path: JSONPath) -> DecodeError {
    guard !path.isRoot else { return self }
    var copy = self
    for index in copy.failures.indices {
      switch copy.failures[index].path.first {
      case nil, .index?: copy.failures[index].path = copy.failures[index].path.prepending(path)
      case .key?: continue
      }
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
    copy.omittedFailureCount += other.omittedFailureCount
    let limit = max(Self.failureLimit, 1)
    if failures.count + other.failures.count <= Self.linearMergeLimit {
      for failure in other.failures where !copy.failures.contains(failure) {
        copy.keep(failure, limit: limit)
      }
    } else {
      var listed = Set(failures)
      for failure in other.failures where listed.insert(failure).inserted {
        copy.keep(failure, limit: limit)
      }
    }
    return copy
  }

  /// The failures of `errors` merged in order, as a chain of `<*>` merges its operands': what
  /// `Decoded(make, …)` reports when at least one of its fields failed; `nil`s are fields that
  /// succeeded.
  public static func accumulating(_ errors: [DecodeError?]) -> DecodeError {
    var accumulated: DecodeError?
    for case let error? in errors {
      accumulated = accumulated?.merged(with: error) ?? error
    }
    // Reached only when a field failed; the fallback keeps a broken caller from trapping.
    return accumulated ?? DecodeError(failures: [])
  }

  /// Appends `failure`, or counts it once `limit` failures are kept.
  private mutating func keep(_ failure: Failure, limit: Int) {
    if failures.count < limit {
      failures.append(failure)
    } else {
      omittedFailureCount += 1
    }
  }

  /// Up to this many failures in all, ``merged(with:)`` looks for repeats by a
  /// linear scan; above it, with a set, so that merging stays linear.
  private static let linearMergeLimit = 32

  /// How many failures ``description`` lists before summarising the rest.
  public static let describedFailureLimit = 50

  /// One line per failure, `path: message`; after
  /// ``describedFailureLimit`` lines, a count of the rest (those omitted included).
  public var description: String {
    var lines = failures.prefix(Self.describedFailureLimit).map(\.description)
    let rest = failures.count + omittedFailureCount - lines.count
    if rest > 0 {
      lines.append("… and \(rest) more failure\(rest == 1 ? "" : "s")")
    }
    return lines.joined(separator: "\n")
  }
}
