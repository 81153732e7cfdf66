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
      pump = RecordPump(
        options: records.stream.options, scheduling: .tasks, decode: records.decode, progress: records.progress)
      base = records.stream.base.makeAsyncIterator()
      fill = records.stream.fill
      chunkSize = Swift.max(records.stream.options.chunkSize, 1)
    }

    /// The next record, or `nil` at the end; throws the error that ends the stream.
    ///
    /// In the parallel mode the chunks are decoded by tasks, which this awaits: it never
    /// blocks its thread.
    public mutating func next() async throws -> Element? {
      do {
        return try await nextRecord()
      } catch {
        await awaitStoppedChunks()
        throw error
      }
    }

    // The error is caught around the whole loop rather than around each step, whose value
    // would then be copied before it is returned: in generic code, a copy of the record.
    @inline(__always)
    private mutating func nextRecord() async throws -> Element? {
      while true {
        switch try pump.step() {
        case .value(let value): return value
        case .chunk(let chunk): pump.handOut(chunk)
        case .awaiting(let chunk): await chunk.finished()
        case .end:
          pump.releaseHandedOutChunks()
          return nil
        case .needsInput:
          if !inputEnded {
            do {
              inputEnded = try await !fill(&base, pump.scanner, chunkSize)
            } catch {
              pump.endWithSourceFailure()
              throw error
            }
          }
          if inputEnded { pump.scanner.endInput() }
          pump.noteInput()
        }
      }
    }

    /// Waits for the chunks still decoding when the stream ended, and destroys their models
    /// and those handed out, so that none runs or is left once the caller has seen the end.
    private func awaitStoppedChunks() async {
      for chunk in pump.takeStoppedChunks() {
        await chunk.finished()
        chunk.releaseResults()
      }
      pump.releaseHandedOutChunks()
    }
  }
}

extension AsyncJSONRecords: Sendable where Base: Sendable {}
