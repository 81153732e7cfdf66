import BenchmarkSupport
import Decoding
import Foundation

// Decodes each benchmark document into models with Decoding's two styles (each both curried,
// `curry(Status.init) <^> …` and `decode(Status.init) |> …`, and in one call, `Decoded(Status.init, …)`
// and `decode(Status.init, …)`), with the models' Codable conformances through CodableDecoder and
// through JSONDecoder, parses it with Decoding's parser and JSONSerialization, and prints
// throughput, ratios and peak memory.
//
//     swift run -c release decode-benchmark                 the full benchmark
//     swift run -c release decode-benchmark --check         decode once per approach, compare values,
//                                                           and check the encoders' round trips
//     swift run -c release decode-benchmark --encode        CodableEncoder against JSONEncoder
//     swift run -c release decode-benchmark --memory [--runs 5]   peak memory of one decode (MemoryReport.swift)
//     swift run -c release decode-benchmark --only twitter  some documents only (also with --check)
//     swift run -c release decode-benchmark --runs 25 --no-memory
//     swift run -c release decode-benchmark --chart ../Docs/performance.svg   also write the chart
//     swift run -c release decode-benchmark --stream [--megabytes 1000]   streaming (StreamBenchmark.swift)
//     decode-benchmark --profile twitter.json "Decoding, operators" 50   (for valgrind, perf)
//     decode-benchmark --profile-varied 1000    small documents of as many shapes (VariedStream.swift)
//     decode-benchmark --release-caches --profile …   JSON.releaseCachedMemory() before every run
//     decode-benchmark --schema-zoo export|check DIR   the codecs' schemas, for Scripts/check-schemas.sh

@main
enum DecodeBenchmarkCommand {
  static func main() throws {
    PeakMemory.runProbeIfRequested(runProbe)
    StreamBenchmark.runProbeIfRequested()
    MemoryReport.runProbeIfRequested()
    var options = Options()
    var arguments = CommandLine.arguments.dropFirst()
    while let argument = arguments.popFirst() {
      switch argument {
      case "--check": options.checkOnly = true
      case "--encode": options.encodes = true
      case "--memory": options.memoryOnly = true
      case "--no-memory": options.measuresMemory = false
      case "--stream": options.streams = true
      case "--megabytes":
        guard let megabytes = arguments.popFirst().flatMap(Int.init), megabytes > 0 else {
          fail("--megabytes needs a positive whole number\n\(usage)")
        }
        options.streamMegabytes = megabytes
      case "--help", "-h":
        print(usage)
        return
      case "--runs":
        guard let runs = arguments.popFirst().flatMap(Int.init), runs > 0 else {
          fail("--runs needs a positive whole number\n\(usage)")
        }
        options.runs = runs
        options.runsGiven = true
      case "--only": options.only.append(arguments.popFirst() ?? "")
      case "--chart":
        guard let path = arguments.popFirst(), !path.isEmpty else { fail("--chart needs a file path\n\(usage)") }
        options.chartPath = path
      case "--release-caches": options.releasesCaches = true
      case "--schema-zoo":
        try SchemaZooCommand.run(
          Array(arguments), entries: ZooEntry.benchmarkCodecs, tool: "decode-benchmark --schema-zoo")
        return
      case "--profile-varied":
        try VariedStream.profile(
          count: arguments.popFirst().flatMap(Int.init) ?? 1000, releasesCaches: options.releasesCaches)
        return
      case "--profile":
        let document = arguments.popFirst() ?? ""
        let approach = arguments.popFirst() ?? ""
        options.profile = (document, approach, arguments.popFirst().flatMap(Int.init) ?? 20)
      default:
        fail("unknown argument \(argument)\n\(usage)")
      }
    }

    if options.streams {
      try StreamBenchmark.run(megabytes: options.streamMegabytes)
      return
    }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("decode-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let names = BenchmarkDocument.names.filter { name in
      options.only.isEmpty
        ? !options.memoryOnly || MemoryReport.defaultDocuments.contains(name)
        : options.only.contains { name.hasPrefix($0) }
    }
    let paths = try BenchmarkDocument.paths(of: names, writingGeneratedInto: directory)
    let documents = try names.map { name in
      BenchmarkDocument.named(name, data: try Data(contentsOf: URL(fileURLWithPath: paths[name]!)))!
    }

    if let (documentName, approachName, iterations) = options.profile {
      try profile(
        documents, documentName: documentName, approachName: approachName, iterations: iterations,
        releasesCaches: options.releasesCaches)
      return
    }

    // Every run checks first: figures for decoders that disagree would mean nothing.
    print(
      "Checking that the operators and the pipeline, curried and in one call, CodableDecoder and JSONDecoder "
        + "decode equal values:")
    for document in documents {
      do {
        print("  \(document.name) (\(Formatting.bytes(document.data.count))): \(try document.check())")
      } catch {
        fail("decode-benchmark: \(document.name): \(error)")
      }
    }
    if options.memoryOnly {
      print()
      try MemoryReport.run(documents, paths: paths, runs: options.runsGiven ? options.runs : 5)
      return
    }
    print("Checking that CodableEncoder and JSONEncoder write text that decodes back to the models:")
    let encodeDocuments = try documents.map { try EncodeDocument.named($0.name, data: $0.data)! }
    for document in encodeDocuments {
      do {
        print("  \(document.name): \(try document.check())")
      } catch {
        fail("decode-benchmark: \(document.name): \(error)")
      }
    }
    print("Checking the deepest document the default options allow on a small stack:")
    do {
      print("  \(try NestingCheck.run())")
    } catch {
      fail("decode-benchmark: \(error)")
    }
    if options.checkOnly {
      print("All approaches agree.")
      return
    }
    print()
    if options.encodes {
      try EncodeReport.run(encodeDocuments, paths: paths, runs: options.runs, measuresMemory: options.measuresMemory)
      return
    }
    let chart = try BenchmarkReport.run(
      documents, paths: paths, runs: options.runs, measuresMemory: options.measuresMemory)
    if let chartPath = options.chartPath {
      do {
        try Data(chart.svg().utf8).write(to: URL(fileURLWithPath: chartPath))
      } catch {
        fail("decode-benchmark: cannot write the chart to \(chartPath): \(error.localizedDescription)")
      }
      print("Wrote the chart to \(chartPath).")
    }
  }

  /// What `--help` prints, and every argument error after its message.
  static let usage = """
    usage: decode-benchmark [--runs N] [--no-memory] [--only DOCUMENT]... [--chart FILE.svg] [--check] [--encode]
           decode-benchmark --memory [--runs N] [--only DOCUMENT]...
           decode-benchmark --stream [--megabytes N]
           decode-benchmark [--release-caches] --profile DOCUMENT APPROACH [ITERATIONS]
           decode-benchmark [--release-caches] --profile-varied [COUNT]
           decode-benchmark --schema-zoo export|check DIR
    documents: \(BenchmarkDocument.names.joined(separator: ", ")) (a prefix is enough)
    approaches: \(Approach.names.map { "\"\($0)\"" }.joined(separator: ", ")),
      "\(EncodeDocument.codableEncoder)", "\(EncodeDocument.jsonEncoder)" (encoding the decoded models)
    """

  struct Options {
    var checkOnly = false
    /// Benchmarks the encoders instead of the decoders (EncodeBenchmark.swift).
    var encodes = false
    /// Measures the peak memory of one decode only (MemoryReport.swift), in `runs` children
    /// per cell (5 unless `--runs` is given).
    var memoryOnly = false
    var runsGiven = false
    /// Measures streaming instead (StreamBenchmark.swift), with files of this many megabytes.
    var streams = false
    var streamMegabytes = 1000
    var measuresMemory = true
    var runs = 15
    var chartPath: String?
    var only: [String] = []
    var profile: (document: String, approach: String, iterations: Int)?
    /// Empties the parser's process-wide caches before every profiled run.
    var releasesCaches = false
  }

  /// Runs one approach on one document many times, for a profiler to watch.
  static func profile(
    _ documents: [BenchmarkDocument], documentName: String, approachName: String, iterations: Int,
    releasesCaches: Bool
  ) throws {
    guard let document = documents.first(where: { $0.name.hasPrefix(documentName) }),
      let approach = try document.approaches.first(where: { $0.name == approachName })
        ?? EncodeDocument.named(document.name, data: document.data)?.approaches.first(where: { $0.name == approachName }
        )
    else {
      fail(
        "--profile needs a document (\(BenchmarkDocument.names.joined(separator: ", "))) and an approach "
          + "(\(Approach.names.map { "\"\($0)\"" }.joined(separator: ", ")))")
    }
    _ = blackHole(try approach.run(document.data))  // first-use costs (metadata, lazy globals) stay outside
    let faults = minorFaults()
    if releasesCaches {
      // Outside the counted loop: one run at a time, each after emptying the caches.
      for _ in 0..<iterations {
        JSON.releaseCachedMemory()
        try repeatRuns(of: approach, on: document.data, iterations: 1)
      }
    } else {
      try repeatRuns(of: approach, on: document.data, iterations: iterations)
    }
    let perRun = Double(minorFaults() - faults) / Double(iterations)
    print(
      "\(approach.name) decoded \(document.name) \(iterations) times after one warm-up run"
        + "\(releasesCaches ? ", emptying the parser's caches before each" : ""); "
        + "\(Formatting.fixed(perRun, decimals: 1)) minor page faults a run")
  }

  /// The minor page faults of this process so far.
  static func minorFaults() -> Int {
    var usage = rusage()
    #if os(Linux)
      getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    return usage.ru_minflt
  }

  /// The profiled loop; Scripts/decode-instructions.sh counts the instructions inside it only.
  @inline(never)
  static func repeatRuns(of approach: Approach, on data: Data, iterations: Int) throws {
    for _ in 0..<iterations {
      _ = blackHole(try approach.run(data))
    }
  }

  /// In a child process: load one document, and run one approach on it once (or nothing, for the baseline).
  static func runProbe(_ probe: String, _ arguments: [String]) throws {
    if try EncodeReport.runProbe(probe, arguments) { return }
    let data = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
    guard probe != BenchmarkReport.baselineProbe else {
      _ = blackHole(data)
      return
    }
    guard let document = BenchmarkDocument.named(arguments[0], data: data),
      let approach = document.approaches.first(where: { $0.name == probe })
    else {
      throw BenchmarkDocument.Mismatch(description: "unknown probe \(probe) for \(arguments[0])")
    }
    _ = blackHole(try approach.run(data))
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
  }
}
