// swift-tools-version:6.2
import PackageDescription

// Swift 6.2 or later: the tools version is also the oldest compiler the sources build with
// (they use Swift 6.2's `unsafe` expressions, `Span` and `SendableMetatype`);
// Scripts/check-toolchain-floor.sh fails when code needs a newer one outside `#if compiler(>=…)`.

// The libraries, the demo and `decoding-gen` are the products, in Sources/. The development tools
// (`curry-gen`, `doc-samples`), with their tests, are in Tools/ and are targets only:
// `swift run curry-gen` works in this repository, and an app that depends on Decoding never sees them. The benchmarks are a package of their own,
// in Benchmarks/, so their documents and code stay out of every dependent build.
let package = Package(
  name: "Decoding",
  // The oldest releases whose standard library has everything the code uses
  // (`String(validating:as:)` is the newest of it). Only Linux is built and tested here.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2), .macCatalyst(.v18)],
  products: [
    .library(name: "Decoding", targets: ["Decoding"]),
    .library(name: "DecodingPipeline", targets: ["DecodingPipeline"]),
    .library(name: "Curry", targets: ["Curry"]),
    // The one-call forms of 21 to 100 fields, for the files that hold wide models.
    .library(name: "DecodingWide", targets: ["DecodingWide"]),
    .library(name: "DecodingHTTP", targets: ["DecodingHTTP"]),
    .executable(name: "decoding-demo", targets: ["decoding-demo"]),
    // Writes models and decoders from sample documents: `swift run decoding-gen FILE.json`.
    .executable(name: "decoding-gen", targets: ["decoding-gen"]),
  ],
  targets: [
    // The layers, bottom up (Docs/Design.md): the JSON value, its parser and its rendering;
    // decoding (results, the `Decodable` protocol, the types, the operators, the
    // conveniences), which re-exports the JSON layer; the pipeline style, an import of its own.
    .target(name: "DecodingJSON"),
    .target(name: "Decoding", dependencies: ["DecodingJSON"]),
    .target(name: "DecodingPipeline", dependencies: ["Decoding"]),
    .target(name: "Curry", dependencies: ["Decoding"]),
    // `Decoded(User.init, …)`, `decode(User.init, …)` and `codec(User.init, …)` of 21 to 100
    // fields: in a module of their own, so that only files with wide models pay to compile them.
    .target(name: "DecodingWide", dependencies: ["Decoding", "DecodingPipeline"]),
    .target(name: "DecodingHTTP", dependencies: ["Decoding"]),
    .testTarget(name: "DecodingJSONTests", dependencies: ["DecodingJSON", "Decoding", "DecodingTestSupport"]),
    .testTarget(name: "DecodingTests", dependencies: ["Decoding", "DecodingPipeline", "Curry", "DecodingTestSupport"]),
    .testTarget(
      name: "DecodingPipelineTests",
      dependencies: ["DecodingPipeline", "Decoding", "DecodingWide", "Curry", "DecodingTestSupport"]),
    .testTarget(name: "DecodingHTTPTests", dependencies: ["Decoding", "DecodingPipeline", "DecodingHTTP", "Curry"]),
    .testTarget(name: "CurryTests", dependencies: ["Curry", "Decoding", "DecodingTestSupport"]),
    // An app still in the Swift 5 language mode: both styles and every throwing entry point,
    // caught in every common way, must compile there without a single warning.
    .testTarget(
      name: "Swift5ModeTests",
      dependencies: ["Decoding", "DecodingPipeline", "Curry", "DecodingHTTP", "DecodingTestExtensions"],
      swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-warnings-as-errors"])]
    ),
    // An app's module with its own `Date.decode` and `URL.decode`, as Argo 4 code had them.
    .target(
      name: "DecodingTestExtensions", dependencies: ["Decoding"], path: "Tests/DecodingTestExtensions",
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),

    // An app that imports thoughtbot's Runes too: RunesDeclarations stands in for Runes (its
    // precedence groups and operators as Runes declares them, and operators on `Optional`);
    // the tests decode with the operators in files that import it (Docs/Migrating.md, "Runes").
    .target(name: "RunesDeclarations", path: "Tests/RunesDeclarations"),
    .testTarget(name: "RunesCompatibilityTests", dependencies: ["Decoding", "Curry", "RunesDeclarations"]),

    // Writes Sources/Curry and the pipeline's start functions: `swift run curry-gen`.
    .executableTarget(name: "curry-gen", path: "Tools/CurryGenerator"),
    .testTarget(name: "CurryGeneratorTests", dependencies: ["curry-gen"], path: "Tools/CurryGeneratorTests"),

    // The Swift half of the schema conformance check, Scripts/check-schemas.sh: a zoo of codecs
    // that use every item of the vocabulary a schema describes, and some of decoding-gen's.
    .executableTarget(
      name: "schema-zoo",
      dependencies: [
        "Decoding", "DecodingPipeline", "GeneratedCodecArgo", "GeneratedCodecAssorted", "GeneratedCodecBenchmarks",
        "GeneratedCodecGitHub",
      ],
      path: "Tools/SchemaZoo"),

    // Documentation tooling: `swift run doc-samples` (see CONTRIBUTING.md).
    .target(name: "DocSamplesKit", path: "Tools/DocSamplesKit"),
    .executableTarget(name: "doc-samples", dependencies: ["DocSamplesKit"], path: "Tools/doc-samples"),
    .testTarget(name: "DocSamplesKitTests", dependencies: ["DocSamplesKit"], path: "Tools/DocSamplesKitTests"),
    // What the test targets share: the fixtures' locations, a seeded generator, random JSON.
    .target(name: "DecodingTestSupport", dependencies: ["DecodingJSON"], path: "Tests/DecodingTestSupport"),
    // What every generated sample target shares: the buffer its samples print into.
    .target(name: "DocSamplesSupport", path: "Tests/DocSamplesSupport"),

    // The demo: `swift run decoding-demo` (logic in DecodingDemo so tests can run it).
    .target(name: "DecodingDemo", dependencies: ["Decoding", "DecodingPipeline", "Curry"]),
    .executableTarget(name: "decoding-demo", dependencies: ["DecodingDemo"]),
    .testTarget(name: "DecodingDemoTests", dependencies: ["DecodingDemo", "Decoding"]),

    // `swift run decoding-gen FILE.json`: models and decoders from sample documents (logic in
    // DecodingGenerator so tests can run it; Docs/Generator.md).
    .target(name: "DecodingGenerator", dependencies: ["Decoding", "DecodingPipeline"]),
    .executableTarget(name: "decoding-gen", dependencies: ["DecodingGenerator"]),
    .testTarget(
      name: "DecodingGeneratorTests", dependencies: ["DecodingGenerator", "Decoding", "DecodingTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)

// A manifest that listed these folders itself would be wrong when the package is a dependency
// (`Context.packageDirectory` is not reliable there, SwiftPM issue #5610), so they are written
// out below, by the generators that make the folders; their `--check` fails when a list and
// the folders disagree, naming the entry.

// Every Swift sample of README.md, CONTRIBUTING.md, Docs/ and the DocC articles is compiled
// and run as a test: `swift run doc-samples` writes one folder per document under
// Tests/DocSamples, and the list of them here; each folder is a test target of its own, so
// that two documents may both declare a `User`. The samples import what their document shows
// it imports.
// BEGIN doc-samples: written by `swift run doc-samples`
let documentationSampleFolders: [String] = [
  "Codable",
  "Cookbook",
  "Design",
  "DocCDecoding",
  "Encoding",
  "EncodingSwift5",
  "Errors",
  "Generator",
  "GettingStarted",
  "HTTP",
  "HTTPSwift5",
  "Migrating",
  "Operators",
  "OptionalSemantics",
  "Parsing",
  "PipelineVsOperators",
  "README",
  "StandardTypes",
  "Streaming",
  "StreamingSwift5",
]
// END doc-samples
// A folder named `<Document>Swift5` holds the same samples built as a Swift 5 app builds them,
// where a single warning fails.
package.targets += documentationSampleFolders.map { name in
  .testTarget(
    name: "\(name)DocSamples",
    dependencies: ["Decoding", "DecodingPipeline", "DecodingWide", "Curry", "DecodingHTTP", "DocSamplesSupport"],
    path: "Tests/DocSamples/\(name)",
    swiftSettings: name.hasSuffix("Swift5") ? [.swiftLanguageMode(.v5), .unsafeFlags(["-warnings-as-errors"])] : nil
  )
}

// What `decoding-gen` writes for the benchmark documents and the fixtures, in each style:
// `Scripts/generate-models.sh` writes `Tests/GeneratedModels/<Style>/<Set>/`, and the list of
// them here; each folder is a library target of its own (two sets may both have a `User`),
// compiled like a user's module. GeneratedModelsTests decodes every sample with them.
// BEGIN generated-models: written by `Scripts/generate-models.sh`
let generatedModelFolders: [String] = [
  "Codec/Argo",
  "Codec/Assorted",
  "Codec/Benchmarks",
  "Codec/GitHub",
  "Operators/Argo",
  "Operators/Assorted",
  "Operators/Benchmarks",
  "Operators/GitHub",
  "Pipeline/Argo",
  "Pipeline/Assorted",
  "Pipeline/Benchmarks",
  "Pipeline/GitHub",
]
// END generated-models
let generatedModelTargets = generatedModelFolders.map { folder in "Generated" + folder.filter { $0 != "/" } }
package.targets += zip(generatedModelFolders, generatedModelTargets).map { folder, name in
  .target(
    name: name, dependencies: ["Decoding", "DecodingPipeline", "DecodingWide", "Curry"],
    path: "Tests/GeneratedModels/\(folder)")
}
package.targets.append(
  .testTarget(
    name: "GeneratedModelsTests",
    dependencies: ["Decoding", "DecodingPipeline", "DecodingGenerator", "DecodingTestSupport"]
      + generatedModelTargets.map { Target.Dependency.target(name: $0) }
  )
)
