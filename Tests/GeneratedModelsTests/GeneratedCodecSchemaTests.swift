import Decoding
import DecodingGenerator
import DecodingPipeline
import DecodingTestSupport
import Foundation
import Testing

@testable import GeneratedCodecArgo
@testable import GeneratedCodecAssorted
@testable import GeneratedCodecBenchmarks
@testable import GeneratedCodecGitHub

// `decoding-gen --schema` prints the schema of the codec `--codec` writes for the same
// samples: exactly what the compiled codec's `schema` gives, for every checked-in codec model
// whose root is a struct (Scripts/generate-models.sh has their commands).

/// One checked-in codec model, the arguments that generate it, and its compiled codec's schema.
struct GeneratedSchemaCase: Sendable, CustomTestStringConvertible {
  let name: String
  let arguments: [String]
  let schema: @Sendable () -> JSON

  var testDescription: String { name }

  init<Model>(_ name: String, _ arguments: [String], _ codec: @escaping @Sendable () -> JSONCodec<Model, Model>) {
    self.name = name
    let argo = "Tests/Fixtures/Argo/"
    self.arguments = arguments.map { $0.hasSuffix(".json") && !$0.contains("/") ? argo + $0 : $0 }
    schema = { codec().schema }
  }
}

let generatedSchemaCases: [GeneratedSchemaCase] = [
  GeneratedSchemaCase(
    "Twitter", ["--merge", "MediaSize=medium,small,thumb,large", "Benchmarks/Documents/twitter.json"]
  ) { GeneratedCodecBenchmarks.Twitter.jsonCodec },
  GeneratedSchemaCase("CitmCatalog", ["Benchmarks/Documents/citm_catalog.json"]) {
    GeneratedCodecBenchmarks.CitmCatalog.jsonCodec
  },
  GeneratedSchemaCase("Canada", ["Benchmarks/Documents/canada.json"]) { GeneratedCodecBenchmarks.Canada.jsonCodec },
  GeneratedSchemaCase(
    "Post",
    [
      "post_comments.json", "post_no_comments.json", "post_bad_comments.json", "location_post.json",
      "bad_location_post.json",
    ]
  ) { GeneratedCodecArgo.Post.jsonCodec },
  GeneratedSchemaCase(
    "User",
    [
      "user_with_email.json", "user_without_email.json", "user_without_key.json", "user_with_bad_type.json",
      "user_with_nested_name.json",
    ]
  ) { GeneratedCodecArgo.User.jsonCodec },
  GeneratedSchemaCase("Types", ["types.json", "types_fail_embedded.json"]) { GeneratedCodecArgo.Types.jsonCodec },
  GeneratedSchemaCase("Booleans", ["booleans.json"]) { GeneratedCodecArgo.Booleans.jsonCodec },
  GeneratedSchemaCase("Comment", ["comment.json"]) { GeneratedCodecAssorted.Comment.jsonCodec },
  GeneratedSchemaCase("RootObject", ["root_object.json"]) { GeneratedCodecAssorted.RootObject.jsonCodec },
  GeneratedSchemaCase(
    "EdgeCases", ["Tests/Fixtures/Generator/edge_cases_1.json", "Tests/Fixtures/Generator/edge_cases_2.json"]
  ) { GeneratedCodecAssorted.EdgeCases.jsonCodec },
  GeneratedSchemaCase("Repository", ["Tests/Fixtures/GitHub/get-repository.json"]) {
    GeneratedCodecGitHub.Repository.jsonCodec
  },
]

@Test(arguments: generatedSchemaCases)
func decodingGenPrintsTheSchemaOfTheCodecItWrites(_ model: GeneratedSchemaCase) throws {
  let root = TestSupport.repositoryRoot.path + "/"
  let paths = model.arguments.map { $0.hasSuffix(".json") ? root + $0 : $0 }
  let outcome = GeneratorCommand.run(["--schema", "--name", model.name] + paths)
  #expect(outcome.status == 0, "\(outcome.errorOutput)")
  let printed = try JSON(parsing: Data(outcome.output.utf8))
  // The same text, not only an equal value: the keywords' order is part of the schema.
  #expect(try printed.encodedString() == model.schema().encodedString())
}
