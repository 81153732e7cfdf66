/// How a ``JSONStream`` or ``AsyncJSONStream`` reads its records.
///
/// ```swift
/// var options = JSONStreamOptions(format: .lines)
/// options.failurePolicy = .skip
/// ```
public struct JSONStreamOptions: Sendable, Hashable {
  /// What happens when a record does not parse or decode.
  public enum FailurePolicy: Sendable, Hashable {
    /// The stream ends with that record's error (the default).
    case stop
    /// The record is skipped and its error kept in the ``JSONStreamProgress``, as a
    /// ``LenientArray`` skips an element. So is a record over the maximum size: its bytes
    /// are dropped as they arrive, and reading goes on after it. A fault in the stream
    /// itself (a broken array, a byte between records the format does not allow) still
    /// ends it, as does a first record too long for the format to be detected.
    case skip
  }

  /// How records are laid out; `.detect` (the default) decides from the first bytes.
  public var format: JSONStreamFormat
  /// What a bad record does; `.stop` by default.
  public var failurePolicy: FailurePolicy
  /// The longest record accepted, in bytes (16 MiB by default): a longer one is an error
  /// (skipped under the skip policy), never held whole, so memory stays bounded whatever
  /// the input.
  public var maximumRecordSize: Int
  /// How many bytes a file is read by at a time (1 MiB by default).
  public var chunkSize: Int
  /// How each record is parsed.
  public var parsingOptions: JSONParsingOptions
  /// Whether records are parsed and decoded on every core and delivered in order; `false`
  /// by default. The results, errors and progress are the same. The input is cut into chunks
  /// of about 1 MiB of whole records (for concatenated values and array elements, one chunk
  /// per read), two per core in flight, so the memory bound grows by twice that many chunks
  /// and their decoded records: each chunk's records are freed by the thread that decoded
  /// them, once it takes its next chunk. An ``AsyncJSONStream`` decodes its chunks in tasks
  /// and awaits them, never blocking a thread.
  public var isParallel: Bool
  /// How many bytes of whole records a chunk of the parallel mode holds at least (1 MiB);
  /// small in tests, so that records straddle many chunks.
  var parallelChunkSize = 1 << 20

  /// Options with the given choices; every default is the one documented on its property.
  public init(
    format: JSONStreamFormat = .detect, failurePolicy: FailurePolicy = .stop, maximumRecordSize: Int = 16 << 20,
    chunkSize: Int = 1 << 20, parsingOptions: JSONParsingOptions = .default, isParallel: Bool = false
  ) {
    self.format = format
    self.failurePolicy = failurePolicy
    self.maximumRecordSize = maximumRecordSize
    self.chunkSize = chunkSize
    self.parsingOptions = parsingOptions
    self.isParallel = isParallel
  }
}
