import Decoding
import DecodingPipeline
import Foundation

// The codecs decoding-gen writes for the benchmark documents and the fixtures
// (Tests/GeneratedModels/Codec), whose types are internal to their modules.
@testable import GeneratedCodecArgo
@testable import GeneratedCodecAssorted
@testable import GeneratedCodecBenchmarks
@testable import GeneratedCodecGitHub

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
    // decoding-gen's codecs. hypothesis-jsonschema draws 200 instances of most within a
    // minute or two; from the open objects and dictionaries of models of the last four it was
    // still drawing after six minutes, so theirs are drawn with objects closed (90 to 300 s each).
    ZooEntry("canada", GeneratedCodecBenchmarks.Canada.jsonCodec),
    ZooEntry("argo-post", GeneratedCodecArgo.Post.jsonCodec),
    ZooEntry("argo-user", GeneratedCodecArgo.User.jsonCodec),
    ZooEntry("argo-types", GeneratedCodecArgo.Types.jsonCodec),
    ZooEntry("argo-booleans", GeneratedCodecArgo.Booleans.jsonCodec),
    ZooEntry("argo-title", GeneratedCodecArgo.Title.jsonCodec),
    ZooEntry("comment", GeneratedCodecAssorted.Comment.jsonCodec),
    ZooEntry("root-object", GeneratedCodecAssorted.RootObject.jsonCodec),
    ZooEntry("citm-catalog", GeneratedCodecBenchmarks.CitmCatalog.jsonCodec, drawsClosedObjects: true),
    ZooEntry("twitter", GeneratedCodecBenchmarks.Twitter.jsonCodec, drawsClosedObjects: true),
    ZooEntry("edge-cases", GeneratedCodecAssorted.EdgeCases.jsonCodec, drawsClosedObjects: true),
    ZooEntry("github-repository", GeneratedCodecGitHub.Repository.jsonCodec, drawsClosedObjects: true),
  ]
}
