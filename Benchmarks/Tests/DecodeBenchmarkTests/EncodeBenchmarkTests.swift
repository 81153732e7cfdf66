import BenchmarkSupport
import Decoding
import Foundation
import Testing

@testable import DecodeBenchmark

// The benchmark's models, encoded by CodableEncoder and JSONEncoder from slices of its
// documents: both texts must decode back to the models and be equal JSON, so that a model
// whose `encode(to:)` drifts from its `init(from:)` fails `swift test`, not only the benchmark.
// Every document's models also have operator-style, pipeline and codec encoders, which must
// write the same bytes, which decode back to the models.

@Test(arguments: BenchmarkSlice.all)
func bothEncodersWriteTextThatDecodesBackToTheModels(_ slice: BenchmarkSlice) throws {
  let data = try slice.document().formattedData()
  let document = try #require(try EncodeDocument.named(slice.name, data: data))
  let summary = try document.check()
  let written = try #require(try document.approaches[0].run(data) as? Data)
  let encoders = "\(Formatting.bytes(written.count)) written, decoded back to the same models"
  // Every document's models also encode in both styles and as a codec, and the check says so.
  let operators = try #require(document.approaches.first { $0.name == EncodeDocument.operators })
  let styled = try #require(try operators.run(data) as? Data)
  #expect(
    summary
      == encoders
      + "; both styles, the tree and the codec write the same \(Formatting.bytes(styled.count)), decoded back")
}
