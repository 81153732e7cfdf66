// The one SplitMix64 of the repository. The benchmarks' package compiles this same file
// (Benchmarks/Sources/DecodeBenchmark/SplitMix64.swift is a symbolic link to it), since a
// package can share code with another only through products, and this is no product.

/// A small, fast, seedable random number generator (SplitMix64), so that property and fuzz
/// tests draw the same cases, and the benchmarks generate the same big_data document, on
/// every run and machine.
package struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  package init(seed: UInt64) {
    state = seed
  }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
