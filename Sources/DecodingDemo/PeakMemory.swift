import Foundation

/// The process's peak resident memory, as Linux counts it.
enum PeakMemory {
  /// `VmHWM` from `/proc/self/status`, in KiB; `nil` where there is no such file.
  static func kibibytes() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      return Int(line.dropFirst("VmHWM:".count).filter(\.isNumber))
    }
    return nil
  }
}
