import BenchmarkSupport
import Decoding
import DecodingPipeline
import Foundation

// `CodableEncoder` against `JSONEncoder`, both with the models' Codable conformances, on the
// models of each benchmark document (decoded once, before any timing):
//
//     swift run -c release decode-benchmark --encode          the encode benchmark
//     swift run -c release decode-benchmark --check           also checks the encoders
//     decode-benchmark --profile twitter.json "CodableEncoder + Codable" 50

/// The library's three ways back for one model: the operator style (`JSONEncodable`), the
/// pipeline style (`Encode.object`) and the codec.
struct EncodeStyles<Model: JSONEncodable> {
  /// The pipeline style's encoder.
  let pipeline: EncodeFunction<Model>
  /// The model's codec.
  let codec: JSONCodec<Model, Model>
}

/// The models of one benchmark document, and the encoders that write them.
struct EncodeDocument {
  /// The file name, e.g. `twitter.json`.
  let name: String
  /// The document's bytes.
  let data: Data
  /// `CodableEncoder`, `JSONEncoder`, then (for the documents whose models have them) the
  /// three styles, and writing the parsed `JSON` and parsing it; each returns what it made.
  let approaches: [Approach]
  /// Encodes with both, decodes both texts with `CodableDecoder`, and throws unless both
  /// give back the models and parse to equal JSON; returns a one-line summary.
  let check: () throws -> String

  static let codableEncoder = "CodableEncoder + Codable"
  static let jsonEncoder = "JSONEncoder + Codable"
  /// The child probe that only loads and decodes the document, whose peak the encoders' are measured above.
  static let baselineProbe = "encode baseline"
  /// `CodableEncoder` is at least this many times as fast as `JSONEncoder`.
  static let targetRatio = 3.0
  static let operators = "JSONEncodable (operators)"
  static let pipeline = "Encode.object (pipeline)"
  static let codec = "JSONCodec"
  static let jsonWrite = "JSON write (parsed)"
  static let jsonParse = "JSON parse"
  /// Writing a parsed `JSON` is at least this fraction of parsing's speed.
  static let writeTargetRatio = 0.75

  init<Model: Equatable & Swift.Codable>(name: String, data: Data, model: Model.Type) throws {
    try self.init(name: name, data: data, model: model, styles: nil as EncodeStyles<JSON>?)
  }

  init<Model: Equatable & Swift.Codable, Styled>(
    name: String, data: Data, model: Model.Type, styles: EncodeStyles<Styled>?
  ) throws {
    self.name = name
    self.data = data
    let models = try CodableDecoder().decode(Model.self, from: data)
    let ours: (Data) throws -> Any = { _ in try CodableEncoder().encode(models) }
    let theirs: (Data) throws -> Any = { _ in try JSONEncoder().encode(models) }
    let parsed = try JSON(parsing: data)
    var approaches = [
      Approach(name: Self.codableEncoder, kind: .decode, run: ours),
      Approach(name: Self.jsonEncoder, kind: .decode, run: theirs),
    ]
    var styleCheck: () throws -> String = { "" }
    if let styles, let styled = models as? Styled {
      approaches += [
        Approach(name: Self.operators, kind: .decode) { _ in try styled.encodedData() },
        Approach(name: Self.pipeline, kind: .decode) { _ in try Encode.data(styled, styles.pipeline) },
        Approach(name: Self.codec, kind: .decode) { _ in try Encode.data(styled, styles.codec.encode) },
      ]
      styleCheck = {
        let texts = [
          try styled.encodedData(), try Encode.data(styled, styles.pipeline),
          try Encode.data(styled, styles.codec.encode),
          try styled.encode().encodedData(),
        ]
        guard texts.allSatisfy({ $0 == texts[0] }) else {
          throw BenchmarkDocument.Mismatch(description: "\(name): the styles write different bytes")
        }
        guard let decoded = decodeJSON(texts[0], with: styles.codec.decode).value as? Model, decoded == models else {
          throw BenchmarkDocument.Mismatch(description: "\(name): the styles' text decodes to other models")
        }
        guard try CodableDecoder().decode(Model.self, from: texts[0]) == models else {
          throw BenchmarkDocument.Mismatch(description: "\(name): the styles' text decodes to other Codable models")
        }
        return "; both styles, the tree and the codec write the same \(Formatting.bytes(texts[0].count)), decoded back"
      }
    }
    approaches += [
      Approach(name: Self.jsonWrite, kind: .parse) { _ in try parsed.encodedData() },
      Approach(name: Self.jsonParse, kind: .parse) { data in try JSON(parsing: data) },
    ]
    self.approaches = approaches
    check = {
      guard try JSON(parsing: parsed.encodedData()) == parsed else {
        throw BenchmarkDocument.Mismatch(description: "\(name): the parsed JSON written back parses to another value")
      }
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
      return "\(Formatting.bytes(ourText.count)) written, decoded back to the same models" + (try styleCheck())
    }
  }

  /// The models of the document called `name`, from its bytes.
  static func named(_ name: String, data: Data) throws -> EncodeDocument? {
    switch name {
    case "twitter.json", "response_300b.json", "response_3kb.json", "response_10kb.json":
      return try EncodeDocument(
        name: name, data: data, model: TwitterSearch.self,
        styles: EncodeStyles(pipeline: encodeTwitterSearch, codec: twitterSearchCodec))
    case "citm_catalog.json":
      return try EncodeDocument(
        name: name, data: data, model: CitmCatalog.self,
        styles: EncodeStyles(pipeline: encodeCitmCatalog, codec: citmCatalogCodec))
    case "canada.json":
      return try EncodeDocument(
        name: name, data: data, model: FeatureCollection.self,
        styles: EncodeStyles(pipeline: encodeFeatureCollection, codec: featureCollectionCodec))
    case "big_data.json":
      return try EncodeDocument(
        name: name, data: data, model: [TestModel].self,
        styles: EncodeStyles(pipeline: Encode.array(encodeTestModel), codec: bigDataCodec))
    default: return nil
    }
  }
}

/// Times both encoders on every document, measures their peak memory, and prints the table
/// and how they compare with the targets above.
enum EncodeReport {
  static func run(_ documents: [EncodeDocument], paths: [String: String], runs: Int, measuresMemory: Bool) throws {
    print("encode-benchmark: \(max(runs, 15)) timed rounds after 3 warm-up rounds per document, the two encoders")
    print("interleaved. MB = 10^6 bytes of each approach's output (of the input, for the parse); 'vs.' is an encoder's")
    print("speed on the same models over JSONEncoder's, and the parsed JSON's write over its parse (both by time).")
    print("Peak memory: peak resident set of a child that decoded the document and encoded it once, minus that of")
    print("one that only decoded it, over the size of the output.")
    print()
    var table = TextTable(header: [
      "document", "output", "approach", "median MB/s", "best MB/s", "vs. (median)", "peak memory",
    ])
    var targets: [(met: Bool, text: String)] = []
    for document in documents {
      let data = document.data
      let sizes = try document.approaches.map { approach in
        approach.name == EncodeDocument.jsonParse ? data.count : (try approach.run(data) as! Data).count
      }
      let timings = try Timing.measureInterleaved(
        runs: runs, document.approaches.map { approach in { try approach.run(data) } })
      let medians = zip(sizes, timings).map { Throughput(bytes: $0, duration: $1.median) }
      let bests = zip(sizes, timings).map { Throughput(bytes: $0, duration: $1.minimum) }
      let names = document.approaches.map(\.name)
      let theirs = names.firstIndex(of: EncodeDocument.jsonEncoder)!
      var peaks: [Double?] = Array(repeating: nil, count: names.count)
      if measuresMemory {
        let path = paths[document.name]!
        let baseline = try PeakMemory.childPeak(probe: EncodeDocument.baselineProbe, arguments: [document.name, path])
        for index in names.indices where document.approaches[index].kind == .decode {
          let peak = try PeakMemory.childPeak(probe: names[index], arguments: [document.name, path])
          peaks[index] = Double(peak - baseline) / Double(sizes[index])
        }
      }
      for index in names.indices {
        let versus: String
        if names[index] == EncodeDocument.jsonWrite, let parse = names.firstIndex(of: EncodeDocument.jsonParse) {
          // By time for the same document: the compact output is shorter than the input.
          let ratio = timings[parse].median / timings[index].median
          versus = Formatting.ratio(ratio) + " parse"
          targets.append(
            (
              ratio >= EncodeDocument.writeTargetRatio,
              "\(document.name): JSON write \(Formatting.ratio(ratio)) its parse (>= \(EncodeDocument.writeTargetRatio)x)"
            ))
        } else if document.approaches[index].kind == .decode, index != theirs {
          // Rates in models per second: each approach's time against JSONEncoder's for the same models.
          let ratio = timings[theirs].median / timings[index].median
          versus = Formatting.ratio(ratio)
          targets.append(
            (
              ratio >= EncodeDocument.targetRatio,
              "\(document.name): \(names[index]) \(Formatting.ratio(ratio)) JSONEncoder (>= \(Int(EncodeDocument.targetRatio))x)"
            ))
          if let ours = peaks[index], let their = peaks[theirs] {
            targets.append(
              (
                ours <= their,
                "\(document.name): \(names[index]) peak memory \(Formatting.fixed(ours, decimals: 1))x the output "
                  + "(<= JSONEncoder's \(Formatting.fixed(their, decimals: 1))x)"
              ))
          }
        } else {
          versus = "-"
        }
        table.append([
          document.name, Formatting.bytes(sizes[index]), names[index], medians[index].description,
          bests[index].description, versus, peaks[index].map { Formatting.fixed($0, decimals: 1) + "x" } ?? "-",
        ])
      }
    }
    print(table.render())
    print()
    print("Targets (issues 22 and 28), on medians:")
    for target in targets { print("  \(target.met ? "met   " : "MISSED") \(target.text)") }
    let missed = targets.filter { !$0.met }.count
    print(missed == 0 ? "All targets met." : "\(missed) targets missed.")
  }

  /// In a child process: decode one document, then run one encoder on its models once
  /// (or nothing, for the baseline). Returns `false` when `probe` names no encoder.
  static func runProbe(_ probe: String, _ arguments: [String]) throws -> Bool {
    let probes = [
      EncodeDocument.baselineProbe, EncodeDocument.codableEncoder, EncodeDocument.jsonEncoder, EncodeDocument.operators,
      EncodeDocument.pipeline, EncodeDocument.codec,
    ]
    guard probes.contains(probe) else { return false }
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
