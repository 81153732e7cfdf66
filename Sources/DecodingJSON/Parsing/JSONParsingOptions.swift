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
  ///
  /// Values above ``depthCeiling`` act as ``depthCeiling``.
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

  /// The deepest nesting the parser ever builds, whatever ``maximumDepth`` says: 10,000.
  ///
  /// The parser needs no call stack for nesting, a parsed document is released in one
  /// piece, and `JSON`'s `==` and hashing walk values without recursion, so no depth
  /// harms the library itself. But decoders are recursive: a model that decodes its own
  /// nested replies, or an app's code walking a value, uses stack frames per level, and
  /// a document a million levels deep would overflow any thread's stack there. 10,000
  /// levels fit the 8 MB stack of Linux threads for such code; the default of 512 fits
  /// any thread's stack, including the 512 KB of secondary threads on Apple platforms.
  public static let depthCeiling = 10_000
}
