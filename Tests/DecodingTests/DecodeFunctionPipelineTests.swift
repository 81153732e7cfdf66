import Decoding
import Testing

@Suite struct DecodeFunctionPipelineTests {
  struct PipelineBadge: Equatable, Sendable {
    let id: Int
    let label: String
    let color: String?
  }

  static let decodeBadge: DecodeFunction<PipelineBadge> =
    succeed({ (id: Int) in
      { (label: String) in { (color: String?) in PipelineBadge(id: id, label: label, color: color) }
      }
    })
    |> required("id", int)
    |> required("label", string)
    |> optional("color", string)

  static func operatorBadge(_ json: JSON) -> Decoded<PipelineBadge> {
    { (id: Int) in { (label: String) in { (color: String?) in PipelineBadge(id: id, label: label, color: color) } } }
      <^> json <| "id"
      <*> json <| "label"
      <*> json <|? "color"
  }

  static let cases: [PipelineCase] = [
    PipelineCase(
      "every field", decodeBadge, ["id": 1, "label": "new", "color": "red"],
      #"success(PipelineBadge(id: 1, label: "new", color: Optional("red")))"#),
    PipelineCase(
      "optional field missing", decodeBadge, ["id": 1, "label": "new"],
      #"success(PipelineBadge(id: 1, label: "new", color: nil))"#),
    PipelineCase(
      "every failing field, in order", decodeBadge, ["id": "1", "color": 5],
      "failure(id: expected Int, found \"1\"\nlabel: missing key\ncolor: expected String, found 5)"),
    PipelineCase(
      "one failing field", decodeBadge, ["id": 1, "label": .null],
      "failure(label: expected String, found null)"),
    PipelineCase(
      "not an object", decodeBadge, [1],
      "failure(expected object, found [1]\nexpected object, found [1]\nexpected object, found [1])"),
    PipelineCase(
      "nested pipeline", required("badges", array(decodeBadge)), ["badges": [["id": 1, "label": "a"], ["id": 2]]],
      "failure(badges[1].label: missing key)"),
  ]

  @Test(arguments: cases) func decodes(_ row: PipelineCase) {
    #expect(row.outcome() == row.expected)
  }

  @Test(
    arguments: [
      ["id": 1, "label": "new", "color": "red"], ["id": "1", "color": 5], ["label": 1, "color": .null], [:], [1], .null,
    ] as [JSON])
  func describesOutcomesLikeTheOperators(_ document: JSON) {
    #expect("\(Self.decodeBadge(document))" == "\(Self.operatorBadge(document))")
  }

  @Test func passesADecoderToAModifier() {
    let decodeBadges = Self.decodeBadge |> array
    #expect(decodeBadges([["id": 1, "label": "a"]]) == .success([PipelineBadge(id: 1, label: "a", color: nil)]))
  }
}
