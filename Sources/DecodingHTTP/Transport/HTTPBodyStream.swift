import Foundation

/// The body of a response as it arrives: an `AsyncSequence` of its bytes, and of its chunks.
///
/// ```swift
/// let response = try await client.stream(ExportRequest())
/// for try await byte in response.body { … }         // one byte at a time, read chunk by chunk
/// for try await chunk in response.body.chunks { … } // each chunk as received
/// ```
///
/// It is read once: every iterator takes the next bytes of the same body. The transfer
/// ends when the body does, when the reading task is cancelled, or when the last copy of
/// the stream and its iterators are gone, so a reader that stops early frees the connection.
/// An error of the transfer (a connection lost halfway) is thrown by the iterator, after
/// the bytes that came before it.
public struct HTTPBodyStream: AsyncSequence, Sendable {
  /// One byte of the body.
  public typealias Element = UInt8

  /// Where the chunks come from, shared by every copy of the stream and its iterators.
  private let source: Source

  /// A body that is already complete.
  public init(_ data: Data) {
    let buffer = BodyChunkBuffer(limit: Swift.max(data.count, 1))
    buffer.append(data)
    buffer.finish(Optional<any Error>.none)
    source = Source(buffer)
  }

  /// A body read from `chunks`, a sequence of `Data` such as another HTTP client's body.
  public init<Chunks: AsyncSequence & Sendable>(chunks: Chunks) where Chunks.Element == Data {
    source = Source(ChunkSequenceReader(chunks))
  }

  /// A body that `buffer` receives.
  init(buffer: BodyChunkBuffer) {
    source = Source(buffer)
  }

  /// The most bytes the buffer behind the stream has held at once (0 for a sequence of chunks), for tests.
  var peakBufferedBytes: Int {
    (source.reader as? BodyChunkBuffer)?.peakBufferedBytes ?? 0
  }

  /// The body's chunks, each as received.
  public var chunks: Chunks {
    Chunks(source: source)
  }

  /// The first `maximum` bytes of the body, or all of them when there are fewer; the rest is not read.
  ///
  /// Throws the transfer's error, or `CancellationError` when the task is cancelled.
  public func collect(upTo maximum: Int) async throws -> Data {
    var collected = Data()
    while collected.count < maximum, let chunk = try await source.reader.next() {
      collected.append(chunk.prefix(maximum - collected.count))
    }
    return collected
  }

  /// An iterator over the bytes, which reads a chunk whenever it has handed on the last one.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(source: source)
  }

  /// Reads the bytes of an ``HTTPBodyStream``.
  public struct AsyncIterator: AsyncIteratorProtocol {
    private let source: Source
    private var chunk = Data()
    private var index = 0

    fileprivate init(source: Source) {
      self.source = source
    }

    /// The next byte, `nil` at the end of the body; throws the transfer's error.
    public mutating func next() async throws -> UInt8? {
      while index == chunk.count {
        guard let next = try await source.reader.next() else { return nil }
        chunk = next
        index = 0
      }
      let byte = chunk[chunk.startIndex + index]
      index += 1
      return byte
    }
  }

  /// The chunks of an ``HTTPBodyStream``, each as received.
  public struct Chunks: AsyncSequence, Sendable {
    /// One chunk of the body, never empty.
    public typealias Element = Data

    fileprivate let source: Source

    /// An iterator over the chunks.
    public func makeAsyncIterator() -> AsyncIterator {
      AsyncIterator(source: source)
    }

    /// Reads the chunks of an ``HTTPBodyStream``.
    public struct AsyncIterator: AsyncIteratorProtocol {
      fileprivate let source: Source

      /// The next chunk, `nil` at the end of the body; throws the transfer's error.
      public mutating func next() async throws -> Data? {
        try await source.reader.next()
      }
    }
  }

  /// What the stream reads; when the last stream and iterator that hold it are gone, the
  /// transfer is cancelled, so that a body nobody reads does not hold its connection.
  fileprivate final class Source: Sendable {
    let reader: any ChunkReader

    init(_ reader: any ChunkReader) {
      self.reader = reader
    }

    deinit {
      reader.cancel()
    }
  }
}

/// Something that hands out the chunks of a body one at a time.
protocol ChunkReader: Sendable {
  /// The next chunk, or `nil` at the end.
  func next() async throws -> Data?
  /// Stops reading: the chunks not read yet are dropped.
  func cancel()
}

extension BodyChunkBuffer: ChunkReader {}

/// The chunks of an `AsyncSequence` of `Data`, read by one iterator that every reader shares.
final class ChunkSequenceReader: ChunkReader, @unchecked Sendable {
  private let makeNext: @Sendable () async throws -> Data?
  private let lock = NSLock()
  private var isCancelled = false

  init<Chunks: AsyncSequence & Sendable>(_ chunks: Chunks) where Chunks.Element == Data {
    let iterator = IteratorBox(chunks.makeAsyncIterator())
    makeNext = { try await iterator.next() }
  }

  func next() async throws -> Data? {
    if lock.withLock({ isCancelled }) { return nil }
    while let chunk = try await makeNext() {
      if !chunk.isEmpty { return chunk }
    }
    return nil
  }

  func cancel() {
    lock.withLock { isCancelled = true }
  }

  /// Holds the sequence's iterator; readers take turns, as the stream is read by one task at a time.
  private final class IteratorBox<Iterator: AsyncIteratorProtocol>: @unchecked Sendable
  where Iterator.Element == Data {
    private var iterator: Iterator

    init(_ iterator: Iterator) {
      self.iterator = iterator
    }

    func next() async throws -> Data? {
      try await iterator.next()
    }
  }
}
