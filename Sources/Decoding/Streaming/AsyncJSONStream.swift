/// A stream of JSON records arriving as async bytes, read one record at a time.
///
/// The source is any `AsyncSequence` of bytes (`URLSession`'s and `FileHandle`'s `bytes`)
/// or, much faster, of chunks of bytes (`Data`, `[UInt8]`):
///
/// ```swift
/// for try await user in AsyncJSONStream(chunks: body).records(of: User.self) { print(user.name) }
/// ```
///
/// Only one record's bytes and one chunk are held at once.
public struct AsyncJSONStream<Base: AsyncSequence> {
  let base: Base
  /// How the records are read.
  public let options: JSONStreamOptions
  /// Appends the next input to the scanner; `false` at the end of the source.
  let fill: (inout Base.AsyncIterator, JSONRecordScanner, Int) async throws -> Bool

  /// A stream over an async sequence of single bytes, gathered into chunks of
  /// ``JSONStreamOptions/chunkSize`` bytes.
  public init(_ bytes: Base, options: JSONStreamOptions = JSONStreamOptions()) where Base.Element == UInt8 {
    base = bytes
    self.options = options
    fill = { iterator, scanner, chunkSize in
      let space = scanner.freeSpace(minimum: chunkSize)
      var written = 0
      while written < chunkSize, let byte = try await iterator.next() {
        space[written] = byte
        written += 1
      }
      scanner.didWrite(written)
      return written > 0
    }
  }

  /// A stream over an async sequence of chunks of bytes, such as `Data` or `[UInt8]`.
  public init(chunks: Base, options: JSONStreamOptions = JSONStreamOptions())
  where Base.Element: Collection, Base.Element.Element == UInt8 {
    base = chunks
    self.options = options
    fill = { iterator, scanner, _ in
      guard let chunk = try await iterator.next() else { return false }
      let appended: Void? = chunk.withContiguousStorageIfAvailable { scanner.append(UnsafeRawBufferPointer($0)) }
      if appended == nil {
        Array(chunk).withUnsafeBytes { scanner.append($0) }
      }
      return true
    }
  }

  /// The records as operator-style ``Decodable`` values.
  public func records<T: Decodable>(of type: T.Type) -> AsyncJSONRecords<Base, T> where T == T.DecodedType {
    AsyncJSONRecords(stream: self, decode: decodeRecord)
  }

  /// The records decoded by a ``DecodeFunction``, such as a pipeline.
  @available(swift 6)
  public func records<T>(decodedBy decode: @escaping DecodeFunction<T>) -> AsyncJSONRecords<Base, T> {
    AsyncJSONRecords(stream: self, decode: decode)
  }

  /// The records decoded by any function, in the Swift 5 language mode.
  @_documentation(visibility: private)
  @available(swift, obsoleted: 6)
  public func records<T>(decodedBy decode: @escaping (JSON) -> Decoded<T>) -> AsyncJSONRecords<Base, T> {
    let decode = UncheckedSendable(decode)
    return AsyncJSONRecords(stream: self, decode: { json in decode.value(json) })
  }

  #if compiler(>=6.2)
    /// The records as `Swift.Decodable` values, decoded by `decoder`.
    public func records<T: Swift.Decodable & SendableMetatype>(
      of type: T.Type, decoder: CodableDecoder
    ) -> AsyncJSONRecords<Base, T> {
      AsyncJSONRecords(stream: self, decode: decoder.recordDecoder())
    }
  #else
    /// The records as `Swift.Decodable` values, decoded by `decoder`.
    public func records<T: Swift.Decodable>(of type: T.Type, decoder: CodableDecoder) -> AsyncJSONRecords<Base, T> {
      AsyncJSONRecords(stream: self, decode: decoder.recordDecoder())
    }
  #endif
}

// `fill` captures nothing: it is one of the two functions above, for `Base`.
extension AsyncJSONStream: @unchecked Sendable where Base: Sendable {}
