import Decoding
import DecodingPipeline

// The codecs decoding-gen writes for the benchmark documents and the fixtures
// (Tests/GeneratedModels/Codec), whose types are internal to their modules.
@testable import GeneratedCodecArgo
@testable import GeneratedCodecAssorted
@testable import GeneratedCodecBenchmarks
@testable import GeneratedCodecGitHub

extension ZooEntry {
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
