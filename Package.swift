// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Decoding",
  products: [
    .library(name: "Decoding", targets: ["Decoding"]),
    .library(name: "Curry", targets: ["Curry"]),
    .executable(name: "parse-benchmark", targets: ["ParseBenchmark"]),
    .executable(name: "decode-benchmark", targets: ["DecodeBenchmark"]),
  ],
  targets: [
    .target(name: "Decoding"),
    .target(name: "Curry"),
    .target(name: "BenchmarkSupport"),
    .executableTarget(name: "ParseBenchmark", dependencies: ["Decoding", "BenchmarkSupport"]),
    .executableTarget(name: "DecodeBenchmark", dependencies: ["Decoding", "Curry", "BenchmarkSupport"]),
    .testTarget(name: "DecodingTests", dependencies: ["Decoding", "Curry"]),
    .testTarget(name: "BenchmarkSupportTests", dependencies: ["BenchmarkSupport"]),
    .testTarget(name: "DecodeBenchmarkTests", dependencies: ["DecodeBenchmark", "Decoding"]),
  ],
  swiftLanguageModes: [.v6]
)
