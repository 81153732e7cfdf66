// swift-tools-version:6.2
import PackageDescription

// Swift 6.2 or later, as the library itself (see its Package.swift).

// The benchmarks, their documents and their support code, kept out of the library's own
// package so that an app depending on Decoding builds none of it. Run from this folder:
//
//   swift run -c release decode-benchmark     # both styles and Codable, side by side
//   swift run -c release parse-benchmark      # the parser against JSONSerialization
//   Scripts/compile-time.sh                   # what decoders cost to compile (compile-time-lab)
let package = Package(
  name: "DecodingBenchmarks",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2), .macCatalyst(.v18)],
  products: [
    .executable(name: "decode-benchmark", targets: ["DecodeBenchmark"]),
    .executable(name: "parse-benchmark", targets: ["ParseBenchmark"]),
  ],
  dependencies: [
    .package(name: "Decoding", path: "..")
  ],
  targets: [
    .target(name: "BenchmarkSupport"),
    .executableTarget(
      name: "ParseBenchmark",
      dependencies: [.product(name: "Decoding", package: "Decoding"), "BenchmarkSupport"]
    ),
    .executableTarget(
      name: "DecodeBenchmark",
      dependencies: [
        .product(name: "Decoding", package: "Decoding"),
        .product(name: "DecodingPipeline", package: "Decoding"),
        .product(name: "Curry", package: "Decoding"),
        "BenchmarkSupport",
      ]
    ),
    // A development tool, not a product: prints the files Scripts/compile-time.sh times. It
    // shares Arity.swift with curry-gen through a symbolic link, so its files name things as
    // the generated ones do; it depends on nothing.
    .executableTarget(name: "compile-time-lab", path: "Sources/CompileTimeLab"),
    .testTarget(name: "BenchmarkSupportTests", dependencies: ["BenchmarkSupport"]),
    .testTarget(
      name: "DecodeBenchmarkTests",
      dependencies: [
        "DecodeBenchmark", "BenchmarkSupport", .product(name: "Decoding", package: "Decoding"),
        .product(name: "DecodingPipeline", package: "Decoding"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
