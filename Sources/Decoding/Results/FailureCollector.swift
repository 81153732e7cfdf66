/// The failures of many elements or members, gathered one error at a time: the first
/// ``DecodeError/failureLimit`` are kept and the rest only counted, so that a document that
/// is bad everywhere costs bounded memory to report.
@usableFromInline
package struct FailureCollector {
  @usableFromInline var failures: [DecodeError.Failure] = []
  @usableFromInline var omitted = 0
  /// Read from ``DecodeError/failureLimit`` at the first failure, so that a decode that
  /// succeeds never reads the task-local value.
  @usableFromInline var limit = 0

  @inlinable
  package init() {}

  /// Whether no failure was added.
  @inlinable
  package var isEmpty: Bool { failures.isEmpty && omitted == 0 }

  /// Adds the failures of `error`, each with `component` put in front of its path.
  @usableFromInline
  package mutating func add(_ error: DecodeError, at component: JSONPath.Component) {
    if limit == 0 { limit = max(DecodeError.failureLimit, 1) }
    omitted += error.omittedFailureCount
    for failure in error.failures {
      guard failures.count < limit else {
        omitted += 1
        continue
      }
      var prefixed = failure
      prefixed.path = failure.path.prepending(component)
      failures.append(prefixed)
    }
  }

  /// Adds the failures of `error` as they are.
  @usableFromInline
  package mutating func add(_ error: DecodeError) {
    if limit == 0 { limit = max(DecodeError.failureLimit, 1) }
    omitted += error.omittedFailureCount
    let room = max(limit - failures.count, 0)
    failures += error.failures.prefix(room)
    omitted += max(error.failures.count - room, 0)
  }

  /// One error with everything added, or `nil` when nothing was.
  @usableFromInline
  package var error: DecodeError? {
    isEmpty ? nil : DecodeError(failures: failures, omitted: omitted)
  }
}
