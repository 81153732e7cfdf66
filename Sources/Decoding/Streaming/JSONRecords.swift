/// The records of a ``JSONStream``, decoded one at a time, as results in stream order.
///
/// Each element is a decoded record or, with the stop policy, the error that ends the
/// stream, which is then its last element; with the skip policy bad records are left out
/// and reported in ``progress``. ``forEachRecord(_:)`` throws that error instead:
///
/// ```swift
/// try stream.records(of: User.self).forEachRecord { user in print(user.name) }
/// ```
public struct JSONRecords<Element>: Sequence, Sendable {
  let stream: JSONStream
  let decode: DecodeFunction<Element>
  /// A decoded record, for ``Iterator``, whose `Element` is a record's result.
  typealias Record = Element
  /// The counts of the pass under way, readable from any thread; reset when a pass starts.
  public let progress = JSONStreamProgress()

  init(stream: JSONStream, decode: @escaping DecodeFunction<Element>) {
    self.stream = stream
    self.decode = decode
  }

  /// Calls `body` with each decoded record in order; throws the error that ends the stream
  /// (a ``JSONStreamError``) or what `body` throws.
  ///
  /// `body` runs on the calling thread. In the parallel mode each record is lent to `body`
  /// where it was decoded, with no copy, where a `for` loop gets a copy; either way the
  /// record is freed by the thread that decoded it.
  public func forEachRecord(_ body: (Element) throws -> Void) throws {
    var iterator = makeIterator()
    try iterator.forEachRemaining(body)
  }

  /// Starts a pass over the stream.
  public func makeIterator() -> Iterator {
    Iterator(records: self)
  }

  /// Reads a stream's records in order.
  public struct Iterator: IteratorProtocol {
    private let pump: RecordPump<Element>
    private var reader: (any ByteChunkReader)?
    private var openingError: JSONStreamError?
    private var inputEnded = false
    private let chunkSize: Int

    init(records: JSONRecords<Element>) {
      pump = RecordPump(
        options: records.stream.options, scheduling: .threads, decode: records.decode, progress: records.progress)
      chunkSize = Swift.max(records.stream.options.chunkSize, 1)
      do {
        reader = try records.stream.makeReader()
      } catch {
        openingError = error as? JSONStreamError
      }
    }

    /// The next record, the error that ends the stream, or `nil` after the end.
    public mutating func next() -> Result<Element, JSONStreamError>? {
      while true {
        switch step() {
        case .success(.value(let value)): return .success(value)
        case .success(.chunk(let chunk)): pump.handOut(chunk)
        case .success(.awaiting), .success(.needsInput): continue
        case .success(.end): return nil
        case .failure(let error): return .failure(error)
        }
      }
    }

    /// Calls `body` with each remaining record. In the parallel mode each chunk's records are
    /// lent to `body` where they are, not copied.
    mutating func forEachRemaining(_ body: (Record) throws -> Void) throws {
      while true {
        switch step() {
        case .success(.value(let value)): try body(value)
        case .success(.chunk(let chunk)): try pump.lend(chunk, to: body)
        case .success(.awaiting), .success(.needsInput): continue
        case .success(.end): return
        case .failure(let error): throw error
        }
      }
    }

    /// The pump's next step, with the input it needs read in or the chunk it awaits decoded,
    /// or the error that ends the stream.
    private mutating func step() -> Result<RecordPump<Record>.Step, JSONStreamError> {
      if let error = openingError {
        openingError = nil
        inputEnded = true
        return .failure(error)
      }
      guard reader != nil else { return .success(.end) }
      do {
        let step = try pump.step()
        switch step {
        case .needsInput: try fill()
        case .awaiting(let chunk): chunk.waitOnThread()
        default: break
        }
        return .success(step)
      } catch let error as JSONStreamError {
        reader = nil
        return .failure(error)
      } catch {
        reader = nil
        return .failure(
          JSONStreamError(
            record: 0, line: nil, offset: pump.scanner.bytesAppended,
            reason: .unreadable(path: "the stream", message: "\(error)")))
      }
    }

    private mutating func fill() throws {
      if inputEnded {
        pump.scanner.endInput()
        return
      }
      let space = pump.scanner.freeSpace(minimum: chunkSize)
      let read = try reader!.read(into: UnsafeMutableRawBufferPointer(rebasing: space[..<chunkSize]))
      if read == 0 {
        inputEnded = true
        pump.scanner.endInput()
      } else {
        pump.scanner.didWrite(read)
      }
      pump.noteInput()
    }
  }
}
