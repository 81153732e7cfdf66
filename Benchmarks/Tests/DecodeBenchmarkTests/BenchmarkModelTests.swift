import Decoding
import Foundation
import Testing

@testable import DecodeBenchmark

// The benchmark's models, decoded from slices of its documents: the operators and the
// pipelines (curried and in one call), CodableDecoder and JSONDecoder must agree, so that
// drift between the decoders of a model fails `swift test`, not only the release benchmark.

struct BenchmarkSlice: Sendable, CustomTestStringConvertible {
  let name: String
  let document: @Sendable () throws -> JSON
  /// What `BenchmarkDocument.check` reports once all its decoders agree.
  let summary: String

  var testDescription: String { name }

  static let all = [
    BenchmarkSlice(
      name: "twitter.json", document: BenchmarkSlices.twitter, summary: "5 statuses with their users, 1 hashtags"),
    BenchmarkSlice(
      name: "citm_catalog.json", document: BenchmarkSlices.citmCatalog,
      summary: "4 events, 3 performances, 6 prices"),
    BenchmarkSlice(name: "canada.json", document: BenchmarkSlices.canada, summary: "1 feature, 65 points"),
    BenchmarkSlice(name: "big_data.json", document: BenchmarkSlices.bigData, summary: "20 TestModel objects"),
  ]
}

@Test(arguments: BenchmarkSlice.all)
func operatorsPipelineAndCodableDecodeEqualValues(_ slice: BenchmarkSlice) throws {
  let document = try #require(BenchmarkDocument.named(slice.name, data: slice.document().formattedData()))
  let summary = try document.check()
  #expect(summary == slice.summary)
}

@Test func twitterFieldsComeFromWhereTheModelSays() throws {
  let search = try TwitterSearch.decode(BenchmarkSlices.twitter()).dematerialize()
  let reply = search.statuses[2]
  #expect(search.statuses[0].id == 505_874_924_095_815_700)  // the number as written; only id_str is exact
  #expect(search.statuses[0].idString == "505874924095815681")
  #expect(reply.inReplyToStatusID != nil && reply.inReplyToScreenName != nil)
  #expect(search.statuses[0].inReplyToStatusID == nil)
  #expect(search.statuses.map(\.possiblySensitive) == [nil, false, nil, nil, false])
  #expect(search.statuses[4].hashtags.map(\.text).count == 1)
  #expect(search.statuses[0].user.screenName == "ayuu0123")
  #expect(search.metadata.count == 100)
}

@Test func bigDataNumbersFromStringsAndBeyondInt64() throws {
  let bigData = try BenchmarkSlices.bigData()
  let models = try [TestModel].decode(bigData).dematerialize()
  guard case .array(let objects) = bigData, case .object(let first) = objects[0],
    case .object(let numerics)? = first["numerics"], case .string(let int64Text)? = numerics["int64_string"],
    case .string(let uint64Text)? = numerics["uint64_string"]
  else {
    Issue.record("the generated document lost its shape")
    return
  }
  #expect(models[0].numerics.int64String == Int64(int64Text))
  #expect(models[0].numerics.uint64String == UInt64(uint64Text))
  #expect(models.contains { $0.numerics.uint64 > UInt64(Int64.max) })
  #expect(models.map { $0.numerics.intOpt == nil }.contains(true))
  #expect(models.map { $0.stringArrayOpt == nil }.contains(true))
  #expect(models.allSatisfy { $0.string == $0.userOpt?.name })
}

struct BrokenSlice: Sendable, CustomTestStringConvertible {
  let name: String
  let document: @Sendable () throws -> JSON
  /// The error description both styles must give.
  let error: String
  /// The `debugDescription` of `CodableDecoder`'s error, when it is not `error`: a model's
  /// own `init(from:)` words some failures its own way.
  var codableDecoderError: String? = nil

  var testDescription: String { error }

  static let all = [
    BrokenSlice(
      name: "twitter.json",
      document: { try BenchmarkSlices.twitter().replacing(["statuses", 1, "user", "followers_count"], with: "many") },
      error: #"statuses[1].user.followers_count: expected Int, found "many""#),
    BrokenSlice(
      name: "twitter.json",
      document: {
        try BenchmarkSlices.twitter().replacing(["statuses", 0, "entities", "hashtags"], with: nil)
          .replacing(["statuses", 3, "id"], with: "x3")
      },
      error: """
        statuses[0].entities.hashtags: missing key
        statuses[3].id: expected Int64, found "x3"
        """),
    BrokenSlice(
      name: "citm_catalog.json",
      document: { try BenchmarkSlices.citmCatalog().replacing(["events", "138586341", "topicIds", 1], with: "x") },
      error: #"events["138586341"].topicIds[1]: expected Int, found "x""#),
    BrokenSlice(
      name: "canada.json",
      document: {
        try BenchmarkSlices.canada().replacing(["features", 0, "geometry", "coordinates", 2, 5, 1], with: nil)
      },
      error: "features[0].geometry.coordinates[2][5][1]: expected Double, found null"),
    BrokenSlice(
      name: "big_data.json",
      document: {
        try BenchmarkSlices.bigData().replacing([1, "numerics", "uint64_string"], with: "-1")
          .replacing([7, "user_opt", "name"], with: nil)
      },
      error: """
        [1].numerics.uint64_string: expected UInt64, found "-1"
        [7].user_opt.name: missing key
        """,
      codableDecoderError: """
        [1].numerics.uint64_string: expected UInt64 digits, found "-1"
        [7].user_opt.name: missing key
        """),
  ]
}

@Test(arguments: BrokenSlice.all)
func bothStylesDescribeABrokenDocumentIdentically(_ slice: BrokenSlice) throws {
  let document = try #require(BenchmarkDocument.named(slice.name, data: slice.document().formattedData()))
  #expect(throws: (any Error).self) { try document.check() }
  for name in [Approach.operators, Approach.oneCallOperators, Approach.pipeline, Approach.oneCallPipeline] {
    let approach = try #require(document.approaches.first { $0.name == name })
    #expect(describeFailure { try approach.run(document.data) } == slice.error, "\(name)")
  }
  let byCodableDecoder = try #require(document.approaches.first { $0.name == Approach.codableDecoder })
  #expect(describeFailure { try byCodableDecoder.run(document.data) } == slice.codableDecoderError ?? slice.error)
}

/// The error's description; for a `DecodingError`, its `debugDescription`.
private func describeFailure(_ body: () throws -> Any) -> String {
  do {
    _ = try body()
    return "no failure"
  } catch let error as DecodingError {
    switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
      .dataCorrupted(let context):
      return context.debugDescription
    @unknown default:
      return "\(error)"
    }
  } catch {
    return "\(error)"
  }
}
