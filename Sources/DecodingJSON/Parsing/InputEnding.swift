/// What lies past the end of the bytes the parser reads, which decides whether its scans
/// must check the end: ``ZeroPaddedEnding`` (the input is a ``JSONInput`` copy, followed by
/// ``JSONInput/padding`` zero bytes, and the scans stop at the first zero) or
/// ``CheckedEnding`` (the input is a caller's buffer lent for the parse, and nothing
/// past its last byte may be read).
///
/// A parameter of the parser's type rather than a flag, so that each kind of input gets a
/// parser of its own: the padded one, which every `JSON(parsing:)` uses, checks nothing more
/// than before the lent one existed (its parse took 0.2% to 1.9% fewer instructions after,
/// `Benchmarks/Scripts/decode-instructions.sh`, the parser's column), and the lent one pays a
/// comparison per sixteen bytes scanned.
protocol InputEnding {
  /// Whether ``JSONInput/padding`` zero bytes follow the input, readable by the scans.
  static var isZeroPadded: Bool { get }
}

/// An input followed by ``JSONInput/padding`` zero bytes: a ``JSONInput`` copy.
enum ZeroPaddedEnding: InputEnding {
  @inline(__always) static var isZeroPadded: Bool { true }
}

/// An input whose last byte is the last one readable, so the scans check the end: a caller's
/// buffer, lent for the parse.
enum CheckedEnding: InputEnding {
  @inline(__always) static var isZeroPadded: Bool { false }
}
