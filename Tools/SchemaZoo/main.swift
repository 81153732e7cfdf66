import Decoding
import DecodingPipeline
import Foundation

// The Swift half of the schema conformance check (Scripts/check-schemas.sh):
//
//   schema-zoo export DIR   writes each codec's schemas: NAME.schema.json, NAME.strict.json
//                           (or NAME.strict-error.txt when strict mode cannot say it), and
//                           NAME.draw-closed when instances are drawn with objects closed
//   schema-zoo check DIR    decodes every document of NAME.instances.json (and
//                           NAME.strict-instances.json) with NAME's codec, and writes what the
//                           codec encodes back to NAME.reencoded.json; fails when one does not decode

func write(_ json: JSON, to url: URL) throws {
  try json.encodedData(.pretty).write(to: url)
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let command = arguments.first, let folder = arguments.last else {
  print("usage: schema-zoo export|check DIR")
  exit(2)
}
let directory = URL(fileURLWithPath: folder, isDirectory: true)

switch command {
case "export":
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  for entry in ZooEntry.all {
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
  print("schema-zoo: wrote the schemas of \(ZooEntry.all.count) codecs to \(folder)")
case "check":
  var failures = 0
  for entry in ZooEntry.all {
    var reencoded: [JSON] = []
    for kind in ["instances", "strict-instances"] {
      let file = directory.appendingPathComponent("\(entry.name).\(kind).json")
      guard let data = FileManager.default.contents(atPath: file.path) else { continue }
      guard case .array(let documents) = try JSON(parsing: data) else {
        print("schema-zoo: \(file.lastPathComponent) is not an array of documents")
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
            print("schema-zoo: \(entry.name) \(kind)[\(index)] does not decode: \(error)\n  \(text)")
          }
        }
      }
      print("schema-zoo: \(entry.name): \(documents.count) \(kind) decoded and written back")
    }
    try write(.array(reencoded), to: directory.appendingPathComponent("\(entry.name).reencoded.json"))
  }
  if failures > 0 {
    print("schema-zoo: \(failures) documents the schemas allow did not decode")
    exit(1)
  }
default:
  print("usage: schema-zoo export|check DIR")
  exit(2)
}
