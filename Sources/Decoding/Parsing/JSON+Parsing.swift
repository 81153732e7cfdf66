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
  public init(
    parsing bytes: some Collection<UInt8>,
    options: JSONParsingOptions = .default
  ) throws(JSONSyntaxError) {
    let result = bytes.withContiguousStorageIfAvailable { buffer in
      Result { () throws(JSONSyntaxError) -> JSON in try JSONParser.parse(buffer, options: options) }
    }
    if let result {
      self = try result.get()
      return
    }
    let copy = Array(bytes)
    self = try copy.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
      try JSONParser.parse(buffer, options: options)
    }
  }

  /// Parses `Data` holding UTF-8 JSON text; see ``init(parsing:options:)-(Collection<UInt8>,_)``.
  public init(parsing data: Data, options: JSONParsingOptions = .default) throws(JSONSyntaxError) {
    let result = data.withUnsafeBytes { raw in
      Result { () throws(JSONSyntaxError) -> JSON in
        try JSONParser.parse(raw.bindMemory(to: UInt8.self), options: options)
      }
    }
    self = try result.get()
  }

  /// Parses JSON text held in a string or substring; see ``init(parsing:options:)-(Collection<UInt8>,_)``.
  ///
  /// ```swift
  /// let json = try JSON(parsing: #"{"id": 1}"#)
  /// ```
  public init(parsing text: some StringProtocol, options: JSONParsingOptions = .default) throws(JSONSyntaxError) {
    // Native strings and substrings are parsed in place; others (bridged, UTF-16) are copied once.
    let inPlace = text.utf8.withContiguousStorageIfAvailable { buffer in
      Result { () throws(JSONSyntaxError) -> JSON in try JSONParser.parse(buffer, options: options) }
    }
    if let inPlace {
      self = try inPlace.get()
      return
    }
    var copy = String(text)
    let result = copy.withUTF8 { buffer in
      Result { () throws(JSONSyntaxError) -> JSON in try JSONParser.parse(buffer, options: options) }
    }
    self = try result.get()
  }
}
