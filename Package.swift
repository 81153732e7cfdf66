// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Decoding",
  products: [
    .library(name: "Decoding", targets: ["Decoding"]),
    .library(name: "Curry", targets: ["Curry"]),
    .library(name: "DecodingHTTP", targets: ["DecodingHTTP"]),
  ],
  targets: [
    .target(name: "Decoding"),
    .target(name: "Curry"),
    .target(name: "DecodingHTTP", dependencies: ["Decoding"]),
    .testTarget(name: "DecodingTests", dependencies: ["Decoding", "Curry"]),
    .testTarget(name: "DecodingHTTPTests", dependencies: ["Decoding", "DecodingHTTP", "Curry"]),
  ],
  swiftLanguageModes: [.v6]
)
