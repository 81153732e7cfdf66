import Decoding
import DecodingTestSupport
import Foundation
import Testing

// The generated types are internal, as decoding-gen writes them for a user's own module.
@testable import GeneratedCodecArgo
@testable import GeneratedCodecAssorted
@testable import GeneratedCodecBenchmarks
@testable import GeneratedCodecGitHub
@testable import GeneratedOperatorsArgo
@testable import GeneratedOperatorsAssorted
@testable import GeneratedOperatorsBenchmarks
@testable import GeneratedOperatorsGitHub
@testable import GeneratedPipelineArgo
@testable import GeneratedPipelineAssorted
@testable import GeneratedPipelineBenchmarks
@testable import GeneratedPipelineGitHub

// The models decoding-gen wrote from the benchmark documents and the fixtures
// (Scripts/generate-models.sh) compile, as the targets that hold them show; these tests show
// that each decodes every sample it was generated from, in every style, to the same values,
// and that a broken document fails with the library's full paths.

/// One generated model in every style, with the samples it was generated from.
struct GeneratedModel: Sendable, CustomTestStringConvertible {
  let name: String
  /// Paths from the repository root.
  let samples: [String]
  /// Decodes with the operator-style model, giving the value's description (``described(_:)``).
  let operators: @Sendable (JSON) -> Decoded<String>
  /// Decodes with the pipeline-style model, giving the value's description (``described(_:)``).
  let pipeline: @Sendable (JSON) -> Decoded<String>
  /// Decodes with the `--codec` model, giving the value's description (``described(_:)``).
  let codec: @Sendable (JSON) -> Decoded<String>

  var testDescription: String { name }

  /// The parsed samples.
  func documents() throws -> [JSON] {
    try samples.map { try JSON(parsing: Data(contentsOf: TestSupport.repositoryRoot.appendingPathComponent($0))) }
  }
}

private let argo = "Tests/Fixtures/Argo/"

let generatedModels = [
  GeneratedModel(
    name: "Twitter", samples: ["Benchmarks/Documents/twitter.json"],
    operators: { GeneratedOperatorsBenchmarks.Twitter.decode($0).map(described) },
    pipeline: { GeneratedPipelineBenchmarks.Twitter.decode($0).map(described) },
    codec: { GeneratedCodecBenchmarks.Twitter.decode($0).map(described) }),
  GeneratedModel(
    name: "CitmCatalog", samples: ["Benchmarks/Documents/citm_catalog.json"],
    operators: { GeneratedOperatorsBenchmarks.CitmCatalog.decode($0).map(described) },
    pipeline: { GeneratedPipelineBenchmarks.CitmCatalog.decode($0).map(described) },
    codec: { GeneratedCodecBenchmarks.CitmCatalog.decode($0).map(described) }),
  GeneratedModel(
    name: "Canada", samples: ["Benchmarks/Documents/canada.json"],
    operators: { GeneratedOperatorsBenchmarks.Canada.decode($0).map(described) },
    pipeline: { GeneratedPipelineBenchmarks.Canada.decode($0).map(described) },
    codec: { GeneratedCodecBenchmarks.Canada.decode($0).map(described) }),
  GeneratedModel(
    name: "Post",
    samples: ["post_comments", "post_no_comments", "post_bad_comments", "location_post", "bad_location_post"].map {
      argo + $0 + ".json"
    },
    operators: { GeneratedOperatorsArgo.Post.decode($0).map(described) },
    pipeline: { GeneratedPipelineArgo.Post.decode($0).map(described) },
    codec: { GeneratedCodecArgo.Post.decode($0).map(described) }),
  GeneratedModel(
    name: "User",
    samples: [
      "user_with_email", "user_without_email", "user_without_key", "user_with_bad_type", "user_with_nested_name",
    ].map { argo + $0 + ".json" },
    operators: { GeneratedOperatorsArgo.User.decode($0).map(described) },
    pipeline: { GeneratedPipelineArgo.User.decode($0).map(described) },
    codec: { GeneratedCodecArgo.User.decode($0).map(described) }),
  GeneratedModel(
    name: "Types", samples: [argo + "types.json", argo + "types_fail_embedded.json"],
    operators: { GeneratedOperatorsArgo.Types.decode($0).map(described) },
    pipeline: { GeneratedPipelineArgo.Types.decode($0).map(described) },
    codec: { GeneratedCodecArgo.Types.decode($0).map(described) }),
  GeneratedModel(
    name: "Titles", samples: [argo + "root_array.json"],
    operators: { GeneratedOperatorsArgo.Titles.decode($0).map(described) },
    pipeline: { GeneratedPipelineArgo.Titles.decode($0).map(described) },
    codec: { GeneratedCodecArgo.Titles.decode($0).map(described) }),
  GeneratedModel(
    name: "Words", samples: [argo + "array_root.json"],
    operators: { GeneratedOperatorsArgo.Words.decode($0).map(described) },
    pipeline: { GeneratedPipelineArgo.Words.decode($0).map(described) },
    codec: { GeneratedCodecArgo.Words.decode($0).map(described) }),
  GeneratedModel(
    name: "Booleans", samples: [argo + "booleans.json"],
    operators: { GeneratedOperatorsArgo.Booleans.decode($0).map(described) },
    pipeline: { GeneratedPipelineArgo.Booleans.decode($0).map(described) },
    codec: { GeneratedCodecArgo.Booleans.decode($0).map(described) }),
  GeneratedModel(
    name: "Comment", samples: [argo + "comment.json"],
    operators: { GeneratedOperatorsAssorted.Comment.decode($0).map(described) },
    pipeline: { GeneratedPipelineAssorted.Comment.decode($0).map(described) },
    codec: { GeneratedCodecAssorted.Comment.decode($0).map(described) }),
  GeneratedModel(
    name: "RootObject", samples: [argo + "root_object.json"],
    operators: { GeneratedOperatorsAssorted.RootObject.decode($0).map(described) },
    pipeline: { GeneratedPipelineAssorted.RootObject.decode($0).map(described) },
    codec: { GeneratedCodecAssorted.RootObject.decode($0).map(described) }),
  GeneratedModel(
    name: "EdgeCases",
    samples: ["Tests/Fixtures/Generator/edge_cases_1.json", "Tests/Fixtures/Generator/edge_cases_2.json"],
    operators: { GeneratedOperatorsAssorted.EdgeCases.decode($0).map(described) },
    pipeline: { GeneratedPipelineAssorted.EdgeCases.decode($0).map(described) },
    codec: { GeneratedCodecAssorted.EdgeCases.decode($0).map(described) }),
  GeneratedModel(
    name: "Repository", samples: ["Tests/Fixtures/GitHub/get-repository.json"],
    operators: { GeneratedOperatorsGitHub.Repository.decode($0).map(described) },
    pipeline: { GeneratedPipelineGitHub.Repository.decode($0).map(described) },
    codec: { GeneratedCodecGitHub.Repository.decode($0).map(described) }),
]

@Test(arguments: generatedModels)
func everySampleDecodesToTheSameValueInEveryStyle(model: GeneratedModel) throws {
  for (path, json) in zip(model.samples, try model.documents()) {
    let operators = model.operators(json)
    let pipeline = model.pipeline(json)
    let codec = model.codec(json)
    #expect(operators.error == nil, "\(path), operators: \(operators.error!)")
    #expect(pipeline.error == nil, "\(path), pipeline: \(pipeline.error!)")
    #expect(codec.error == nil, "\(path), codec: \(codec.error!)")
    #expect(operators.value == pipeline.value, "\(path): the styles decode different values")
    #expect(codec.value == pipeline.value, "\(path): the codec and the pipeline decode different values")
  }
}
