/// Why a ``JSONLinesWriter`` stopped, and at which record.
///
/// The description names the record (from 0), its line (from 1) and the byte offset where
/// its line would have started, then the path inside the value and the reason:
///
/// ```text
/// record 2 (line 3, byte 96): stats.mean: NaN cannot be written as JSON
/// ```
///
/// The records before it were written in full; nothing of it was.
public struct JSONLinesWriteError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Sendable, Hashable {
    /// The value could not be encoded; the error's path is inside the value.
    case encoding(JSONEncodingError)
    /// The destination could not be written: its path and the system's reason.
    case unwritable(path: String, message: String)
  }

  /// The record's number, from 0 (for a failed write, the first record of the chunk not written).
  public var record: Int
  /// The byte offset in the output where the record's line starts (for a failed write, where
  /// the chunk starts).
  public var offset: Int
  /// What went wrong.
  public var reason: Reason

  /// Creates an error; the writer makes these for you.
  public init(record: Int, offset: Int, reason: Reason) {
    self.record = record
    self.offset = offset
    self.reason = reason
  }

  /// `record R (line L, byte B): path: reason`, or `cannot write PATH: reason`.
  public var description: String {
    switch reason {
    case .encoding(let error):
      let place =
        "record \(JSONStreamError.grouped(record)) (line \(JSONStreamError.grouped(record + 1)), "
        + "byte \(JSONStreamError.grouped(offset)))"
      return "\(place): \(error)"
    case .unwritable(let path, let message):
      return "cannot write \(path): \(message)"
    }
  }
}
