/// Choices for parsing where RFC 8259 leaves the behaviour to the parser.
public struct JSONParsingOptions: Sendable, Hashable {
  /// What to do with a `\u` escape that is half of a surrogate pair without the other half.
  public enum UnpairedSurrogatePolicy: Sendable, Hashable {
    /// Fail with a syntax error (the default): the text cannot be represented exactly.
    case reject
    /// Put U+FFFD REPLACEMENT CHARACTER in its place.
    case replace
  }

  /// What to do when an object has the same key twice.
  public enum DuplicateKeyPolicy: Sendable, Hashable {
    /// Keep the last value for the key (the default, as most parsers do).
    case useLast
    /// Fail with a syntax error naming the key.
    case reject
  }

  /// The deepest nesting of arrays and objects accepted; deeper input is a syntax error.
  public var maximumDepth: Int
  /// How unpaired surrogate escapes such as `"\uD800"` are handled.
  public var unpairedSurrogates: UnpairedSurrogatePolicy
  /// How duplicate object keys are handled.
  public var duplicateKeys: DuplicateKeyPolicy

  /// Creates options; the defaults are strict and safe for untrusted input.
  public init(
    maximumDepth: Int = 512,
    unpairedSurrogates: UnpairedSurrogatePolicy = .reject,
    duplicateKeys: DuplicateKeyPolicy = .useLast
  ) {
    self.maximumDepth = maximumDepth
    self.unpairedSurrogates = unpairedSurrogates
    self.duplicateKeys = duplicateKeys
  }

  /// The default options: depth 512, unpaired surrogates rejected, last duplicate key wins.
  public static let `default` = JSONParsingOptions()
}
