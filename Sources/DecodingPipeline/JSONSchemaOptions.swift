import Decoding

/// How a codec's schema is written: the full JSON Schema, or the subset that language
/// models' structured outputs accept.
///
/// ```swift
/// let schema = userCodec.schema                               // JSON Schema 2020-12
/// let forStructuredOutputs = try userCodec.schema(.strict)    // OpenAI's strict subset
/// ```
public struct JSONSchemaOptions: Sendable, Hashable {
  /// Whether to write the subset of JSON Schema that OpenAI's structured outputs accept with
  /// `strict: true` (and that Anthropic's tools and Apple's `GenerationSchema` read):
  /// every property is listed in `required`, an optional field is a union with `null`,
  /// every object has `additionalProperties: false`, and only the supported keywords appear.
  /// What the subset cannot say (a dictionary, a value of any shape, a member two fields read) is an error.
  public var strict: Bool
  /// How the codec's dates are written, when a field does not say: the strategy of the
  /// ``Decoding/JSONEncodingOptions`` its models are encoded with.
  public var dates: JSONEncodingOptions.DateStrategy

  /// Options; the defaults write the full schema, dates as ISO 8601 strings.
  public init(strict: Bool = false, dates: JSONEncodingOptions.DateStrategy = .iso8601) {
    self.strict = strict
    self.dates = dates
  }

  /// The full JSON Schema, draft 2020-12.
  public static let standard = JSONSchemaOptions()

  /// The subset for structured outputs (see the `strict` property).
  public static let strict = JSONSchemaOptions(strict: true)
}

/// Why a schema cannot be written with the options asked for: what strict mode cannot say, and where.
public struct JSONSchemaError: Error, Sendable, CustomStringConvertible {
  /// Where in the model the schema fails, as a decoding error names it: `posts[].tags`.
  public let path: String
  /// What the subset cannot say.
  public let reason: String

  /// `path: reason`, or the reason alone at the root.
  public var description: String { path.isEmpty ? reason : "\(path): \(reason)" }
}
