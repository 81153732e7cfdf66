/// Why a record of a stream, or the stream itself, failed, and where.
///
/// The description names the record (numbered from 0, like array elements), its line for
/// JSON Lines (from 1, like an editor) and its byte offset in the stream, then the reason:
///
/// ```text
/// record 4,182 (line 4,183, byte 9,381,102): user.email: expected String, found 42
/// ```
public struct JSONStreamError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Sendable, Hashable {
    /// The record is JSON but did not decode; paths are inside the record.
    case decoding(DecodeError)
    /// The record is not valid JSON; the error's offset counts from the record's first byte.
    case syntax(JSONSyntaxError)
    /// The stream ended inside the record; the parser's error says where it stopped.
    case truncated(JSONSyntaxError)
    /// The record is longer than ``JSONStreamOptions/maximumRecordSize``, in bytes.
    case recordTooLong(limit: Int)
    /// The stream ended inside the top-level array, after its last complete element.
    case truncatedArray
    /// A byte the format does not allow between records: what was found, what was expected.
    case unexpected(found: String, expected: String)
    /// The source could not be read: the path and the system's reason.
    case unreadable(path: String, message: String)
  }

  /// The record's number, from 0 (for a fault between records, the next record's).
  public var record: Int
  /// The record's line, from 1, for JSON Lines; `nil` for the other formats.
  public var line: Int?
  /// The byte offset in the stream of the record's first byte (or of the fault).
  public var offset: Int
  /// What went wrong.
  public var reason: Reason

  /// Creates an error; the streams make these for you.
  public init(record: Int, line: Int?, offset: Int, reason: Reason) {
    self.record = record
    self.line = line
    self.offset = offset
    self.reason = reason
  }

  /// The decoding failure, when the record was JSON that did not decode.
  public var decodeError: DecodeError? {
    if case .decoding(let error) = reason { return error }
    return nil
  }

  /// `record R (line L, byte B): reason`, one line per failure for a decoding error.
  public var description: String {
    let place =
      if let line {
        "record \(Self.grouped(record)) (line \(Self.grouped(line)), byte \(Self.grouped(offset)))"
      } else {
        "record \(Self.grouped(record)) (byte \(Self.grouped(offset)))"
      }
    switch reason {
    case .decoding(let error):
      return error.description.split(separator: "\n").map { "\(place): \($0)" }.joined(separator: "\n")
    case .syntax(let error):
      return "\(place): invalid JSON at byte \(Self.grouped(offset + error.offset)): \(error.message)"
    case .truncated(let error):
      return "\(place): truncated: the stream ends inside the record (\(error.message))"
    case .recordTooLong(let limit):
      return "\(place): the record is longer than the maximum record size, \(Self.grouped(limit)) bytes"
    case .truncatedArray:
      return "\(place): truncated: the stream ends inside the top-level array, expected ',' or ']'"
    case .unexpected(let found, let expected):
      return "\(place): expected \(expected), found \(found)"
    case .unreadable(let path, let message):
      return "cannot read \(path): \(message)"
    }
  }

  /// `9381102` as `9,381,102`.
  static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var result = ""
    for (position, digit) in digits.enumerated() {
      if position > 0 && (digits.count - position) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return number < 0 ? "-" + result : result
  }
}

extension JSONStreamError {
  /// The error for a fault the scanner found.
  init(_ failure: JSONRecordScanner.Failure) {
    let reason: Reason =
      switch failure.kind {
      case .recordTooLong(let limit): .recordTooLong(limit: limit)
      case .truncatedArray: .truncatedArray
      case .unexpected(let found, let expected): .unexpected(found: found, expected: expected)
      }
    self.init(record: failure.record, line: failure.line, offset: failure.offset, reason: reason)
  }
}
