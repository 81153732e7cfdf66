import BenchmarkSupport
import Decoding
import Foundation

// `CodableEncoder` against `JSONEncoder`, both with the models' Codable conformances, on the
// models of each benchmark document (decoded once, before any timing):
//
//     swift run -c release decode-benchmark --encode          the encode benchmark
//     swift run -c release decode-benchmark --check           also checks the encoders
//     decode-benchmark --profile twitter.json "CodableEncoder + Codable" 50

/// The models of one benchmark document, and the two encoders that write them.
struct EncodeDocument {
  /// The file name, e.g. `twitter.json`.
  let name: String
  /// `CodableEncoder`, then `JSONEncoder`; each returns the text it wrote.
  let approaches: [Approach]
  /// Encodes with both, decodes both texts with `CodableDecoder`, and throws unless both
  /// give back the models and parse to equal JSON; returns a one-line summary.
  let check: () throws -> String

  static let codableEncoder = "CodableEncoder + Codable"
  static let jsonEncoder = "JSONEncoder + Codable"
  /// The child probe that only loads and decodes the document, whose peak the encoders' are measured above.
  static let baselineProbe = "encode baseline"
  /// `CodableEncoder` is at least this many times as fast as `JSONEncoder` (issue 22).
  static let targetRatio = 3.0

  init<Model: Equatable & Swift.Codable>(name: String, data: Data, model: Model.Type) throws {
    self.name = name
    let models = try CodableDecoder().decode(Model.self, from: data)
    let ours: (Data) throws -> Any = { _ in try CodableEncoder().encode(models) }
    let theirs: (Data) throws -> Any = { _ in try JSONEncoder().encode(models) }
    approaches = [
      Approach(name: Self.codableEncoder, kind: .decode, run: ours),
      Approach(name: Self.jsonEncoder, kind: .decode, run: theirs),
    ]
    check = {
      let ourText = try CodableEncoder().encode(models)
      let theirText = try JSONEncoder().encode(models)
      guard try CodableDecoder().decode(Model.self, from: ourText) == models else {
        throw BenchmarkDocument.Mismatch(description: "\(name): CodableEncoder's text decodes to other models")
      }
      guard try CodableDecoder().decode(Model.self, from: theirText) == models else {
        throw BenchmarkDocument.Mismatch(description: "\(name): JSONEncoder's text decodes to other models")
      }
      guard try JSON(parsing: ourText) == JSON(parsing: theirText) else {
        throw BenchmarkDocument.Mismatch(description: "\(name): the two encoders write different JSON")
      }
      return "\(Formatting.bytes(ourText.count)) written, decoded back to the same models"
    }
  }

  /// The models of the document called `name`, from its bytes.
  static func named(_ name: String, data: Data) throws -> EncodeDocument? {
    switch name {
    case "twitter.json", "response_300b.json", "response_3kb.json":
      return try EncodeDocument(name: name, data: data, model: TwitterSearch.self)
    case "citm_catalog.json": return try EncodeDocument(name: name, data: data, model: CitmCatalog.self)
    case "canada.json": return try EncodeDocument(name: name, data: data, model: FeatureCollection.self)
    case "big_data.json": return try EncodeDocument(name: name, data: data, model: [TestModel].self)
    default: return nil
    }
  }
}

/// Times both encoders on every document, measures their peak memory, and prints the table
/// and the targets of issue 22.
enum EncodeReport {
  static func run(_ documents: [EncodeDocument], paths: [String: String], runs: Int, measuresMemory: Bool) throws {
    print("encode-benchmark: \(max(runs, 15)) timed rounds after 3 warm-up rounds per document, the two encoders")
    print("interleaved. MB = 10^6 bytes of CodableEncoder's output; 'vs.' is CodableEncoder's rate over JSONEncoder's.")
    print("Peak memory: peak resident set of a child that decoded the document and encoded it once, minus that of")
    print("one that only decoded it, over the size of the output.")
    print()
    var table = TextTable(header: [
      "document", "output", "approach", "median MB/s", "best MB/s", "vs. (median)", "peak memory",
    ])
    var targets: [(met: Bool, text: String)] = []
    for document in documents {
      let size = (try document.approaches[0].run(Data()) as! Data).count
      let timings = try Timing.measureInterleaved(
        runs: runs, document.approaches.map { approach in { try approach.run(Data()) } })
      let medians = timings.map { Throughput(bytes: size, duration: $0.median) }
      let bests = timings.map { Throughput(bytes: size, duration: $0.minimum) }
      var peaks: [Double?] = [nil, nil]
      if measuresMemory {
        let path = paths[document.name]!
        let baseline = try PeakMemory.childPeak(probe: EncodeDocument.baselineProbe, arguments: [document.name, path])
        for index in document.approaches.indices {
          let peak = try PeakMemory.childPeak(probe: document.approaches[index].name, arguments: [document.name, path])
          peaks[index] = Double(peak - baseline) / Double(size)
        }
      }
      let ratio = medians[0].ratio(to: medians[1])
      for index in document.approaches.indices {
        table.append([
          document.name, Formatting.bytes(size), document.approaches[index].name, medians[index].description,
          bests[index].description, index == 0 ? Formatting.ratio(ratio) : "-",
          peaks[index].map { Formatting.fixed($0, decimals: 1) + "x" } ?? "-",
        ])
      }
      targets.append(
        (
          ratio >= EncodeDocument.targetRatio,
          "\(document.name): \(Formatting.ratio(ratio)) JSONEncoder (>= \(Int(EncodeDocument.targetRatio))x)"
        ))
      if let ours = peaks[0], let theirs = peaks[1] {
        targets.append(
          (
            ours <= theirs,
            "\(document.name): peak memory \(Formatting.fixed(ours, decimals: 1))x the output "
              + "(<= JSONEncoder's \(Formatting.fixed(theirs, decimals: 1))x)"
          ))
      }
    }
    print(table.render())
    print()
    print("Targets (issue 22), on medians:")
    for target in targets { print("  \(target.met ? "met   " : "MISSED") \(target.text)") }
    let missed = targets.filter { !$0.met }.count
    print(missed == 0 ? "All targets met." : "\(missed) targets missed.")
  }

  /// In a child process: decode one document, then run one encoder on its models once
  /// (or nothing, for the baseline). Returns `false` when `probe` names no encoder.
  static func runProbe(_ probe: String, _ arguments: [String]) throws -> Bool {
    guard
      probe == EncodeDocument.baselineProbe || probe == EncodeDocument.codableEncoder
        || probe == EncodeDocument.jsonEncoder
    else { return false }
    let data = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
    guard let document = try EncodeDocument.named(arguments[0], data: data) else {
      throw BenchmarkDocument.Mismatch(description: "unknown document \(arguments[0])")
    }
    // The decode's own peak is not the encoder's: the high-water mark starts again from here.
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    if let approach = document.approaches.first(where: { $0.name == probe }) {
      _ = blackHole(try approach.run(data))
    }
    _ = blackHole(document)
    return true
  }
}
