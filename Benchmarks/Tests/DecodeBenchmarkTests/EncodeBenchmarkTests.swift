import BenchmarkSupport
import Decoding
import Foundation
import Testing

@testable import DecodeBenchmark

// The benchmark's models, encoded by CodableEncoder and JSONEncoder from slices of its
// documents: both texts must decode back to the models and be equal JSON, so that a model
// whose `encode(to:)` drifts from its `init(from:)` fails `swift test`, not only the benchmark.

@Test(arguments: BenchmarkSlice.all)
func bothEncodersWriteTextThatDecodesBackToTheModels(_ slice: BenchmarkSlice) throws {
  let data = try slice.document().formattedData()
  let document = try #require(try EncodeDocument.named(slice.name, data: data))
  let summary = try document.check()
  #expect(summary.hasSuffix("written, decoded back to the same models"))
  let written = try #require(try document.approaches[0].run(data) as? Data)
  #expect(summary == "\(Formatting.bytes(written.count)) written, decoded back to the same models")
}
