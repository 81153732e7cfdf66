import Testing

@testable import Decoding

/// A document bad everywhere is reported in bounded memory: the first failures are kept,
/// the rest counted, in every place that gathers failures.
@Suite struct FailureCollectorTests {
  static func numbers(_ count: Int) throws -> JSON {
    try JSON(parsing: "[" + (0..<count).map(String.init).joined(separator: ",") + "]")
  }

  @Test func anArrayKeepsTheFirstThousandFailuresAndCountsTheRest() throws {
    let error = try #require([String].decode(try Self.numbers(5_000)).error)
    #expect(DecodeError.failureLimit == 1_000)
    #expect(error.failures.count == 1_000)
    #expect(error.omittedFailureCount == 4_000)
    #expect(error.failures.last?.description == "[999]: expected String, found 999")
    #expect(error.description.split(separator: "\n").last == "… and 4950 more failures")
  }

  @Test(arguments: [1, 10, 3_000])
  func theLimitIsSetForAScope(limit: Int) throws {
    let json = try Self.numbers(2_000)
    let error = try #require(DecodeError.$failureLimit.withValue(limit) { [String].decode(json).error })
    #expect(error.failures.count == min(limit, 2_000))
    #expect(error.failures.count + error.omittedFailureCount == 2_000)
  }

  /// Nested arrays, dictionaries, `sequence`, `.multiple` and merging all keep the bound.
  @Test func everyPlaceThatGathersFailuresKeepsTheBound() throws {
    let rows = try JSON(parsing: "[" + Array(repeating: "[1,2,3,4,5]", count: 50).joined(separator: ",") + "]")
    DecodeError.$failureLimit.withValue(20) {
      let nested = [[String]].decode(rows).error
      #expect(nested?.failures.count == 20 && nested?.omittedFailureCount == 230)
      #expect(nested?.failures.last?.description == "[3][4]: expected String, found 5")

      let objects = try? JSON(parsing: "{" + (0..<30).map { "\"k\($0)\": [1, 2]" }.joined(separator: ",") + "}")
      let dictionary = objects.flatMap { [String: [String]].decode($0).error }
      #expect(dictionary?.failures.count == 20 && dictionary?.omittedFailureCount == 40)

      let many = (0..<15).map { DecodeError.missingKey("key\($0)") }
      let multiple = DecodeError.multiple(many + many.map { $0.prefixed(with: .index(1)) })
      #expect(multiple.failures.count == 20 && multiple.omittedFailureCount == 10)
      let merged = multiple.merged(with: .multiple((0..<15).map { DecodeError.missingKey("other\($0)") }))
      #expect(merged.failures.count == 20 && merged.omittedFailureCount == 25)

      let sequenced = sequence((0..<25).map { Decoded<Int>.failure(.custom("bad \($0)")) })
      #expect(sequenced.error?.failures.count == 20 && sequenced.error?.omittedFailureCount == 5)
    }
  }

  @Test func anErrorBelowTheLimitSaysNothingOfOmissions() throws {
    let error = try #require([String].decode(try Self.numbers(3)).error)
    #expect(error.omittedFailureCount == 0)
    #expect(
      error.description == "[0]: expected String, found 0\n[1]: expected String, found 1\n[2]: expected String, found 2"
    )
  }
}
