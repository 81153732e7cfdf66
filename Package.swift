// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Decoding",
  products: [
    .library(name: "Decoding", targets: ["Decoding"]),
    .library(name: "Curry", targets: ["Curry"]),
    .library(name: "DecodingHTTP", targets: ["DecodingHTTP"]),
    .executable(name: "parse-benchmark", targets: ["ParseBenchmark"]),
    .executable(name: "decode-benchmark", targets: ["DecodeBenchmark"]),
    .executable(name: "curry-gen", targets: ["CurryGenerator"]),
  ],
  targets: [
    .target(name: "Decoding"),
    .target(name: "Curry"),
    .target(name: "DecodingHTTP", dependencies: ["Decoding"]),
    .target(name: "BenchmarkSupport"),
    .executableTarget(name: "ParseBenchmark", dependencies: ["Decoding", "BenchmarkSupport"]),
    .executableTarget(name: "DecodeBenchmark", dependencies: ["Decoding", "Curry", "BenchmarkSupport"]),
    .executableTarget(name: "CurryGenerator"),
    .testTarget(name: "DecodingTests", dependencies: ["Decoding", "Curry"]),
    .testTarget(name: "DecodingHTTPTests", dependencies: ["Decoding", "DecodingHTTP", "Curry"]),
    .testTarget(name: "BenchmarkSupportTests", dependencies: ["BenchmarkSupport"]),
    .testTarget(name: "DecodeBenchmarkTests", dependencies: ["DecodeBenchmark", "Decoding"]),
    .testTarget(name: "CurryTests", dependencies: ["Curry"]),

    // Documentation tooling: `swift run doc-samples` (see CONTRIBUTING.md).
    .target(name: "DocSamplesKit", path: "Sources/DocSamplesKit"),
    .executableTarget(name: "doc-samples", dependencies: ["DocSamplesKit"]),
    .testTarget(name: "DocSamplesKitTests", dependencies: ["DocSamplesKit"]),
    // What every generated sample target shares: the buffer its samples print into.
    .target(name: "DocSamplesSupport", path: "Tests/DocSamplesSupport"),

    // The demo: `swift run decoding-demo` (logic in DecodingDemo so tests can run it).
    .target(name: "DecodingDemo", dependencies: ["Decoding", "Curry"]),
    .executableTarget(name: "decoding-demo", dependencies: ["DecodingDemo"]),
    .testTarget(name: "DecodingDemoTests", dependencies: ["DecodingDemo", "Decoding"]),
  ],
  swiftLanguageModes: [.v6]
)

/// Documents whose Swift samples are compiled and run as tests, one test target each
/// (Tests/DocSamples/<Name>), so that two documents may both declare a `User`.
/// The list between the markers is written by `swift run doc-samples`.
let documentsWithSamples: [String] = [
  // BEGIN doc-samples
  "Design",
  "DocCDecoding",
  "DocCDecodingAModel",
  "DocCParsingJSONText",
  "DocCReadingDecodeErrors",
  "Errors",
  "GettingStarted",
  "HTTP",
  "Migrating",
  "Operators",
  "OptionalSemantics",
  "Parsing",
  "PipelineVsOperators",
  "README",
  "StandardTypes",
  // END doc-samples
]
package.targets += documentsWithSamples.map { name in
  .testTarget(
    name: "\(name)DocSamples",
    dependencies: ["Decoding", "Curry", "DecodingHTTP", "DocSamplesSupport"],
    path: "Tests/DocSamples/\(name)"
  )
}
