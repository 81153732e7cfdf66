import Decoding
import DecodingPipeline
import Foundation

// The benchmarks' decode-benchmark compiles this file too, through a symbolic link
// (Benchmarks/Sources/DecodeBenchmark), to check the codecs of its own models: it must stay
// free of the zoo's other files but ZooEntry.swift.

/// The Swift half of the schema conformance check (Scripts/check-schemas.sh), for a list of
/// codecs:
///
///     export DIR   writes each codec's schemas: NAME.schema.json, NAME.strict.json (or
///                  NAME.strict-error.txt when strict mode cannot say it), and
///                  NAME.draw-closed when instances are drawn with objects closed
///     check DIR    decodes every document of NAME.instances.json (and
///                  NAME.strict-instances.json) with NAME's codec, and writes what the codec
///                  encodes back to NAME.reencoded.json; fails when one does not decode
enum SchemaZooCommand {
  /// Runs `export DIR` or `check DIR` over `entries`; exits with status 1 when a document
  /// does not decode, 2 when the arguments are not one of the two.
  static func run(_ arguments: [String], entries: [ZooEntry], tool: String) throws {
    let usage = "usage: \(tool) export|check DIR"
    guard arguments.count == 2, let folder = arguments.last, !folder.isEmpty else {
      print(usage)
      exit(2)
    }
    let directory = URL(fileURLWithPath: folder, isDirectory: true)
    switch arguments[0] {
    case "export": try export(entries, to: directory, tool: tool)
    case "check": try check(entries, in: directory, tool: tool)
    default:
      print(usage)
      exit(2)
    }
  }

  private static func write(_ json: JSON, to url: URL) throws {
    try json.encodedData(.pretty).write(to: url)
  }

  private static func export(_ entries: [ZooEntry], to directory: URL, tool: String) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for entry in entries {
      try write(entry.schema, to: directory.appendingPathComponent("\(entry.name).schema.json"))
      switch entry.strictSchema {
      case .success(let strict):
        try write(strict, to: directory.appendingPathComponent("\(entry.name).strict.json"))
      case .failure(let error):
        try Data("\(error)\n".utf8).write(to: directory.appendingPathComponent("\(entry.name).strict-error.txt"))
      }
      if entry.drawsClosedObjects {
        try Data().write(to: directory.appendingPathComponent("\(entry.name).draw-closed"))
      }
    }
    print("\(tool): wrote the schemas of \(entries.count) codecs to \(directory.path)")
  }

  private static func check(_ entries: [ZooEntry], in directory: URL, tool: String) throws {
    var failures = 0
    for entry in entries {
      var reencoded: [JSON] = []
      for kind in ["instances", "strict-instances"] {
        let file = directory.appendingPathComponent("\(entry.name).\(kind).json")
        guard let data = FileManager.default.contents(atPath: file.path) else { continue }
        guard case .array(let documents) = try JSON(parsing: data) else {
          print("\(tool): \(file.lastPathComponent) is not an array of documents")
          exit(1)
        }
        for (index, document) in documents.enumerated() {
          switch entry.roundTrip(document) {
          case .success(let written):
            reencoded.append(written)
          case .failure(let error):
            failures += 1
            if failures <= 20 {
              let text = (try? document.encodedString()) ?? "?"
              print("\(tool): \(entry.name) \(kind)[\(index)] does not decode: \(error)\n  \(text)")
            }
          }
        }
        print("\(tool): \(entry.name): \(documents.count) \(kind) decoded and written back")
      }
      try write(.array(reencoded), to: directory.appendingPathComponent("\(entry.name).reencoded.json"))
    }
    if failures > 0 {
      print("\(tool): \(failures) documents the schemas allow did not decode")
      exit(1)
    }
  }
}
