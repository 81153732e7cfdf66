import BenchmarkSupport
import Decoding
import Foundation

/// `decode-benchmark --memory [--runs N] [--only DOCUMENT]...`: what one decode adds to the
/// peak resident set, per document and approach, as a multiple of the document's size.
///
/// Each cell is a fresh child process that loads the document, sets the approach up, reads
/// its `/proc/self/status`, decodes once (keeping the result), and reads it again. The
/// figure is the growth of `VmHWM` between the two readings over the file's size: the
/// memory a process that had the bytes in hand needed to decode them, at its worst moment.
/// Measured in one process, before and after, it does not depend on how two processes'
/// start-ups differ. The median of `runs` children is shown (the figure moves by about
/// 0.1x from child to child, as the kernel maps code 64 KB at a time around where it first
/// runs). The growth of `RssFile` beside it says how much of it was pages of code and
/// constants mapped for the first time, which a process pays once, not per document.
enum MemoryReport {
  /// The first argument of a child run: `decode-benchmark --memory-probe DOCUMENT FILE APPROACH`.
  static let probeFlag = "--memory-probe"
  /// The documents measured unless `--only` names others: the small responses are left
  /// out, as a multiple of a few hundred bytes says nothing.
  static let defaultDocuments = ["twitter.json", "citm_catalog.json", "canada.json", "big_data.json"]

  /// What one child measured, as multiples of the document's size.
  struct Growth {
    /// Of the peak resident set.
    let peak: Double
    /// Of resident pages of mapped files (code and constants).
    let file: Double
  }

  /// Measures `documents` and prints the table; returns how many of our approaches took
  /// more than their reference (`JSONDecoder` + `Codable`, or `JSONSerialization` for the parser).
  @discardableResult
  static func run(_ documents: [BenchmarkDocument], paths: [String: String], runs: Int) throws -> Int {
    print("decode-benchmark --memory: peak resident set (VmHWM) growth of a child process over its reading after it")
    print("loaded the document, across one decode, as a multiple of the document's size; median of \(runs) children,")
    print("with their range. 'code' is the part that was pages of mapped files (code, constants) touched for the first")
    print("time. Reference: JSONDecoder + Codable for decoders, JSONSerialization for the parser.")
    print()
    var table = TextTable(header: [
      "document", "size", "approach", "peak growth", "range", "of it code", "vs. reference",
    ])
    var over = 0
    for document in documents {
      let path = paths[document.name]!
      var medians: [String: (growth: Growth, range: ClosedRange<Double>)] = [:]
      for approach in document.approaches {
        var growths: [Growth] = []
        for _ in 0..<runs {
          growths.append(try child(document: document.name, path: path, approach: approach.name))
        }
        let peaks = growths.map(\.peak).sorted()
        let median = growths.sorted { $0.peak < $1.peak }[growths.count / 2]
        medians[approach.name] = (median, peaks.first!...peaks.last!)
      }
      for approach in document.approaches {
        let (growth, range) = medians[approach.name]!
        let reference = approach.kind == .decode ? Approach.codable : Approach.serialization
        let referencePeak = medians[reference]!.growth.peak
        let isReference = approach.name == reference
        if !isReference, growth.peak > referencePeak { over += 1 }
        table.append([
          document.name, Formatting.bytes(document.data.count), approach.name,
          Formatting.fixed(growth.peak, decimals: 2) + "x",
          Formatting.fixed(range.lowerBound, decimals: 2) + "–" + Formatting.fixed(range.upperBound, decimals: 2),
          Formatting.fixed(growth.file, decimals: 2) + "x",
          isReference
            ? "-"
            : (growth.peak <= referencePeak ? "at most" : "OVER") + " ("
              + Formatting.fixed(referencePeak, decimals: 2) + "x)",
        ])
      }
    }
    print(table.render())
    print()
    print(
      over == 0
        ? "Every approach of ours peaks no higher than its reference." : "\(over) cells peak above their reference.")
    return over
  }

  /// Runs one child and reads its two snapshots.
  static func child(document: String, path: String, approach: String) throws -> Growth {
    let text = try PeakMemory.childOutput(arguments: [probeFlag, document, path, approach])
    let fields = text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    guard fields.count == 5 else {
      throw BenchmarkDocument.Mismatch(description: "\(approach) on \(document): unexpected output \(text)")
    }
    let size = Double(fields[0])
    return Growth(peak: Double(fields[3] - fields[1]) / size, file: Double(fields[4] - fields[2]) / size)
  }

  /// In a child: loads the document, reads the snapshot, decodes once, reads it again,
  /// prints `size peakBefore fileBefore peakAfter fileAfter` and exits. Otherwise returns.
  static func runProbeIfRequested() {
    let arguments = CommandLine.arguments
    guard arguments.count == 5, arguments[1] == probeFlag else { return }
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: arguments[3]))
      guard let document = BenchmarkDocument.named(arguments[2], data: data),
        let approach = document.approaches.first(where: { $0.name == arguments[4] })
      else {
        throw BenchmarkDocument.Mismatch(description: "unknown approach \(arguments[4]) for \(arguments[2])")
      }
      guard let before = PeakMemory.Snapshot.current() else {
        throw BenchmarkDocument.Mismatch(description: "no VmHWM, RssFile or RssAnon in /proc/self/status")
      }
      let result = try approach.run(data)
      let after = PeakMemory.Snapshot.current()!
      _ = blackHole(result)
      print("\(data.count) \(before.peak) \(before.file) \(after.peak) \(after.file)")
      exit(0)
    } catch {
      FileHandle.standardError.write(Data("\(arguments[4]) on \(arguments[2]): \(error)\n".utf8))
      exit(1)
    }
  }
}
