import BenchmarkSupport
import Foundation

/// Times every approach on every document, measures peak memory, and prints the
/// table and how the figures compare with the targets below (the parser's and `CodableDecoder`'s).
enum BenchmarkReport {
  /// The child probe that only loads the input, whose peak the others are measured above.
  static let baselineProbe = "baseline"

  /// Both styles decode at least this many times as fast as JSONDecoder + Codable.
  static let targetDecodeRatio = 2.0
  /// The parser alone is at least this many times as fast as JSONSerialization.
  static let targetParseRatio = 8.0
  /// A parse alone uses at most this many times the input (a full decode: no more than Codable).
  static let targetParsePeakMemory = 2.0
  /// `CodableDecoder` is at least this many times as fast as `JSONDecoder`.
  static let targetCodableDecoderRatio = 1.5

  private struct Row {
    let document: BenchmarkDocument
    let approach: Approach
    let median: Throughput
    let best: Throughput
    /// Against JSONDecoder + Codable for decoders, against JSONSerialization for parsers.
    var medianRatio = 1.0
    var bestRatio = 1.0
    var peakMemory: Double?
  }

  /// Runs the benchmark, prints its report and returns the chart of its decode ratios.
  @discardableResult
  static func run(_ documents: [BenchmarkDocument], paths: [String: String], runs: Int, measuresMemory: Bool) throws
    -> RatioChart
  {
    print("decode-benchmark: \(max(runs, 15)) timed rounds after 3 warm-up rounds per document; each round runs")
    print("every approach once, each round starting one approach further along. MB = 10^6 bytes of input; 'vs.' is")
    print("our rate over JSONDecoder + Codable's")
    print("for decoders and over JSONSerialization's for parsers. Peak memory: peak resident set of a child process")
    print("that loaded the document and ran the approach once, minus that of one that only loaded it, over the size.")
    print()

    var rows: [Row] = []
    for document in documents {
      let timings = try Timing.measureInterleaved(
        runs: runs, document.approaches.map { approach in { try approach.run(document.data) } })
      var documentRows = zip(document.approaches, timings).map { approach, timing in
        Row(
          document: document, approach: approach,
          median: Throughput(bytes: document.data.count, duration: timing.median),
          best: Throughput(bytes: document.data.count, duration: timing.minimum))
      }
      let codable = documentRows.first { $0.approach.name == Approach.codable }!
      let serialization = documentRows.first { $0.approach.name == Approach.serialization }!
      for index in documentRows.indices {
        let reference = documentRows[index].approach.kind == .decode ? codable : serialization
        if documentRows[index].approach.name == reference.approach.name { continue }
        documentRows[index].medianRatio = documentRows[index].median.ratio(to: reference.median)
        documentRows[index].bestRatio = documentRows[index].best.ratio(to: reference.best)
      }
      if measuresMemory {
        let path = paths[document.name]!
        let baseline = try PeakMemory.childPeak(probe: baselineProbe, arguments: [document.name, path])
        for index in documentRows.indices {
          let peak = try PeakMemory.childPeak(
            probe: documentRows[index].approach.name, arguments: [document.name, path])
          documentRows[index].peakMemory = Double(peak - baseline) / Double(document.data.count)
        }
      }
      rows += documentRows
    }

    var table = TextTable(header: [
      "document", "size", "approach", "median MB/s", "best MB/s", "vs. (median)", "vs. (best)", "peak memory",
    ])
    for row in rows {
      let isReference = row.approach.name == Approach.codable || row.approach.name == Approach.serialization
      table.append([
        row.document.name, Formatting.bytes(row.document.data.count), row.approach.name,
        row.median.description, row.best.description,
        isReference ? "-" : Formatting.ratio(row.medianRatio), isReference ? "-" : Formatting.ratio(row.bestRatio),
        row.peakMemory.map { Formatting.fixed($0, decimals: 1) + "x" } ?? "-",
      ])
    }
    print(table.render())
    print()
    printOneCallRatios(rows)
    printTargets(rows, measuresMemory: measuresMemory)
    return chart(rows, runs: runs)
  }

  /// The approaches the chart shows, against JSONDecoder + Codable.
  static let chartedApproaches = [Approach.operators, Approach.pipeline, Approach.codableDecoder]

  /// The median ratios of the decoders, one group per document, with the run's date and rounds.
  private static func chart(_ rows: [Row], runs: Int) -> RatioChart {
    let documents = rows.map(\.document.name).reduce(into: [String]()) { names, name in
      if !names.contains(name) { names.append(name) }
    }
    let groups = documents.map { name in
      RatioChart.Group(
        label: name,
        ratios: chartedApproaches.map { approach in
          rows.first { $0.document.name == name && $0.approach.name == approach }?.medianRatio ?? 0
        })
    }
    let date = ISO8601DateFormatter.string(from: Date(), timeZone: .gmt, formatOptions: [.withFullDate])
    return RatioChart(
      title: "Decoding into models: median speed against JSONDecoder + Codable",
      caption: "decode-benchmark, release build, \(max(runs, 15)) interleaved rounds, \(date); higher is faster",
      reference: Approach.codable, series: chartedApproaches, groups: groups)
  }

  /// Each one-call form's speed over the curried form's, per document, from the medians and
  /// the best times of the same interleaved rounds.
  private static func printOneCallRatios(_ rows: [Row]) {
    var table = TextTable(header: ["document", "one call over curried", "median", "best"])
    for row in rows {
      guard let curriedName = Approach.oneCallPairs.first(where: { $0.0 == row.approach.name })?.1,
        let curried = rows.first(where: { $0.document.name == row.document.name && $0.approach.name == curriedName })
      else { continue }
      table.append([
        row.document.name, "\(row.approach.name) / \(curried.approach.name)",
        Formatting.ratio(row.median.ratio(to: curried.median)), Formatting.ratio(row.best.ratio(to: curried.best)),
      ])
    }
    print("The one-call forms against the curried ones (speed over speed; above 1x, one call is faster):")
    print(table.render())
    print()
  }

  private static func printTargets(_ rows: [Row], measuresMemory: Bool) {
    print("Targets (issues 14 and 15), on medians:")
    var missed = 0
    func report(_ met: Bool, _ text: String) {
      if !met { missed += 1 }
      print("  \(met ? "met   " : "MISSED") \(text)")
    }
    for row in rows {
      let name = "\(row.document.name), \(row.approach.name)"
      switch row.approach.name {
      case Approach.operators, Approach.pipeline, Approach.oneCallOperators, Approach.oneCallPipeline:
        report(
          row.medianRatio >= targetDecodeRatio,
          "\(name): \(Formatting.ratio(row.medianRatio)) JSONDecoder + Codable (>= \(Int(targetDecodeRatio))x)")
        let codable = rows.first { $0.document.name == row.document.name && $0.approach.name == Approach.codable }
        if let peak = row.peakMemory, let codablePeak = codable?.peakMemory {
          report(
            peak <= codablePeak,
            "\(name): peak memory \(Formatting.fixed(peak, decimals: 1))x the input "
              + "(<= Codable's \(Formatting.fixed(codablePeak, decimals: 1))x)")
        }
      case Approach.codableDecoder:
        report(
          row.medianRatio >= targetCodableDecoderRatio,
          "\(name): \(Formatting.ratio(row.medianRatio)) JSONDecoder + Codable (>= \(targetCodableDecoderRatio)x)")
      case Approach.parser:
        report(
          row.medianRatio >= targetParseRatio,
          "\(name): \(Formatting.ratio(row.medianRatio)) JSONSerialization (>= \(Int(targetParseRatio))x)")
        if let peak = row.peakMemory {
          report(
            peak <= targetParsePeakMemory,
            "\(name): peak memory \(Formatting.fixed(peak, decimals: 1))x the input (<= \(Int(targetParsePeakMemory))x)"
          )
        }
      default:
        break
      }
    }
    print(missed == 0 ? "All targets met." : "\(missed) targets missed.")
  }
}
