// swift-tools-version:6.2
import PackageDescription

// Swift 6.2 or later, as the library itself (see its Package.swift).

// The libFuzzer targets, kept out of the library's own package (as the benchmarks are) so
// that neither an app nor the root package's `swift test` builds them. Build and run one
// with the script, which passes the sanitizer flags, the seed corpus and the dictionary:
//
//   Scripts/fuzz.sh fuzz-parser 60
//
// Each target is a Swift executable whose `LLVMFuzzerTestOneInput` (a `@_cdecl` function)
// runs one of the checks in FuzzChecks; FuzzerMain starts libFuzzer's driver from `main`.
// The checks are shared with the root package's tests, which run every saved finding
// through them (Tests/DecodingTests/FuzzChecks is a link to Sources/FuzzChecks).
let package = Package(
  name: "DecodingFuzz",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2), .macCatalyst(.v18)],
  products: [
    .executable(name: "fuzz-parser", targets: ["fuzz-parser"]),
    .executable(name: "fuzz-decoding", targets: ["fuzz-decoding"]),
  ],
  dependencies: [
    .package(name: "Decoding", path: "..")
  ],
  targets: [
    .target(
      name: "FuzzChecks",
      dependencies: [
        .product(name: "Decoding", package: "Decoding"),
        .product(name: "DecodingPipeline", package: "Decoding"),
        .product(name: "Curry", package: "Decoding"),
      ]
    ),
    .target(name: "FuzzerMain"),
    // The parser: whatever parses renders and parses back to an equal value, and every
    // syntax error is located inside the input.
    .executableTarget(name: "fuzz-parser", dependencies: ["FuzzChecks", "FuzzerMain"]),
    // The operators, the pipelines and CodableDecoder decode the same bytes into the same
    // models, and agree. (Targets for the encoders and the streams go here, beside these
    // two, when those land: one folder under Sources, one product, one check in FuzzChecks.)
    .executableTarget(name: "fuzz-decoding", dependencies: ["FuzzChecks", "FuzzerMain"]),
  ],
  swiftLanguageModes: [.v6]
)
