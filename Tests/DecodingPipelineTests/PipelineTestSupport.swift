import Decoding
import Testing

/// One row of a table-driven pipeline test: a decoder run on a document, and the
/// exact description (`success(…)` or `failure(…)`) that the outcome must have.
struct PipelineCase: Sendable, CustomTestStringConvertible {
  let name: String
  let outcome: @Sendable () -> String
  let expected: String

  init<T>(_ name: String, _ decoder: @escaping DecodeFunction<T>, _ document: JSON, _ expected: String) {
    self.name = name
    self.outcome = { "\(decoder(document))" }
    self.expected = expected
  }

  var testDescription: String { name }
}
