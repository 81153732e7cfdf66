import Foundation

/// The chunk a ``JSONLinesWriter`` fills: records encoded one by one, each on its line, until
/// the chunk is full and goes to the destination.
struct JSONLinesBuffer<Value> {
  private let encode: EncodeFunction<Value>
  private let chunkSize: Int
  /// One record's text, written again for each record.
  private var output: JSONOutput
  /// The lines waiting to be written.
  private(set) var chunk: [UInt8]
  /// The records encoded so far.
  private(set) var records = 0
  /// The bytes of the records before `chunk`'s.
  private(set) var flushed = 0
  /// The records before `chunk`'s.
  private(set) var flushedRecords = 0

  init(encode: @escaping EncodeFunction<Value>, options: JSONEncodingOptions, chunkSize: Int) {
    self.encode = encode
    self.chunkSize = Swift.max(chunkSize, 1)
    var options = options
    options.indent = nil
    output = JSONOutput(options: options)
    chunk = []
    chunk.reserveCapacity(self.chunkSize + 1024)
  }

  /// Whether the chunk should go to the destination now.
  var isFull: Bool { chunk.count >= chunkSize }

  /// The bytes of the records written or waiting: where the next record's line starts.
  var offset: Int { flushed + chunk.count }

  /// Encodes `value` as the next line; on failure nothing of it is kept.
  mutating func append(_ value: Value) throws(JSONLinesWriteError) {
    output.reset()
    do {
      try encode(value, &output)
      // A container nested past the depth limit was written as `null`: report it, never write it.
      try output.checkDepth()
    } catch let error as JSONEncodingError {
      throw failure(error)
    } catch let error as EncodingError {
      let context: EncodingError.Context
      switch error {
      case .invalidValue(_, let invalid): context = invalid
      @unknown default: context = EncodingError.Context(codingPath: [], debugDescription: "\(error)")
      }
      throw failure(JSONEncodingError(path: JSONPath(codingPath: context.codingPath), reason: context.debugDescription))
    } catch {
      throw failure(JSONEncodingError(reason: "\(error)"))
    }
    let text = output.writer.output
    let bytes = text.bytes
    // A line of its own: exactly one value, with no line break in it (text written raw may have one).
    guard !bytes.isEmpty else { throw failure(JSONEncodingError(reason: "the encoder wrote nothing")) }
    if memchr(bytes.baseAddress!, 0x0A, bytes.count) != nil {
      throw failure(JSONEncodingError(reason: "the value's text holds a line break"))
    }
    chunk.append(contentsOf: bytes)
    chunk.append(0x0A)
    records += 1
  }

  /// Hands the chunk over and starts an empty one.
  mutating func take() -> [UInt8] {
    let taken = chunk
    flushed += chunk.count
    flushedRecords = records
    chunk = []
    chunk.reserveCapacity(chunkSize + 1024)
    return taken
  }

  /// Writes the chunk with `write` and empties it, keeping its memory.
  mutating func flush(_ write: (UnsafeRawBufferPointer) throws -> Void) rethrows {
    guard !chunk.isEmpty else { return }
    try chunk.withUnsafeBytes(write)
    flushed += chunk.count
    flushedRecords = records
    chunk.removeAll(keepingCapacity: true)
  }

  private func failure(_ error: JSONEncodingError) -> JSONLinesWriteError {
    JSONLinesWriteError(record: records, offset: offset, reason: .encoding(error))
  }
}
