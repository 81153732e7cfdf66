import Decoding
import DecodingPipeline
import Foundation
import Testing

@Suite struct DecodeJSONTests {
  static let decodeScores: DecodeFunction<[String: Int]> = required("scores", dictionary(int))

  @Test func decodesData() {
    let data = Data(#"{"scores": {"ann": 3}}"#.utf8)
    #expect(decodeJSON(data, with: Self.decodeScores) == .success(["ann": 3]))
  }

  @Test func decodesAString() {
    #expect(decodeJSON(#"{"scores": {"ann": 3}}"#, with: Self.decodeScores) == .success(["ann": 3]))
  }

  @Test func decodesAnImplicitlyUnwrappedStringAsText() {
    let text: String! = #"{"scores": {"ann": 3}}"#
    #expect(decodeJSON(text, with: Self.decodeScores) == .success(["ann": 3]))
  }

  @Test func decodesAnOptionalDataAsText() {
    let data: Data? = Data("[1, 2]".utf8)
    #expect(decodeJSON(data, with: array(int)) == .success([1, 2]))
  }

  @Test func absentTextIsAFailure() {
    let text: String? = nil
    let data: Data? = nil
    #expect("\(decodeJSON(text, with: int))" == "failure(expected JSON text, found nil)")
    #expect("\(decodeJSON(data, with: int))" == "failure(expected JSON text, found nil)")
  }

  @Test func decodesJSONSerializationOutput() throws {
    let object = try JSONSerialization.jsonObject(with: Data(#"{"scores": {"ann": 3, "bo": 4}}"#.utf8))
    #expect(decodeJSON(object, with: Self.decodeScores) == .success(["ann": 3, "bo": 4]))
  }

  @Test func decodesDataPassedAsAny() {
    let object: Any = Data("[true]".utf8)
    #expect(decodeJSON(object, with: array(bool)) == .success([true]))
  }

  @Test func takesAStringPassedAsAnyForAJSONString() {
    let object: Any = "[1]"
    #expect(decodeJSON(object, with: string) == .success("[1]"))
  }

  @Test func namesAValueThatHasNoJSONForm() {
    let object: Any = ["scores": ["ann": Date(timeIntervalSince1970: 0)]]
    #expect(
      "\(decodeJSON(object, with: Self.decodeScores))"
        == "failure(scores.ann: expected a JSON value (dictionary, array, string, number, boolean or NSNull), "
        + "found Date)")
  }

  // The parser owns the wording of syntax errors; these tests check that they
  // arrive whole, with their line and column, as the decode failure.
  @Test(arguments: [("{\"scores\": {\"ann\": 3,}}", 1, 22), ("{\n  \"scores\": [1 2]\n}", 2, 16)])
  func reportsSyntaxErrorsWithLineAndColumn(text: String, line: Int, column: Int) throws {
    let thrown = #expect(throws: JSONSyntaxError.self) { try JSON(parsing: text) }
    let syntaxError = try #require(thrown)
    for decoded in [decodeJSON(text, with: Self.decodeScores), decodeJSON(Data(text.utf8), with: Self.decodeScores)] {
      #expect("\(decoded)" == "failure(invalid JSON: \(syntaxError))")
      #expect("\(decoded)".hasPrefix("failure(invalid JSON: line \(line), column \(column): expected "))
      #expect(decoded.error?.syntaxError == syntaxError)
    }
  }

  @Test func reportsDecodingFailuresAfterParsing() {
    #expect(
      "\(decodeJSON(#"{"scores": {"ann": "3"}}"#, with: Self.decodeScores))"
        == #"failure(scores.ann: expected Int, found "3")"#)
  }
}
