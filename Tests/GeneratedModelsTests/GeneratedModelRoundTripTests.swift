import Decoding
import DecodingPipeline
import DecodingTestSupport
import Foundation
import Testing

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

// `decoding-gen --encoders` writes an encoder beside each decoder, and `--codec` a codec that
// is both. A document the generated model reads in full must come back as the same JSON:
// `encode(decode(d)) == d`, in each style.

/// One sample and what its model writes after reading it, in one style.
struct GeneratedRoundTrip: Sendable, CustomTestStringConvertible {
  let style: String
  let path: String
  /// Top-level members the model reads into a type that cannot give back the same text: a
  /// date with an offset becomes a `Date` (written in UTC), an integer past 64 bits a `Double`.
  let lossyMembers: [String]
  let rewrite: @Sendable (JSON) throws -> Data

  var testDescription: String { "\(style): \(path)" }

  /// The operator style: `T.decode`, then `JSONEncodable`'s `encodedData()`.
  static func operators<T: Decoding.Decodable & JSONEncodable>(
    _ type: T.Type, _ path: String, lossy: [String] = []
  ) -> Self where T.DecodedType == T {
    GeneratedRoundTrip(style: "operators", path: path, lossyMembers: lossy) { json in
      try T.decode(json).dematerialize().encodedData()
    }
  }

  /// The pipeline style: a decoder value, then the generated encoder (a codec's, for a root
  /// array of the `--codec` style).
  static func pipeline<T>(
    _ path: String, _ decoder: @escaping DecodeFunction<T>, _ encoder: @escaping EncodeFunction<T>,
    lossy: [String] = [], style: String = "pipeline"
  ) -> Self {
    GeneratedRoundTrip(style: style, path: path, lossyMembers: lossy) { json in
      try Encode.data(try decoder(json).dematerialize(), encoder)
    }
  }

  /// The `--codec` style: the codec's decoder, then its encoder.
  static func codec<T>(_ path: String, _ codec: JSONCodec<T, T>, lossy: [String] = []) -> Self {
    GeneratedRoundTrip(style: "codec", path: path, lossyMembers: lossy) { json in
      try codec.encodedData(try codec.decode(json).dematerialize())
    }
  }
}

private let argo = "Tests/Fixtures/Argo/"
private let edgeCases = "Tests/Fixtures/Generator/"
private let repository = "Tests/Fixtures/GitHub/get-repository.json"

private let lossy1 = ["updated_at"]
private let lossy2 = ["updated_at", "negative_and_huge"]

private let roundTrips: [GeneratedRoundTrip] = [
  .operators(GeneratedOperatorsBenchmarks.Twitter.self, "Benchmarks/Documents/twitter.json"),
  .operators(GeneratedOperatorsBenchmarks.CitmCatalog.self, "Benchmarks/Documents/citm_catalog.json"),
  .operators(GeneratedOperatorsBenchmarks.Canada.self, "Benchmarks/Documents/canada.json"),
  .operators(GeneratedOperatorsArgo.Post.self, argo + "post_comments.json"),
  .operators(GeneratedOperatorsArgo.Post.self, argo + "post_no_comments.json"),
  .operators(GeneratedOperatorsArgo.Post.self, argo + "location_post.json"),
  .operators(GeneratedOperatorsArgo.User.self, argo + "user_with_email.json"),
  .operators(GeneratedOperatorsArgo.User.self, argo + "user_without_email.json"),
  .operators(GeneratedOperatorsArgo.Types.self, argo + "types.json"),
  .operators(GeneratedOperatorsArgo.Titles.self, argo + "root_array.json"),
  .operators(GeneratedOperatorsArgo.Words.self, argo + "array_root.json"),
  .operators(GeneratedOperatorsArgo.Booleans.self, argo + "booleans.json"),
  .operators(GeneratedOperatorsAssorted.Comment.self, argo + "comment.json"),
  .operators(GeneratedOperatorsAssorted.RootObject.self, argo + "root_object.json"),
  .operators(GeneratedOperatorsAssorted.EdgeCases.self, edgeCases + "edge_cases_1.json", lossy: lossy1),
  .operators(GeneratedOperatorsAssorted.EdgeCases.self, edgeCases + "edge_cases_2.json", lossy: lossy2),
  .operators(GeneratedOperatorsGitHub.Repository.self, repository),
  .pipeline(
    "Benchmarks/Documents/twitter.json", GeneratedPipelineBenchmarks.Twitter.decode,
    GeneratedPipelineBenchmarks.Twitter.encode),
  .pipeline(
    "Benchmarks/Documents/citm_catalog.json", GeneratedPipelineBenchmarks.CitmCatalog.decode,
    GeneratedPipelineBenchmarks.CitmCatalog.encode),
  .pipeline(
    "Benchmarks/Documents/canada.json", GeneratedPipelineBenchmarks.Canada.decode,
    GeneratedPipelineBenchmarks.Canada.encode),
  .pipeline(argo + "post_comments.json", GeneratedPipelineArgo.Post.decode, GeneratedPipelineArgo.Post.encode),
  .pipeline(argo + "location_post.json", GeneratedPipelineArgo.Post.decode, GeneratedPipelineArgo.Post.encode),
  .pipeline(argo + "user_with_email.json", GeneratedPipelineArgo.User.decode, GeneratedPipelineArgo.User.encode),
  .pipeline(argo + "types.json", GeneratedPipelineArgo.Types.decode, GeneratedPipelineArgo.Types.encode),
  .pipeline(
    argo + "root_array.json", array(GeneratedPipelineArgo.Title.decode),
    Encode.array(GeneratedPipelineArgo.Title.encode)),
  .pipeline(argo + "array_root.json", array(string), Encode.array(Encode.string)),
  .pipeline(argo + "booleans.json", GeneratedPipelineArgo.Booleans.decode, GeneratedPipelineArgo.Booleans.encode),
  .pipeline(argo + "comment.json", GeneratedPipelineAssorted.Comment.decode, GeneratedPipelineAssorted.Comment.encode),
  .pipeline(
    argo + "root_object.json", GeneratedPipelineAssorted.RootObject.decode,
    GeneratedPipelineAssorted.RootObject.encode),
  .pipeline(
    edgeCases + "edge_cases_1.json", GeneratedPipelineAssorted.EdgeCases.decode,
    GeneratedPipelineAssorted.EdgeCases.encode, lossy: lossy1),
  .pipeline(
    edgeCases + "edge_cases_2.json", GeneratedPipelineAssorted.EdgeCases.decode,
    GeneratedPipelineAssorted.EdgeCases.encode, lossy: lossy2),
  .pipeline(repository, GeneratedPipelineGitHub.Repository.decode, GeneratedPipelineGitHub.Repository.encode),
  .codec("Benchmarks/Documents/twitter.json", GeneratedCodecBenchmarks.Twitter.jsonCodec),
  .codec("Benchmarks/Documents/citm_catalog.json", GeneratedCodecBenchmarks.CitmCatalog.jsonCodec),
  .codec("Benchmarks/Documents/canada.json", GeneratedCodecBenchmarks.Canada.jsonCodec),
  .codec(argo + "post_comments.json", GeneratedCodecArgo.Post.jsonCodec),
  .codec(argo + "post_no_comments.json", GeneratedCodecArgo.Post.jsonCodec),
  .codec(argo + "location_post.json", GeneratedCodecArgo.Post.jsonCodec),
  .codec(argo + "user_with_email.json", GeneratedCodecArgo.User.jsonCodec),
  .codec(argo + "user_without_email.json", GeneratedCodecArgo.User.jsonCodec),
  .codec(argo + "types.json", GeneratedCodecArgo.Types.jsonCodec),
  .pipeline(
    argo + "root_array.json", array(GeneratedCodecArgo.Title.decode), Encode.array(GeneratedCodecArgo.Title.encode),
    style: "codec"),
  .codec(argo + "booleans.json", GeneratedCodecArgo.Booleans.jsonCodec),
  .codec(argo + "comment.json", GeneratedCodecAssorted.Comment.jsonCodec),
  .codec(argo + "root_object.json", GeneratedCodecAssorted.RootObject.jsonCodec),
  .codec(edgeCases + "edge_cases_1.json", GeneratedCodecAssorted.EdgeCases.jsonCodec, lossy: lossy1),
  .codec(edgeCases + "edge_cases_2.json", GeneratedCodecAssorted.EdgeCases.jsonCodec, lossy: lossy2),
  .codec(repository, GeneratedCodecGitHub.Repository.jsonCodec),
]

@Test(arguments: roundTrips)
func generatedEncodersWriteBackTheDocumentTheModelRead(_ roundTrip: GeneratedRoundTrip) throws {
  let original = try JSON(
    parsing: Data(contentsOf: TestSupport.repositoryRoot.appendingPathComponent(roundTrip.path)))
  let bytes = try roundTrip.rewrite(original)
  let written = try JSON(parsing: bytes)
  #expect(withoutMembers(roundTrip.lossyMembers, of: written) == withoutMembers(roundTrip.lossyMembers, of: original))
  // decode(encode(v)) == v: what the model wrote reads back to a model that writes it again.
  #expect(try roundTrip.rewrite(written) == bytes)
}

@Test func theRepositoryComesBackThroughItsCodecAsAnEqualValue() throws {
  let codec = GeneratedCodecGitHub.Repository.jsonCodec
  let original = try JSON(parsing: Data(contentsOf: TestSupport.repositoryRoot.appendingPathComponent(repository)))
  let value = try codec.decode(original).dematerialize()
  let again = codec.decode(try JSON(parsing: try codec.encodedData(value)))
  #expect(again == .success(value))
  #expect(again.value?.owner == value.organization)
}

@Test func theLossyMembersAreExactlyTheOnesThatDiffer() throws {
  // Each lossy member does change: were one to stop changing, it should leave the list.
  for roundTrip in roundTrips where !roundTrip.lossyMembers.isEmpty {
    let original = try JSON(
      parsing: Data(contentsOf: TestSupport.repositoryRoot.appendingPathComponent(roundTrip.path)))
    let written = try JSON(parsing: try roundTrip.rewrite(original))
    for member in roundTrip.lossyMembers {
      #expect(written[member] != original[member], "\(roundTrip.testDescription): \(member)")
    }
  }
}

private func withoutMembers(_ keys: [String], of json: JSON) -> JSON {
  guard case .object(var members) = json else { return json }
  for key in keys { members[key] = nil }
  return .object(members)
}
