import Decoding
import DecodingPipeline
import Foundation

// The codecs decoding-gen writes for the benchmark documents and the fixtures
// (Tests/GeneratedModels/Codec), whose types are internal to their modules.
@testable import GeneratedCodecArgo
@testable import GeneratedCodecAssorted
@testable import GeneratedCodecBenchmarks

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

  /// Every codec the schema conformance check runs.
  static let all: [ZooEntry] = [
    ZooEntry("scalars", Scalars.jsonCodec),
    ZooEntry("foundations", Foundations.jsonCodec),
    ZooEntry("presence", Presence.jsonCodec),
    ZooEntry("post", Post.jsonCodec),
    ZooEntry("folder", Folder.jsonCodec),
    ZooEntry("drawing", Drawing.jsonCodec),
    // decoding-gen's codecs whose 200 instances hypothesis-jsonschema draws within a minute or
    // two. For citm_catalog's schema (open objects, dictionaries of models) it was still
    // drawing after six minutes, and took four with its objects closed; EdgeCases', Twitter's
    // and the GitHub repository's are larger still. GeneratedCodecSchemaTests checks all of
    // their schemas against what decoding-gen prints.
    ZooEntry("canada", GeneratedCodecBenchmarks.Canada.jsonCodec),
    ZooEntry("argo-post", GeneratedCodecArgo.Post.jsonCodec),
    ZooEntry("argo-user", GeneratedCodecArgo.User.jsonCodec),
    ZooEntry("argo-types", GeneratedCodecArgo.Types.jsonCodec),
    ZooEntry("argo-booleans", GeneratedCodecArgo.Booleans.jsonCodec),
    ZooEntry("comment", GeneratedCodecAssorted.Comment.jsonCodec),
    ZooEntry("citm-catalog", GeneratedCodecBenchmarks.CitmCatalog.jsonCodec, drawsClosedObjects: true),
  ]
}
