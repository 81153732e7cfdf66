import BenchmarkSupport
import Decoding
import Foundation

// Parses each benchmark file with Decoding's parser, JSONSerialization and
// JSONDecoder, and prints throughput, our ratio against each, and peak memory.
//
//     swift run -c release parse-benchmark [--runs N] [file-or-directory ...]
//
// Without paths it reads ../shared/data/bench beside the package.

/// One way of parsing JSON text into a dynamic value.
struct Approach {
  let name: String
  let parse: (Data) throws -> Any
}

let approaches = [
  Approach(name: "Decoding JSON(parsing:)") { try JSON(parsing: $0) },
  Approach(name: "JSONSerialization") { try JSONSerialization.jsonObject(with: $0) },
  Approach(name: "JSONDecoder (dynamic)") { try JSONDecoder().decode(DynamicCodableJSON.self, from: $0) },
]

PeakMemory.runProbeIfRequested { probe, arguments in
  let data = try Data(contentsOf: URL(fileURLWithPath: arguments[0]))
  if let approach = approaches.first(where: { $0.name == probe }) {
    _ = blackHole(try approach.parse(data))
  }
}

var runs = 15
var paths: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  if argument == "--runs", let count = arguments.popFirst().flatMap(Int.init) {
    runs = count
  } else {
    paths.append(argument)
  }
}
if paths.isEmpty {
  paths = [BenchmarkFile.sharedDataPath("bench", fromSourceFile: #filePath)]
}

let files = try BenchmarkFile.paths(expanding: paths).map(BenchmarkFile.init(path:))
print("parse-benchmark: \(max(runs, 15)) timed runs after 3 warm-up runs per file and approach; MB = 10^6 bytes")
print("peak memory: peak resident set of a child process that loaded the file and parsed it once,")
print("minus that of a child that only loaded it, as a multiple of the file size\n")

var table = TextTable(header: ["file", "size", "approach", "median MB/s", "best MB/s", "ours vs. it", "peak memory"])
for file in files {
  let baseline = try PeakMemory.childPeak(probe: "baseline", arguments: [file.path])
  var ours: Throughput?
  for approach in approaches {
    let timing = try Timing.measure(runs: runs) { try approach.parse(file.data) }
    let median = Throughput(bytes: file.data.count, duration: timing.median)
    let best = Throughput(bytes: file.data.count, duration: timing.minimum)
    if ours == nil { ours = median }
    let peak = try PeakMemory.childPeak(probe: approach.name, arguments: [file.path]) - baseline
    table.append([
      file.name, Formatting.bytes(file.data.count), approach.name, median.description, best.description,
      Formatting.ratio(ours!.ratio(to: median)),
      Formatting.fixed(Double(peak) / Double(file.data.count), decimals: 1) + "x",
    ])
  }
}
print(table.render())
