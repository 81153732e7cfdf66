#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A synchronous source of bytes, read a chunk at a time into the scanner's buffer.
protocol ByteChunkReader {
  /// Reads up to `buffer.count` bytes into `buffer`; 0 at the end.
  mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int
}

/// Bytes in memory (`Data`, `[UInt8]`, any collection), copied out a chunk at a time.
struct CollectionChunkReader<Bytes: Collection<UInt8>>: ByteChunkReader {
  let bytes: Bytes
  var position: Bytes.Index

  init(_ bytes: Bytes) {
    self.bytes = bytes
    position = bytes.startIndex
  }

  mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
    let end = bytes.index(position, offsetBy: buffer.count, limitedBy: bytes.endIndex) ?? bytes.endIndex
    let slice = bytes[position..<end]
    let copied =
      slice.withContiguousStorageIfAvailable { contiguous in
        buffer.copyMemory(from: UnsafeRawBufferPointer(contiguous))
        return contiguous.count
      } ?? buffer.bindMemory(to: UInt8.self).initialize(from: slice).1
    position = end
    return copied
  }
}

/// A file read with read(2), one chunk at a time; closed when the reader goes.
final class FileChunkReader: ByteChunkReader {
  private let descriptor: Int32
  let path: String

  /// Opens `path` for reading, or throws why not.
  init(path: String) throws {
    self.path = path
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw JSONStreamError(
        record: 0, line: nil, offset: 0, reason: .unreadable(path: path, message: String(cString: strerror(errno))))
    }
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }

  func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
    while true {
      let result = systemRead(descriptor, buffer.baseAddress, buffer.count)
      if result >= 0 { return result }
      if errno == EINTR { continue }
      throw JSONStreamError(
        record: 0, line: nil, offset: 0, reason: .unreadable(path: path, message: String(cString: strerror(errno))))
    }
  }
}

/// read(2), named apart from the reader's own `read(into:)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
