import BenchmarkSupport
import Decoding
import Foundation

// Parses each benchmark file with Decoding's parser, JSONSerialization and
// JSONDecoder, and prints throughput, our ratio against each, and peak memory.
//
//     swift run -c release parse-benchmark [--runs N] [--only NAME]... [--no-memory] [--no-hostile] [file-or-directory ...]
//
// Without paths it reads Benchmarks/Documents. `--only` keeps the
// approaches whose name contains NAME (for quick iterations); `--no-memory` skips the
// child processes that measure peak memory; `--no-hostile` skips the generated hostile
// inputs (keys that share their fingerprint, lookups in random order).

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

/// What `--help` prints, and every argument error after its message.
let usage = "usage: parse-benchmark [--runs N] [--only NAME]... [--no-memory] [--no-hostile] [file-or-directory ...]"

/// Prints `message` and the usage to standard error and exits with status 1.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("parse-benchmark: \(message)\n\(usage)\n".utf8))
  exit(1)
}

var runs = 15
var paths: [String] = []
var selected: [String] = []
var measuresMemory = true
var runsHostileInputs = true
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--help", "-h":
    print(usage)
    exit(0)
  case "--runs":
    guard let count = arguments.popFirst().flatMap(Int.init), count > 0 else {
      fail("--runs needs a positive whole number")
    }
    runs = count
  case "--only":
    guard let name = arguments.popFirst() else { fail("--only needs a name") }
    selected.append(name)
  case "--no-memory":
    measuresMemory = false
  case "--no-hostile":
    runsHostileInputs = false
  default:
    if argument.hasPrefix("-") { fail("unknown option \(argument)") }
    paths.append(argument)
  }
}
let chosen =
  selected.isEmpty ? approaches : approaches.filter { approach in selected.contains { approach.name.contains($0) } }
if paths.isEmpty {
  paths = [BenchmarkFile.documentsPath(fromSourceFile: #filePath)]
}

let files: [BenchmarkFile]
do {
  files = try BenchmarkFile.paths(expanding: paths).map(BenchmarkFile.init(path:))
} catch {
  let path = (error as? CocoaError)?.filePath.map { " (\($0))" } ?? ""
  fail("cannot read the benchmark files\(path): \(error.localizedDescription)")
}
print("parse-benchmark: \(max(runs, 15)) timed runs after 3 warm-up runs per file and approach; MB = 10^6 bytes")
print("peak memory: peak resident set of a child process that loaded the file and parsed it once,")
print("minus that of a child that only loaded it, as a multiple of the file size\n")

var table = TextTable(header: ["file", "size", "approach", "median MB/s", "best MB/s", "ours vs. it", "peak memory"])
for file in files {
  let baseline = measuresMemory ? try PeakMemory.childPeak(probe: "baseline", arguments: [file.path]) : 0
  var ours: Throughput?
  for approach in chosen {
    let timing = try Timing.measure(runs: runs) { try approach.parse(file.data) }
    let median = Throughput(bytes: file.data.count, duration: timing.median)
    let best = Throughput(bytes: file.data.count, duration: timing.minimum)
    if ours == nil { ours = median }
    let peak = measuresMemory ? try PeakMemory.childPeak(probe: approach.name, arguments: [file.path]) - baseline : 0
    table.append([
      file.name, Formatting.bytes(file.data.count), approach.name, median.description, best.description,
      Formatting.ratio(ours!.ratio(to: median)),
      measuresMemory ? Formatting.fixed(Double(peak) / Double(file.data.count), decimals: 1) + "x" : "-",
    ])
  }
}
print(table.render())

if runsHostileInputs {
  print("\nHostile inputs, generated in memory: each parse must cost about what a harmless one of the same size does")
  let (hostile, withinTarget) = try HostileInputs.run(runs: runs)
  print(hostile)
  print(
    withinTarget
      ? "Target met: the colliding keys parse within 2x the distinct ones."
      : "Target MISSED: colliding keys take over 2x.")
}
