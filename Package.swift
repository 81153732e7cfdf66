// swift-tools-version:6.0
import PackageDescription

// The libraries and the demo are the products. The development tools below (`curry-gen`,
// `doc-samples`) are targets only: `swift run curry-gen` works in this repository, and an
// app that depends on Decoding never sees them. The benchmarks are a package of their own,
// in Benchmarks/, so their documents and code stay out of every dependent build.
let package = Package(
  name: "Decoding",
  // The oldest releases whose standard library has everything the code uses
  // (`String(validating:as:)` is the newest of it). Only Linux is built and tested here.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2), .macCatalyst(.v18)],
  products: [
    .library(name: "Decoding", targets: ["Decoding"]),
    .library(name: "Curry", targets: ["Curry"]),
    .library(name: "DecodingHTTP", targets: ["DecodingHTTP"]),
    .executable(name: "decoding-demo", targets: ["decoding-demo"]),
  ],
  targets: [
    .target(name: "Decoding"),
    .target(name: "Curry"),
    .target(name: "DecodingHTTP", dependencies: ["Decoding"]),
    .testTarget(name: "DecodingTests", dependencies: ["Decoding", "Curry"]),
    .testTarget(name: "DecodingHTTPTests", dependencies: ["Decoding", "DecodingHTTP", "Curry"]),
    .testTarget(name: "CurryTests", dependencies: ["Curry"]),
    // An app still in the Swift 5 language mode: both styles and every throwing entry point,
    // caught in every common way, must compile there without a single warning.
    .testTarget(
      name: "Swift5ModeTests",
      dependencies: ["Decoding", "Curry", "DecodingHTTP"],
      swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-warnings-as-errors"])]
    ),

    // Writes Sources/Curry and the pipeline's start functions: `swift run curry-gen`.
    .executableTarget(name: "curry-gen", path: "Sources/CurryGenerator"),

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
