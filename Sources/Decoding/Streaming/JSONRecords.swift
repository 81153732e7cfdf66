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
  /// The counts of the pass under way, readable from any thread; reset when a pass starts.
  public let progress = JSONStreamProgress()

  init(stream: JSONStream, decode: @escaping DecodeFunction<Element>) {
    self.stream = stream
    self.decode = decode
  }

  /// Calls `body` with each decoded record in order; throws the error that ends the stream
  /// (a ``JSONStreamError``) or what `body` throws.
  public func forEachRecord(_ body: (Element) throws -> Void) throws {
    for result in self {
      try body(result.get())
    }
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
      pump = RecordPump(options: records.stream.options, decode: records.decode, progress: records.progress)
      chunkSize = Swift.max(records.stream.options.chunkSize, 1)
      do {
        reader = try records.stream.makeReader()
      } catch {
        openingError = error as? JSONStreamError
      }
    }

    /// The next record, the error that ends the stream, or `nil` after the end.
    public mutating func next() -> Result<Element, JSONStreamError>? {
      if let error = openingError {
        openingError = nil
        inputEnded = true
        return .failure(error)
      }
      guard reader != nil else { return nil }
      while true {
        do {
          switch try pump.step() {
          case .value(let value): return .success(value)
          case .end: return nil
          case .needsInput:
            try fill()
          }
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
