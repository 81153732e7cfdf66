/// How the records of a stream of JSON are laid out.
///
/// Each format finds where one record ends and the next begins without parsing the
/// records: the parser sees one record's bytes at a time.
public enum JSONStreamFormat: Sendable, Hashable, CustomStringConvertible {
  /// JSON Lines (NDJSON): one value per line, lines ending in LF or CRLF. Blank lines are
  /// skipped; the last line may lack its newline.
  case lines
  /// RFC 7464 JSON text sequences: each record starts with the record separator, `0x1E`.
  case textSequence
  /// JSON values one after another, separated by whitespace or nothing (`{…}{…}`, `1 2 3`).
  case concatenated
  /// The elements of one top-level array, `[{…}, {…}, …]`, read without holding the array.
  case array
  /// Decided from the first bytes: `0x1E` is a text sequence, `[` an array, a first value
  /// that ends its line a JSON Lines stream, anything else concatenated values.
  case detect

  /// The format's name as the documentation writes it: `JSON Lines`, `array`.
  public var description: String {
    switch self {
    case .lines: "JSON Lines"
    case .textSequence: "JSON text sequence"
    case .concatenated: "concatenated JSON"
    case .array: "array"
    case .detect: "detected"
    }
  }
}
