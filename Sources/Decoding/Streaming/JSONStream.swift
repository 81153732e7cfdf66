import Foundation

/// A stream of JSON records held in memory or in a file, read one record at a time.
///
/// ```swift
/// let stream = try JSONStream(contentsOfFile: path, options: JSONStreamOptions(format: .lines))
/// try stream.records(of: User.self).forEachRecord { user in print(user.name) }
/// ```
///
/// A file is read in chunks of ``JSONStreamOptions/chunkSize`` bytes, never whole; bytes
/// in memory are copied out a chunk at a time. Only one record's bytes and one chunk are
/// held at once, so memory does not grow with the stream.
public struct JSONStream: Sendable {
  private enum Source: Sendable {
    case bytes(@Sendable () -> any ByteChunkReader)
    case file(String)
  }

  private let source: Source
  /// How the records are read.
  public let options: JSONStreamOptions

  /// A stream over bytes in memory: `Data`, `[UInt8]` or any collection of bytes.
  public init(_ bytes: some Collection<UInt8> & Sendable, options: JSONStreamOptions = JSONStreamOptions()) {
    source = .bytes { CollectionChunkReader(bytes) }
    self.options = options
  }

  /// A stream over the file at `path`; throws a ``JSONStreamError`` when it cannot be opened.
  public init(contentsOfFile path: String, options: JSONStreamOptions = JSONStreamOptions()) throws {
    _ = try FileChunkReader(path: path)
    source = .file(path)
    self.options = options
  }

  /// A stream over the file at a `file:` URL; throws a ``JSONStreamError`` when it cannot be opened.
  public init(contentsOf url: URL, options: JSONStreamOptions = JSONStreamOptions()) throws {
    try self.init(contentsOfFile: url.path(percentEncoded: false), options: options)
  }

  /// The records as operator-style ``Decodable`` values.
  public func records<T: Decodable>(of type: T.Type) -> JSONRecords<T> where T == T.DecodedType {
    JSONRecords(stream: self, decode: decodeRecord)
  }

  /// The records decoded by a ``DecodeFunction``, such as a pipeline.
  @available(swift 6)
  public func records<T>(decodedBy decode: @escaping DecodeFunction<T>) -> JSONRecords<T> {
    JSONRecords(stream: self, decode: decode)
  }

  /// The records decoded by any function, in the Swift 5 language mode.
  @_documentation(visibility: private)
  @available(swift, obsoleted: 6)
  public func records<T>(decodedBy decode: @escaping (JSON) -> Decoded<T>) -> JSONRecords<T> {
    let decode = UncheckedSendable(decode)
    return JSONRecords(stream: self, decode: { json in decode.value(json) })
  }

  #if compiler(>=6.2)
    /// The records as `Swift.Decodable` values, decoded by `decoder`.
    public func records<T: Swift.Decodable & SendableMetatype>(
      of type: T.Type, decoder: CodableDecoder
    ) -> JSONRecords<T> {
      JSONRecords(stream: self, decode: decoder.recordDecoder())
    }
  #else
    /// The records as `Swift.Decodable` values, decoded by `decoder`.
    public func records<T: Swift.Decodable>(of type: T.Type, decoder: CodableDecoder) -> JSONRecords<T> {
      JSONRecords(stream: self, decode: decoder.recordDecoder())
    }
  #endif

  /// A reader of the source's bytes, opened anew for each pass.
  func makeReader() throws -> any ByteChunkReader {
    switch source {
    case .bytes(let makeReader): return makeReader()
    case .file(let path): return try FileChunkReader(path: path)
    }
  }
}

/// `T.decode(json)`, as a function value that captures no metatype.
@Sendable func decodeRecord<T: Decodable>(_ json: JSON) -> Decoded<T> where T == T.DecodedType {
  T.decode(json)
}

// The decoder runs `T.init(from:)` wherever the stream runs, so `T`'s conformance must not be
// isolated to an actor: Swift 6.2 says so with `SendableMetatype`, which earlier compilers lack.
#if compiler(>=6.2)
  extension CodableDecoder {
    /// This decoder as a ``DecodeFunction``, for a stream's records.
    func recordDecoder<T: Swift.Decodable & SendableMetatype>() -> DecodeFunction<T> {
      { json in decoded(T.self, from: json) }
    }
  }
#else
  extension CodableDecoder {
    /// This decoder as a ``DecodeFunction``, for a stream's records.
    func recordDecoder<T: Swift.Decodable>() -> DecodeFunction<T> {
      { json in decoded(T.self, from: json) }
    }
  }
#endif
