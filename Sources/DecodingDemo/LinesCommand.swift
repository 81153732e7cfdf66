import Decoding
import Foundation

/// `decoding-demo --lines FILE`: decodes a stream of JSON records one at a time, in bounded
/// memory, showing a progress line and ending with a summary.
enum LinesCommand {
  static let usage = """
    usage: decoding-demo --lines FILE [--format FORMAT] [--stop] [--peak-memory]
      Decodes FILE (- for standard input) one record at a time, each as a JSON value:
      JSON Lines, JSON text sequences, concatenated values or the elements of one
      top-level array (FORMAT is lines, sequence, concatenated, array or detect, the
      default). Bad records are skipped and listed; --stop ends at the first one. On a terminal a progress line
      shows bytes read and records decoded and skipped. --peak-memory also prints the
      growth of the process's peak resident memory while the file was read.
    """

  /// The most skipped records listed in the summary.
  static let listedSkips = 10

  /// Runs the command with the arguments after `--lines`; `progress` gets a progress line
  /// now and then and once at the end.
  static func run(_ arguments: [String], progress: ((String) -> Void)?) -> DecodingDemo.Outcome {
    var path: String?
    var options = JSONStreamOptions(failurePolicy: .skip)
    var reportsMemory = false
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--stop": options.failurePolicy = .stop
      case "--peak-memory": reportsMemory = true
      case "--format":
        guard let name = remaining.popFirst(), let format = format(named: name) else {
          return usageError("--format needs lines, sequence, concatenated, array or detect")
        }
        options.format = format
      default:
        guard path == nil, argument == "-" || !argument.hasPrefix("-") else {
          return usageError(argument.hasPrefix("-") ? "unknown option \(argument)" : "one file at a time")
        }
        path = argument
      }
    }
    guard let path else { return usageError("--lines needs a file") }

    let peakBefore = reportsMemory ? PeakMemory.kibibytes() : nil
    let stream: JSONStream
    do {
      stream = try JSONStream(contentsOfFile: path == "-" ? "/dev/stdin" : path, options: options)
    } catch {
      return DecodingDemo.Outcome(errorOutput: "decoding-demo: \(error)\n", status: 1)
    }
    let records = stream.records(of: JSON.self)
    let name = path == "-" ? "standard input" : path
    var outcome = DecodingDemo.Outcome()
    let clock = ContinuousClock()
    var lastReport = clock.now
    var count = 0
    for result in records {
      if case .failure(let error) = result {
        outcome.errorOutput += "\(name): \(error)\n"
        outcome.status = 1
      }
      count += 1
      if let progress, count % 1024 == 0, lastReport.duration(to: clock.now) > .milliseconds(100) {
        lastReport = clock.now
        progress(progressLine(records.progress))
      }
    }
    progress?(progressLine(records.progress))
    outcome.output = summary(of: name, records.progress)
    if let peakBefore, let peakAfter = PeakMemory.kibibytes() {
      outcome.output +=
        "  peak resident memory: \(grouped(peakBefore)) KiB before reading, \(grouped(peakAfter)) KiB after "
        + "(growth \(grouped(peakAfter - peakBefore)) KiB)\n"
    }
    return outcome
  }

  /// `1,048,576 bytes read, 2,000 records decoded, 3 skipped`.
  static func progressLine(_ progress: JSONStreamProgress) -> String {
    "\(grouped(progress.bytesRead)) bytes read, \(grouped(progress.recordsDecoded)) records decoded, "
      + "\(grouped(progress.recordsSkipped)) skipped"
  }

  /// The counts, then the first skipped records' errors.
  static func summary(of path: String, _ progress: JSONStreamProgress) -> String {
    var lines = ["\(path): \(progressLine(progress))"]
    let skipped = progress.skipped
    lines += skipped.prefix(listedSkips).map {
      "  skipped \($0.description.replacingOccurrences(of: "\n", with: "\n  skipped "))"
    }
    if progress.recordsSkipped > listedSkips {
      lines.append("  … and \(grouped(progress.recordsSkipped - listedSkips)) more skipped")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func format(named name: String) -> JSONStreamFormat? {
    switch name {
    case "lines": .lines
    case "sequence": .textSequence
    case "concatenated": .concatenated
    case "array": .array
    case "detect": .detect
    default: nil
    }
  }

  private static func usageError(_ message: String) -> DecodingDemo.Outcome {
    DecodingDemo.Outcome(errorOutput: "decoding-demo: \(message)\n" + usage + "\n", status: 2)
  }

  /// `9381102` as `9,381,102`.
  static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var result = number < 0 ? "-" : ""
    for (position, digit) in digits.enumerated() {
      if position > 0 && (digits.count - position) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}
