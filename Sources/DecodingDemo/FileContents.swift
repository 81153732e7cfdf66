import Foundation

/// A file's bytes, read with the system's own calls so that a failure keeps the reason the
/// system gave (`No such file or directory`, `Is a directory`), which
/// `FileManager.contents(atPath:)` drops.
enum FileContents {
  /// The bytes of the file at `path`, or the system's reason why they cannot be read.
  static func contents(ofFile path: String) -> Result<Data, FileReadError> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(FileReadError(code: errno)) }
    defer { close(descriptor) }
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return .success(data) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(FileReadError(code: errno))
      }
      data.append(contentsOf: chunk[..<count])
    }
  }
}

/// Why a file could not be read: the system's error number and its text.
struct FileReadError: Error, Equatable {
  /// The `errno` the failed call left.
  let code: Int32

  /// The system's text for ``code``: `No such file or directory`.
  var reason: String {
    String(cString: strerror(code))
  }
}
