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
  ],
  swiftLanguageModes: [.v6]
)
