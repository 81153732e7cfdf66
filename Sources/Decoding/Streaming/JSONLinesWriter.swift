import Foundation

/// Writes a sequence of values as JSON Lines, each value compact on a line of its own, to a
/// file, a `FileHandle` or an async consumer of chunks, in bounded memory.
///
/// ```swift
/// try JSONLinesWriter<User>().write(users, toFile: path)                  // JSONEncodable
/// try JSONLinesWriter(encoder: encodeUser).write(users, to: url)           // a pipeline encoder or codec
/// try JSONLinesWriter<User>(codableEncoder: CodableEncoder()).write(users, to: handle)
/// ```
///
/// Lines are gathered into chunks of ``chunkSize`` bytes, and each full chunk is written
/// before the next value is encoded, so memory holds one chunk and one record whatever the
/// number of values. A value that cannot be encoded stops the writer with a
/// ``JSONLinesWriteError`` naming its record and the path inside it; the records before it
/// are written in full, and nothing of it is. What it writes, ``JSONStream`` reads back.
public struct JSONLinesWriter<Value>: Sendable {
  private let encode: EncodeFunction<Value>
  /// How each value is written; ``JSONEncodingOptions/indent`` is ignored, as each value
  /// must stay on one line.
  public let options: JSONEncodingOptions
  /// How many bytes of lines are gathered before they are written (64 KiB by default).
  public let chunkSize: Int

  /// A writer that writes each value with `encoder`: a pipeline encoder (`Encode.object(…)`)
  /// or a codec's `encode`.
  @available(swift 6)
  public init(
    encoder: @escaping EncodeFunction<Value>, options: JSONEncodingOptions = .compact, chunkSize: Int = 1 << 16
  ) {
    encode = encoder
    self.options = options
    self.chunkSize = Swift.max(chunkSize, 1)
  }

  /// A writer that writes each value with any function, in the Swift 5 language mode.
  @_documentation(visibility: private)
  @available(swift, obsoleted: 6)
  public init(
    encoder: @escaping (Value, inout JSONOutput) throws -> Void, options: JSONEncodingOptions = .compact,
    chunkSize: Int = 1 << 16
  ) {
    let encoder = UncheckedSendable(encoder)
    let sendable: EncodeFunction<Value> = { value, output in try encoder.value(value, &output) }
    self.init(encoder: sendable, options: options, chunkSize: chunkSize)
  }

  /// A writer of ``JSONEncodable`` values, each written by its ``JSONEncodable/encode(to:)``.
  public init(options: JSONEncodingOptions = .compact, chunkSize: Int = 1 << 16) where Value: JSONEncodable {
    self.init(encoder: { value, output in try value.encode(to: &output) }, options: options, chunkSize: chunkSize)
  }

  #if compiler(>=6.2)
    /// A writer of `Swift.Encodable` values, each written by `codableEncoder` (pretty printing is
    /// left out, as each value must stay on one line).
    public init(codableEncoder: CodableEncoder, chunkSize: Int = 1 << 16)
    where Value: Swift.Encodable & SendableMetatype {
      self.init(encoder: codableEncoder.lineEncoder(), chunkSize: chunkSize)
    }
  #else
    /// A writer of `Swift.Encodable` values, each written by `codableEncoder` (pretty printing is
    /// left out, as each value must stay on one line).
    public init(codableEncoder: CodableEncoder, chunkSize: Int = 1 << 16) where Value: Swift.Encodable {
      self.init(encoder: codableEncoder.lineEncoder(), chunkSize: chunkSize)
    }
  #endif

  /// An empty chunk to fill.
  func makeBuffer() -> JSONLinesBuffer<Value> {
    JSONLinesBuffer(encode: encode, options: options, chunkSize: chunkSize)
  }

  // MARK: Files

  /// Writes `values` to the file at `path`, created or emptied first; returns how many were written.
  ///
  /// Throws a ``JSONLinesWriteError``: a value that cannot be encoded, or a file that cannot be written.
  @discardableResult
  public func write(_ values: some Sequence<Value>, toFile path: String) throws -> Int {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw JSONLinesWriteError(
        record: 0, offset: 0, reason: .unwritable(path: path, message: String(cString: strerror(errno))))
    }
    defer { close(descriptor) }
    return try write(values, descriptor: descriptor, name: path)
  }

  /// Writes `values` to the file at a `file:` URL, created or emptied first; returns how many were written.
  @discardableResult
  public func write(_ values: some Sequence<Value>, to url: URL) throws -> Int {
    try write(values, toFile: url.path(percentEncoded: false))
  }

  /// Writes `values` at the current position of `handle` (a file, a pipe, a socket); returns
  /// how many were written. The handle stays open.
  @discardableResult
  public func write(_ values: some Sequence<Value>, to handle: FileHandle) throws -> Int {
    try write(values, descriptor: handle.fileDescriptor, name: "the file handle")
  }

  private func write(_ values: some Sequence<Value>, descriptor: Int32, name: String) throws -> Int {
    var buffer = makeBuffer()
    // Writes the chunk; a failure names the chunk's first record and its offset.
    func flush() throws {
      do {
        try buffer.flush { bytes in try Self.writeAll(bytes, to: descriptor) }
      } catch let failure as SystemWriteFailure {
        throw JSONLinesWriteError(
          record: buffer.flushedRecords, offset: buffer.flushed,
          reason: .unwritable(path: name, message: failure.message))
      }
    }
    for value in values {
      do {
        try buffer.append(value)
      } catch {
        try flush()
        throw error
      }
      if buffer.isFull { try flush() }
    }
    try flush()
    return buffer.records
  }

  /// Why write(2) failed: the system's text.
  private struct SystemWriteFailure: Error {
    let message: String
  }

  /// write(2) until every byte is written.
  private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) throws {
    var written = 0
    while written < bytes.count {
      let result = systemWrite(descriptor, bytes.baseAddress! + written, bytes.count - written)
      if result < 0 {
        if errno == EINTR { continue }
        throw SystemWriteFailure(message: String(cString: strerror(errno)))
      }
      written += result
    }
  }

  // MARK: Async consumers

  /// Writes `values`, handing each chunk of whole lines to `consumer` (an upload, an
  /// `AsyncStream` continuation's `yield`); returns how many were written.
  ///
  /// The next value is encoded only once `consumer` has returned. Throws a
  /// ``JSONLinesWriteError`` for a value that cannot be encoded, or what `consumer` throws.
  @discardableResult
  public func write(
    _ values: some Sequence<Value>, isolation: isolated (any Actor)? = #isolation,
    chunksTo consumer: ([UInt8]) async throws -> Void
  ) async throws -> Int {
    var buffer = makeBuffer()
    for value in values {
      try await append(value, to: &buffer, isolation: isolation, consumer)
    }
    if !buffer.chunk.isEmpty { try await consumer(buffer.take()) }
    return buffer.records
  }

  /// Writes the values of an async sequence as they come, handing each chunk of whole lines
  /// to `consumer`; returns how many were written.
  ///
  /// Throws a ``JSONLinesWriteError`` for a value that cannot be encoded, what `values`
  /// throws, or what `consumer` throws; a chunk of the lines before a failure is handed over first.
  @discardableResult
  public func write<Values: AsyncSequence>(
    _ values: Values, isolation: isolated (any Actor)? = #isolation,
    chunksTo consumer: ([UInt8]) async throws -> Void
  ) async throws -> Int where Values.Element == Value {
    var buffer = makeBuffer()
    var iterator = values.makeAsyncIterator()
    while true {
      let next: Value?
      do {
        next = try await iterator.next(isolation: isolation)
      } catch {
        if !buffer.chunk.isEmpty { try await consumer(buffer.take()) }
        throw error
      }
      guard let value = next else { break }
      try await append(value, to: &buffer, isolation: isolation, consumer)
    }
    if !buffer.chunk.isEmpty { try await consumer(buffer.take()) }
    return buffer.records
  }

  /// Encodes `value` into `buffer`, handing the chunk over when it is full or `value` fails.
  private func append(
    _ value: Value, to buffer: inout JSONLinesBuffer<Value>, isolation: isolated (any Actor)?,
    _ consumer: ([UInt8]) async throws -> Void
  ) async throws {
    do {
      try buffer.append(value)
    } catch {
      if !buffer.chunk.isEmpty { try await consumer(buffer.take()) }
      throw error
    }
    if buffer.isFull { try await consumer(buffer.take()) }
  }
}

/// write(2), named apart from the writer's own `write` methods.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

#if compiler(>=6.2)
  extension CodableEncoder {
    /// This encoder as an ``EncodeFunction`` writing one line: compact, whatever its formatting.
    func lineEncoder<T: Swift.Encodable & SendableMetatype>() -> EncodeFunction<T> {
      var encoder = self
      encoder.outputFormatting.remove(.prettyPrinted)
      return { [encoder] value, output in
        let data = try encoder.encode(value)
        data.withUnsafeBytes { output.writer.write(rawValue: $0.bindMemory(to: UInt8.self)) }
      }
    }
  }
#else
  extension CodableEncoder {
    /// This encoder as an ``EncodeFunction`` writing one line: compact, whatever its formatting.
    func lineEncoder<T: Swift.Encodable>() -> EncodeFunction<T> {
      var encoder = self
      encoder.outputFormatting.remove(.prettyPrinted)
      return { [encoder] value, output in
        let data = try encoder.encode(value)
        data.withUnsafeBytes { output.writer.write(rawValue: $0.bindMemory(to: UInt8.self)) }
      }
    }
  }
#endif
