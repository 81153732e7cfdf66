/// The records of an ``AsyncJSONStream``, decoded one at a time, in stream order.
///
/// Iterating throws the error that ends the stream (a ``JSONStreamError``, or the
/// source's own error); with the skip policy bad records are left out and reported in
/// ``progress``.
public struct AsyncJSONRecords<Base: AsyncSequence, Element>: AsyncSequence {
  let stream: AsyncJSONStream<Base>
  let decode: DecodeFunction<Element>
  /// The counts of the pass under way, readable from any thread; reset when a pass starts.
  public let progress = JSONStreamProgress()

  init(stream: AsyncJSONStream<Base>, decode: @escaping DecodeFunction<Element>) {
    self.stream = stream
    self.decode = decode
  }

  /// Starts a pass over the stream.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(records: self)
  }

  /// Reads a stream's records in order.
  public struct AsyncIterator: AsyncIteratorProtocol {
    private let pump: RecordPump<Element>
    private var base: Base.AsyncIterator
    private let fill: (inout Base.AsyncIterator, JSONRecordScanner, Int) async throws -> Bool
    private let chunkSize: Int
    private var inputEnded = false

    init(records: AsyncJSONRecords<Base, Element>) {
      pump = RecordPump(options: records.stream.options, decode: records.decode, progress: records.progress)
      base = records.stream.base.makeAsyncIterator()
      fill = records.stream.fill
      chunkSize = Swift.max(records.stream.options.chunkSize, 1)
    }

    /// The next record, or `nil` at the end; throws the error that ends the stream.
    public mutating func next() async throws -> Element? {
      while true {
        switch try pump.step() {
        case .value(let value): return value
        case .chunk(let chunk): pump.handOut(chunk)
        case .end: return nil
        case .needsInput:
          if !inputEnded {
            inputEnded = try await !fill(&base, pump.scanner, chunkSize)
          }
          if inputEnded { pump.scanner.endInput() }
          pump.noteInput()
        }
      }
    }
  }
}

extension AsyncJSONRecords: Sendable where Base: Sendable {}
