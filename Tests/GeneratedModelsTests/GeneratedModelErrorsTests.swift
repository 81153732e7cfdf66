import Decoding
import DecodingTestSupport
import Foundation
import Testing

@testable import GeneratedCodecAssorted
@testable import GeneratedCodecBenchmarks
@testable import GeneratedCodecGitHub
@testable import GeneratedOperatorsAssorted
@testable import GeneratedOperatorsBenchmarks
@testable import GeneratedOperatorsGitHub
@testable import GeneratedPipelineAssorted
@testable import GeneratedPipelineBenchmarks
@testable import GeneratedPipelineGitHub

// A broken document fails with every problem and its full path from the root, in every
// style alike, including the fields of a struct of 90 fields decoded in one call.

/// `path`'s text with the first match of each pattern replaced.
private func broken(_ path: String, _ replacements: [(Regex<Substring>, String)]) throws -> JSON {
  var text = try String(contentsOf: TestSupport.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
  for (pattern, replacement) in replacements {
    let match = try #require(text.firstMatch(of: pattern))
    text.replaceSubrange(match.range, with: replacement)
  }
  return try JSON(parsing: text)
}

@Test func aBrokenTwitterDocumentFailsWithFullPathsInEveryStyle() throws {
  let json = try broken(
    "Benchmarks/Documents/twitter.json",
    [
      (#/"followers_count": \d+/#, #""followers_count": "many""#),
      (#/"retweet_count": \d+/#, #""retweet_count": null"#),
      (#/"display_url": "[^"]*"/#, #""display_url": 7"#),
      (#/"completed_in": [\d.]+/#, #""completed_in": "fast""#),
    ])
  let operators = GeneratedOperatorsBenchmarks.Twitter.decode(json)
  let pipeline = GeneratedPipelineBenchmarks.Twitter.decode(json)
  let codec = GeneratedCodecBenchmarks.Twitter.decode(json)
  // In the document's order, which is the fields' order: `statuses` before `search_metadata`,
  // and a status's `user` before its `retweet_count`.
  #expect(
    operators.error?.description == """
      statuses[0].user.followers_count: expected Int, found "many"
      statuses[0].retweet_count: expected Int, found null
      statuses[1].user.entities.url.urls[0].display_url: expected String, found 7
      search_metadata.completed_in: expected Double, found "fast"
      """)
  #expect(pipeline.error?.description == operators.error?.description)
  #expect(codec.error?.description == operators.error?.description)
}

@Test func aBrokenMapValueFailsWithItsKey() throws {
  let json = try broken(
    "Benchmarks/Documents/citm_catalog.json",
    [(#/"205705994": "[^"]*"/#, #""205705994": false"#), (#/"amount": \d+/#, #""amount": 1.5"#)])
  let operators = GeneratedOperatorsBenchmarks.CitmCatalog.decode(json)
  let pipeline = GeneratedPipelineBenchmarks.CitmCatalog.decode(json)
  let codec = GeneratedCodecBenchmarks.CitmCatalog.decode(json)
  #expect(
    operators.error?.description == """
      areaNames["205705994"]: expected String, found false
      performances[0].prices[0].amount: expected Int, found 1.5
      """)
  #expect(pipeline.error?.description == operators.error?.description)
  #expect(codec.error?.description == operators.error?.description)
}

@Test func aMissingMemberOfAWideStructIsReportedOnceInEveryStyle() throws {
  let json = try broken(
    "Tests/Fixtures/Generator/edge_cases_1.json",
    [(#/"small": \d+,/#, ""), (#/"pipeline": 1/#, #""pipeline": "one""#)])
  let operators = GeneratedOperatorsAssorted.EdgeCases.decode(json)
  let pipeline = GeneratedPipelineAssorted.EdgeCases.decode(json)
  let codec = GeneratedCodecAssorted.EdgeCases.decode(json)
  #expect(
    operators.error?.description == """
      small: missing key
      vocabulary.pipeline: expected Int, found "one"
      """)
  #expect(pipeline.error?.description == operators.error?.description)
  #expect(codec.error?.description == operators.error?.description)
}

@Test func aBrokenRepositoryFailsWithEveryMemberInOrderInEveryStyle() throws {
  let json = try broken(
    "Tests/Fixtures/GitHub/get-repository.json",
    [
      (#/"id": 103703892,/#, ""),
      (#/"login": "[^"]*"/#, #""login": 1"#),
      (#/"topics": \[/#, #""topics": [2, "#),
      (#/"pull": true/#, #""pull": "yes""#),
      (#/"subscribers_count": 1/#, #""subscribers_count": null"#),
    ])
  let operators = GeneratedOperatorsGitHub.Repository.decode(json)
  let pipeline = GeneratedPipelineGitHub.Repository.decode(json)
  let codec = GeneratedCodecGitHub.Repository.decode(json)
  #expect(
    operators.error?.description == """
      id: missing key
      owner.login: expected String, found 1
      topics[0]: expected String, found 2
      permissions.pull: expected Bool, found "yes"
      subscribers_count: expected Int, found null
      """)
  #expect(pipeline.error?.description == operators.error?.description)
  #expect(codec.error?.description == operators.error?.description)
}
