import Decoding
import DecodingTestSupport
import Foundation
import Testing

@testable import GeneratedCodecGitHub
@testable import GeneratedOperatorsArgo
@testable import GeneratedOperatorsAssorted
@testable import GeneratedOperatorsBenchmarks
@testable import GeneratedOperatorsGitHub
@testable import GeneratedPipelineBenchmarks

// What the generated models decode, checked against the documents themselves.

private func document(_ path: String) throws -> JSON {
  try JSON(parsing: Data(contentsOf: TestSupport.repositoryRoot.appendingPathComponent(path)))
}

@Test func twitterKeepsEveryStatusUserAndIdentifier() throws {
  let json = try document("Benchmarks/Documents/twitter.json")
  let twitter = try #require(GeneratedOperatorsBenchmarks.Twitter.decode(json).value)
  #expect(twitter.statuses.count == json["statuses"]?.arrayValue?.count)
  #expect(twitter.statuses.count == 100)
  let first = twitter.statuses[0]
  #expect(first.idStr == "505874924095815681")
  #expect(first.user.screenName == json["statuses"]?[0]?["user"]?["screen_name"]?.stringValue)
  #expect(first.user.profileImageURL.host() == "pbs.twimg.com")
  #expect(twitter.statuses.compactMap(\.retweetedStatus).count == 73)
  // The document itself has the id rounded as a JavaScript number would be; `idStr` is exact.
  #expect(twitter.searchMetadata.maxID == 505_874_924_095_815_700)
}

@Test func citmCatalogDecodesItsMapsByID() throws {
  let json = try document("Benchmarks/Documents/citm_catalog.json")
  let catalog = try #require(GeneratedOperatorsBenchmarks.CitmCatalog.decode(json).value)
  #expect(catalog.events.count == 184)
  #expect(catalog.events["138586341"]?.name == json["events"]?["138586341"]?["name"]?.stringValue)
  #expect(catalog.areaNames["205705993"] == "Arrière-scène central")
  #expect(catalog.performances.count == 243)
  #expect(catalog.performances[0].start == 1_372_701_600_000)
}

@Test func canadaKeepsEveryCoordinate() throws {
  let json = try document("Benchmarks/Documents/canada.json")
  let canada = try #require(GeneratedPipelineBenchmarks.Canada.decode(json).value)
  let polygons = canada.features[0].geometry.coordinates
  #expect(polygons.count == json["features"]?[0]?["geometry"]?["coordinates"]?.arrayValue?.count)
  #expect(polygons.map(\.count).reduce(0, +) == 55_563)
  #expect(polygons[0][0] == [-65.613616999999977, 43.420273000000009])
}

@Test func edgeCasesDecodeToTheTypesInferredForThem() throws {
  let json = try document("Tests/Fixtures/Generator/edge_cases_1.json")
  let edge = try #require(GeneratedOperatorsAssorted.EdgeCases.decode(json).value)
  #expect(edge.unsigned == UInt64.max)
  #expect(edge.wide == 4_102_444_800_000)
  #expect(edge.beyond == 123_456_789_012_345_678_901_234_567_890.0)
  #expect(edge.overflow == (try JSON(parsing: "1e400")))
  #expect(edge.createdAt == Date(timeIntervalSince1970: 1_709_285_400))
  #expect(edge.homepage == URL(string: "https://example.com/a?b=1"))
  #expect(edge.mailto == "mailto:ada@example.com")
  #expect(edge.`class` == "first" && edge.`default` == 1 && edge.`self` && edge.`init` == 2)
  #expect(edge.quoteD == "q" && edge.backSlash == "b" && edge._2fa == false)
  #expect(edge.withNullElements == [1, nil, 3])
  #expect(edge.scores == ["17": 1, "42": nil])
  #expect(edge.sessions["8c2e0e4a-3f4b-4d59-9b8e-2b1a2d3c4e5f"]?.pages == 3)
  #expect(edge.thread.replies[0].replies[0].text == "b")
  #expect(edge.folder.folder?.name == "b")
  #expect(edge.sometimesMissing == "here" && edge.alwaysNull == nil)
  #expect(edge.vocabulary.url == URL(string: "https://example.com"))
}

@Test func argoModelsDecodeWhatTheFixturesHold() throws {
  let post = try #require(
    GeneratedOperatorsArgo.Post.decode(try document("Tests/Fixtures/Argo/post_bad_comments.json")).value)
  #expect(post.comments.map(\.text) == ["Cool story bro.", nil])
  #expect(post.location == nil)
  let types = try #require(GeneratedOperatorsArgo.Types.decode(try document("Tests/Fixtures/Argo/types.json")).value)
  #expect(types.numerics?.int64 == 9_007_199_254_740_992)
  #expect(types.numerics?.uint64 == Int64.max)
  let titles = try #require(
    GeneratedOperatorsArgo.Titles.decode(try document("Tests/Fixtures/Argo/root_array.json")).value)
  #expect(titles.map(\.title) == ["Foo", "Bar"])
}

@Test func theRepositoryDecodesAllNinetyMembersInOneCall() throws {
  let json = try document("Tests/Fixtures/GitHub/get-repository.json")
  #expect(json.objectValue?.count == 90)
  let repository = try #require(GeneratedOperatorsGitHub.Repository.decode(json).value)
  // The first member, the last, and those between that the samples typed.
  #expect(repository.id == 103_703_892 && repository.subscribersCount == 1)
  #expect(repository.fullName == "octokit-fixture-org/hello-world" && !repository.`private`)
  #expect(repository.htmlURL.host() == "github.com")
  #expect(repository.createdAt == Date(timeIntervalSince1970: 1_505_511_788))
  #expect(repository.topics == ["fixtures", "hello", "hello-world"])
  #expect(repository.permissions.admin && repository.permissions.pull)
  #expect(repository.owner == repository.organization && repository.owner.login == "octokit-fixture-org")
  #expect(repository.license == nil && repository.description == nil)
  let codec = try #require(GeneratedCodecGitHub.Repository.decode(json).value)
  #expect(described(codec) == described(repository))
}
