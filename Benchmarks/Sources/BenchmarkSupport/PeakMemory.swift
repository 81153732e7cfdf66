import Foundation

/// Peak memory of one piece of work, measured in a fresh child process.
///
/// Measuring inside the benchmark process is unreliable: memory freed by an earlier
/// approach stays mapped, and the process's high-water mark only ever grows. So the
/// benchmark runs itself again once per approach (``childPeak(probe:arguments:)``);
/// the child sees ``probeFlag``, does the work once, and reports its peak resident
/// set (`VmHWM` in `/proc/self/status`). Running a baseline probe that only loads the
/// input, and subtracting its peak, gives the memory the work itself needed.
public enum PeakMemory {
  /// The first argument of a child run: `<executable> --peak-memory-probe <probe> <arguments…>`.
  public static let probeFlag = "--peak-memory-probe"

  /// Why a peak could not be measured.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
  }

  /// The current process's peak resident set in bytes, or `nil` where `/proc` is unavailable.
  public static func currentPeak() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    return highWaterMark(inStatus: status)
  }

  /// The `VmHWM` line of a `/proc/<pid>/status` text, in bytes.
  public static func highWaterMark(inStatus status: String) -> Int? {
    field("VmHWM", inStatus: status)
  }

  /// The memory figures of one moment of a process, in bytes, from `/proc/self/status`.
  ///
  /// `peak` is the high-water mark of the whole resident set. `file` counts resident pages
  /// of mapped files, nearly all of them code and constant data of the executable and its
  /// libraries: the first call of a function maps its page and, as the kernel maps a fault's
  /// neighbours too, up to 64 KB around it, whatever the size of the input. `anonymous` is
  /// the rest: the heap and every other page the process wrote.
  public struct Snapshot: Sendable, Equatable {
    /// `VmHWM`: the peak resident set so far.
    public var peak: Int
    /// `RssFile`: resident pages of mapped files now.
    public var file: Int
    /// `RssAnon`: resident anonymous pages now.
    public var anonymous: Int

    /// A snapshot of these figures.
    public init(peak: Int, file: Int, anonymous: Int) {
      self.peak = peak
      self.file = file
      self.anonymous = anonymous
    }

    /// The figures of a `/proc/<pid>/status` text, or `nil` if one is missing.
    public init?(status: String) {
      guard let peak = PeakMemory.field("VmHWM", inStatus: status),
        let file = PeakMemory.field("RssFile", inStatus: status),
        let anonymous = PeakMemory.field("RssAnon", inStatus: status)
      else { return nil }
      self.init(peak: peak, file: file, anonymous: anonymous)
    }

    /// This process's figures now, or `nil` where `/proc` is unavailable.
    public static func current() -> Snapshot? {
      guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
      return Snapshot(status: status)
    }
  }

  /// A line `NAME: <n> kB` of a `/proc/<pid>/status` text, in bytes.
  public static func field(_ name: String, inStatus status: String) -> Int? {
    let prefix = name + ":"
    for line in status.split(separator: "\n") where line.hasPrefix(prefix) {
      let fields = line.dropFirst(prefix.count).split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard fields.count == 2, fields[1] == "kB", let kilobytes = Int(fields[0]) else { return nil }
      return kilobytes * 1024
    }
    return nil
  }

  /// In a child started by ``childPeak(probe:arguments:)``: runs the requested probe,
  /// prints the peak and exits. In any other run it returns without doing anything.
  ///
  /// Call it first thing in `main`, before loading anything the probe does not need.
  public static func runProbeIfRequested(_ probe: (_ name: String, _ arguments: [String]) throws -> Void) {
    let arguments = CommandLine.arguments
    guard arguments.count >= 3, arguments[1] == probeFlag else { return }
    do {
      try probe(arguments[2], Array(arguments.dropFirst(3)))
    } catch {
      FileHandle.standardError.write(Data("probe \(arguments[2]) failed: \(error)\n".utf8))
      exit(1)
    }
    guard let peak = currentPeak() else {
      FileHandle.standardError.write(Data("no VmHWM in /proc/self/status\n".utf8))
      exit(1)
    }
    print("peak-bytes \(peak)")
    exit(0)
  }

  /// Runs this executable again with `arguments` and returns what it printed, or throws
  /// unless it exited with status 0.
  public static func childOutput(arguments: [String]) throws -> String {
    let process = Process()
    let selfPath = "/proc/self/exe"
    process.executableURL = URL(
      fileURLWithPath: FileManager.default.fileExists(atPath: selfPath)
        ? (try? FileManager.default.destinationOfSymbolicLink(atPath: selfPath)) ?? CommandLine.arguments[0]
        : CommandLine.arguments[0])
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    guard process.terminationStatus == 0 else {
      throw Failure(
        description: "\(arguments.joined(separator: " ")) exited with status \(process.terminationStatus): \(text)")
    }
    return text
  }

  /// Runs this executable again as a child doing only `probe`, and returns the child's peak in bytes.
  public static func childPeak(probe: String, arguments: [String] = []) throws -> Int {
    let process = Process()
    let selfPath = "/proc/self/exe"
    process.executableURL = URL(
      fileURLWithPath: FileManager.default.fileExists(atPath: selfPath)
        ? (try? FileManager.default.destinationOfSymbolicLink(atPath: selfPath)) ?? CommandLine.arguments[0]
        : CommandLine.arguments[0])
    process.arguments = [probeFlag, probe] + arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    guard process.terminationStatus == 0,
      let line = text.split(separator: "\n").last(where: { $0.hasPrefix("peak-bytes ") }),
      let bytes = Int(line.dropFirst("peak-bytes ".count))
    else {
      throw Failure(description: "probe \(probe) exited with status \(process.terminationStatus): \(text)")
    }
    return bytes
  }
}
