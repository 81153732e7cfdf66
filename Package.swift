// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Decoding",
  products: [
    .library(name: "Decoding", targets: ["Decoding"]),
    .library(name: "Curry", targets: ["Curry"]),
  ],
  targets: [
    .target(name: "Decoding"),
    .target(name: "Curry"),
    .testTarget(name: "DecodingTests", dependencies: ["Decoding", "Curry"]),
  ],
  swiftLanguageModes: [.v6]
)
