/// The skipped elements of a ``LenientArray`` or members of a ``LenientDictionary``, kept as
/// they are found: the first ones, until they hold ``DecodeError/failureLimit`` failures (or
/// are that many), and a count of the others and of their failures. So a document that is bad
/// everywhere costs bounded memory to decode leniently, as it does strictly.
@usableFromInline
package struct SkipRecorder {
  @usableFromInline var skipped: [SkippedElement] = []
  /// Skipped elements counted but not kept.
  @usableFromInline var omittedCount = 0
  /// The failures of the elements not kept.
  @usableFromInline var omittedFailureCount = 0
  /// The failures the kept elements' errors hold.
  @usableFromInline var keptFailureCount = 0
  /// Read from ``DecodeError/failureLimit`` at the first skip, so that a decode that skips
  /// nothing never reads the task-local value.
  @usableFromInline var limit = 0

  @inlinable
  package init() {}

  /// Records the element at `index` (of an object, the member `key`), which failed with
  /// `error`; its failures get `component` put in front of their paths.
  @usableFromInline
  package mutating func skip(index: Int, key: String? = nil, error: DecodeError, at component: JSONPath.Component) {
    if limit == 0 { limit = max(DecodeError.failureLimit, 1) }
    guard skipped.count < limit, keptFailureCount < limit else {
      omittedCount += 1
      omittedFailureCount += error.failures.count + error.omittedFailureCount
      return
    }
    let prefixed = error.prefixed(with: component)
    keptFailureCount += prefixed.failures.count
    if let key {
      skipped.append(SkippedElement(key: key, index: index, error: prefixed))
    } else {
      skipped.append(SkippedElement(index: index, error: prefixed))
    }
  }

  /// The failures of `skipped`, and those of `omitted` elements, in one error; `nil` when
  /// nothing was skipped.
  @usableFromInline
  package static func error(of skipped: [SkippedElement], omittedFailures: Int) -> DecodeError? {
    guard !skipped.isEmpty || omittedFailures > 0 else { return nil }
    var collector = FailureCollector()
    for element in skipped { collector.add(element.error) }
    collector.omitted += omittedFailures
    return collector.error
  }
}
