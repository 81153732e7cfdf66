import Decoding
import DecodingPipeline
import Foundation

// The benchmarks' decode-benchmark compiles this file too, through a symbolic link
// (Benchmarks/Sources/DecodeBenchmark), to check the codecs of its own models: it must stay
// free of the zoo's other files.

/// A codec of the zoo, with what the checks need of it, its model's type erased.
struct ZooEntry: Sendable {
  let name: String
  /// The full schema.
  let schema: JSON
  /// The strict schema, or why strict mode cannot write one.
  let strictSchema: Result<JSON, JSONSchemaError>
  /// Decodes a document and writes the model back, or says why the document does not decode.
  let roundTrip: @Sendable (JSON) -> Result<JSON, DecodeError>
  /// Whether instances are drawn with every object's other members ruled out: a subset of the
  /// schema's instances, which hypothesis-jsonschema draws in minutes rather than hours.
  let drawsClosedObjects: Bool

  init<Model>(_ name: String, _ codec: JSONCodec<Model, Model>, drawsClosedObjects: Bool = false) {
    self.name = name
    self.drawsClosedObjects = drawsClosedObjects
    schema = codec.schema
    strictSchema = Result { try codec.schema(.strict) }.mapError { $0 as! JSONSchemaError }
    roundTrip = { json in
      switch codec.decode(json) {
      case .success(let model):
        do {
          return .success(try Encode.tree(model, codec.encode))
        } catch {
          return .failure(DecodeError.custom("re-encoding failed: \(error)"))
        }
      case .failure(let error): return .failure(error)
      }
    }
  }
}
