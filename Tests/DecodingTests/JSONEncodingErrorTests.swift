import Decoding
import Testing

@Suite struct JSONEncodingErrorTests {
  @Test(
    arguments: [
      (JSONPath.root, "NaN cannot be written as JSON"),
      (JSONPath(["stats", "mean"]), "stats.mean: NaN cannot be written as JSON"),
      (JSONPath(["rows", 3, "odd key"]), #"rows[3]["odd key"]: NaN cannot be written as JSON"#),
    ] as [(JSONPath, String)])
  func describesPathAndReason(path: JSONPath, expected: String) {
    #expect(JSONEncodingError(path: path, reason: "NaN cannot be written as JSON").description == expected)
  }

  @Test func prependingPutsTheComponentInFront() {
    let error = JSONEncodingError(path: ["mean"], reason: "r").prepending(.index(2)).prepending(.key("stats"))
    #expect(error.path == ["stats", 2, "mean"])
  }
}
