import Decoding
import DecodingPipeline
import Testing

@Suite struct DecodeFunctionOneOfTests {
  static let flexibleInt: DecodeFunction<Int> = oneOf([
    int,
    string |> andThen { text in Int(text).map { succeed($0) } ?? fail("expected digits, found \"\(text)\"") },
  ])

  static let cases: [PipelineCase] = [
    PipelineCase("first alternative", flexibleInt, 5, "success(5)"),
    PipelineCase("second alternative", flexibleInt, "7", "success(7)"),
    PipelineCase(
      "every alternative's failure when all fail", flexibleInt, .bool(true),
      "failure(expected Int, found true\nexpected String, found true)"),
    PipelineCase(
      "a later alternative's own failure", flexibleInt, "seven",
      "failure(expected Int, found \"seven\"\nexpected digits, found \"seven\")"),
    PipelineCase(
      "alternative members keep their paths", oneOf([required("name", string), required("title", string)]),
      ["name": 1], "failure(name: expected String, found 1\ntitle: missing key)"),
    PipelineCase("no alternatives", oneOf([DecodeFunction<Int>]()), 1, "failure(oneOf: no decoders to try)"),
  ]

  @Test(arguments: cases) func decodes(_ row: PipelineCase) {
    #expect(row.outcome() == row.expected)
  }

  @Test(arguments: [["name": "a"], ["title": "b"], ["name": 1, "title": .null], [:], [1]] as [JSON])
  func describesFailuresLikeTheAlternativeOperator(_ document: JSON) {
    let operatorStyle: Decoded<String> = document <| "name" <|> document <| "title"
    let pipelineStyle = oneOf([required("name", string), required("title", string)])(document)
    #expect("\(pipelineStyle)" == "\(operatorStyle)")
  }
}
