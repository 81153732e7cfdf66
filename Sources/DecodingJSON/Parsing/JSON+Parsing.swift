#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension JSON {
  /// Parses UTF-8 JSON text: `Data`, `[UInt8]`, `ArraySlice<UInt8>` or any collection of bytes.
  ///
  /// Parsing is strict RFC 8259: anything else is a ``JSONSyntaxError`` that says
  /// what was expected, what was found, and the line and column. Where the RFC lets
  /// parsers choose (Docs/Parsing.md lists every case):
  /// - a leading UTF-8 byte order mark is skipped; UTF-16 text is rejected;
  /// - invalid UTF-8 in a string is rejected at the offending byte;
  /// - an escaped unpaired surrogate (`"\uD800"`) is rejected, or replaced by U+FFFD
  ///   with ``JSONParsingOptions/unpairedSurrogates``;
  /// - a duplicated key keeps its last value, or is rejected with
  ///   ``JSONParsingOptions/duplicateKeys``;
  /// - nesting deeper than ``JSONParsingOptions/maximumDepth`` (512) is an error;
  /// - numbers of any size are accepted and kept without loss (see ``JSONNumber``).
  ///
  /// Offsets in errors count from the start of `bytes`, also for a slice.
  ///
  /// ```swift
  /// let json = try JSON(parsing: data)
  /// ```
  ///
  /// Throws a ``JSONSyntaxError``.
  public init(parsing bytes: some Collection<UInt8>, options: JSONParsingOptions = .default) throws {
    self = try JSON.parse(bytes, options: options)
  }

  /// Parses UTF-8 JSON text in `Data`; see ``init(parsing:options:)-(Collection<UInt8>,_)``.
  ///
  /// The value owns a copy of the bytes, made once: `data` may be dropped, changed or (for
  /// a memory-mapped file) rewritten as soon as this returns.
  ///
  /// Throws a ``JSONSyntaxError``.
  public init(parsing data: Data, options: JSONParsingOptions = .default) throws {
    self = try JSON.parse(data, options: options)
  }

  /// Parses JSON text held in a string or substring; see ``init(parsing:options:)-(Collection<UInt8>,_)``.
  ///
  /// Throws a ``JSONSyntaxError``.
  ///
  /// ```swift
  /// let json = try JSON(parsing: #"{"id": 1}"#)
  /// ```
  public init(parsing text: some StringProtocol, options: JSONParsingOptions = .default) throws {
    self = try JSON.parse(text, options: options)
  }

  // The public initializers throw untyped errors, so that every way of catching compiles
  // (Docs/Errors.md); inside the package the error type is known.

  /// Parses UTF-8 JSON text, throwing exactly a ``JSONSyntaxError``. The document owns a
  /// copy of the bytes (see ``JSONInput``), made in one move for an array or a slice.
  package static func parse(_ bytes: some Collection<UInt8>, options: JSONParsingOptions) throws(JSONSyntaxError)
    -> JSON
  {
    try JSONParser<ZeroPaddedEnding>.parse(JSONInput(bytes), options: options)
  }

  /// Parses UTF-8 JSON text in `Data`, throwing exactly a ``JSONSyntaxError``. The document
  /// owns a copy of the bytes (see ``JSONInput``).
  package static func parse(_ data: Data, options: JSONParsingOptions) throws(JSONSyntaxError) -> JSON {
    try JSONParser<ZeroPaddedEnding>.parse(JSONInput(data), options: options)
  }

  /// Parses JSON text in a string, throwing exactly a ``JSONSyntaxError``. The document owns
  /// a copy of its UTF-8 (see ``JSONInput``).
  package static func parse(_ text: some StringProtocol, options: JSONParsingOptions) throws(JSONSyntaxError) -> JSON {
    try JSONParser<ZeroPaddedEnding>.parse(JSONInput(text), options: options)
  }
}
