import Decoding
import DecodingTestSupport
import Foundation
import Testing

/// Every input a fuzz target ever found, in Tests/Fixtures/FuzzFindings, run through every
/// check the fuzz targets run (FuzzChecks, linked here from Fuzz/Sources/FuzzChecks), so a
/// bug a fuzzer found once stays fixed. CONTRIBUTING.md ("Fuzzing") says how to add one.
@Suite struct FuzzFindingsTests {
  /// The folder's files, the README that explains them aside.
  static func findingNames() throws -> [String] {
    try TestSupport.fileNames(in: "FuzzFindings").filter { !$0.hasPrefix(".") && $0 != "README.md" }
  }

  /// The names the table-driven test runs; empty only when the folder cannot be read,
  /// which ``everyFindingIsRun()`` reports.
  static let findings = (try? findingNames()) ?? []

  @Test(arguments: findings)
  func passesEveryFuzzCheck(finding: String) throws {
    let bytes = Array(try TestSupport.data("FuzzFindings/\(finding)"))
    for check in FuzzCheck.allCases {
      let problem = check.problem(with: bytes)
      #expect(problem == nil, "\(check.rawValue) on \(finding): \(problem ?? "")")
    }
  }

  @Test func everyFindingIsRun() throws {
    let names = try Self.findingNames()
    #expect(!names.isEmpty, "no findings in Tests/Fixtures/FuzzFindings")
    #expect(Self.findings == names)
  }

  @Test func validInputsPassEveryCheck() {
    #expect(FuzzCheck.allCases.map(\.rawValue) == ["fuzz-parser", "fuzz-decoding"])
    let inputs = [
      #"{"a": [1, "two", null, {"b": -0.5e3}]}"#,
      #"{"name": "Ann", "years": 3, "ratings": [1.5, 2]}"#,
      "[1, 2.5, \"x\", true]",
      "{\n  \"unclosed\": [1,\r\n 2",
    ]
    for input in inputs {
      for check in FuzzCheck.allCases {
        #expect(check.problem(with: Array(input.utf8)) == nil, "\(check.rawValue) on \(input)")
      }
    }
  }

  /// The checks must be able to fail, or the findings would prove nothing: outcomes that
  /// break each rule, made by hand, since the library gives none.
  @Test(arguments: [
    (
      Decoded<Int>.success(1), Decoded<Int>.success(2), Result<Int, any Error>.success(1),
      "Int: the operators give success(1), the pipeline success(2)"
    ),
    (.success(1), .success(1), .success(2), "Int: the styles give 1, CodableDecoder 2"),
    (
      .failure(.missingKey("id")), .failure(.missingKey("id")), .success(1),
      "Int: the styles fail with id: missing key, CodableDecoder gives 1"
    ),
    (
      .success(1), .success(1), .failure(DecodeError.custom("no")),
      "Int: the styles give 1, CodableDecoder throws no"
    ),
  ])
  func theDecodingCheckReportsADisagreement(
    operators: Decoded<Int>, pipeline: Decoded<Int>, codable: Result<Int, any Error>, problem: String
  ) {
    let found = DecodingAgreementCheck.disagreement(
      "Int", operators: operators, pipeline: pipeline, codable: codable, data: Data("1".utf8))
    #expect(found == problem)
  }

  /// The decoding check lets through the known differences between the styles and
  /// CodableDecoder, and nothing else: CodableDecoder's own error for each text, decoded
  /// as a `Bool` or a `Double`.
  @Test(arguments: [
    ("0", true, true), ("1", true, true), ("[true, 1]", true, false), ("2", true, false), ("\"0\"", true, false),
    ("1e-400", false, false), ("[0, 1e-400]", false, false), ("-1e-400", false, false), ("1e400", false, false),
    ("\"1e-400\"", false, false),
  ])
  func theDecodingCheckKnowsExactlyTheKnownDifferences(text: String, asBool: Bool, known: Bool) throws {
    let data = Data(text.utf8)
    let error = #expect(throws: DecodingError.self) {
      if asBool { _ = try CodableDecoder().decode(Bool.self, from: data) }
      if !asBool { _ = try CodableDecoder().decode(Double.self, from: data) }
    }
    #expect(DecodingAgreementCheck.isAKnownDifference(try #require(error), in: data) == known)
  }

  /// Keys that are canonically equivalent but not the same code points are two keys, at
  /// any depth, as the parser says; a repeat itself cannot be built, since every way to
  /// make an object keeps one value per key, so the fuzz target is what checks that side.
  @Test func theParserCheckTakesKeysByTheirCodePoints() throws {
    let parsed = try JSON(parsing: #"[{"\u00e9": 1, "e\u0301": 2, "x": {"K": 3, "\u212A": 4}}]"#)
    #expect(parsed[0]?.objectValue?.count == 3)
    #expect(ParserCheck.repeatedKeyProblem(parsed) == nil)
  }

  @Test func theParserCheckReportsAMisplacedError() {
    let input = Array("[1,\n 2,\r\n x]".utf8)
    let right = JSONSyntaxError(offset: 10, line: 3, column: 2, message: "expected a value, found 'x'")
    #expect(ParserCheck.locationProblem(right, in: input) == nil)
    let wrong = JSONSyntaxError(offset: 10, line: 2, column: 5, message: "expected a value, found 'x'")
    #expect(
      ParserCheck.locationProblem(wrong, in: input)
        == "line 2, column 5: expected a value, found 'x': offset 10 is line 3, column 2")
    let outside = JSONSyntaxError(offset: 13, line: 3, column: 5, message: "expected a value, found end of input")
    #expect(
      ParserCheck.locationProblem(outside, in: input)
        == "line 3, column 5: expected a value, found end of input: offset 13 is outside the input's 12 bytes")
  }
}
