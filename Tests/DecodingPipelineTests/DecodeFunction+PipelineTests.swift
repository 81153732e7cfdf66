import Curry
import Decoding
import DecodingPipeline
import Testing

@Suite struct DecodeFunctionPipelineTests {
  struct PipelineBadge: Equatable, Sendable {
    let id: Int
    let label: String
    let color: String?
  }

  static let decodeBadge: DecodeFunction<PipelineBadge> =
    decode(PipelineBadge.init)
    |> required("id", int)
    |> required("label", string)
    |> optional("color", string)

  static func operatorBadge(_ json: JSON) -> Decoded<PipelineBadge> {
    curry(PipelineBadge.init)
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
      "failure(expected object, found [1])"),
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

  /// Twenty fields, each step kind at least once: the longest pipeline the start functions take.
  struct TwentyFields: Equatable, Sendable {
    let f1: String
    let f2: Int
    let f3: Int64
    let f4: UInt64
    let f5: Double
    let f6: Float
    let f7: Bool
    let f8: JSON
    let f9: String?
    let f10: Int
    let f11: String
    let f12: String?
    let f13: [Int]
    let f14: [String: Bool]
    let f15: Int?
    let f16: String
    let f17: String
    let f18: Int
    let f19: String
    let f20: Double
  }

  // Closures are named outside the pipeline: inline, these two made it take 45 ms
  // to type-check instead of 16 ms.
  static let uppercased: DecodeFunction<String> = string |> map { $0.uppercased() }
  static let digits: DecodeFunction<Int> = string |> andThen { Int($0).map { succeed($0) } ?? fail("not digits") }

  static let decodeTwentyFields =
    decode(TwentyFields.init)
    |> required("f1", string)
    |> required("f2", int)
    |> required("f3", int64)
    |> required("f4", uint64)
    |> required("f5", double)
    |> required("f6", float)
    |> required("f7", bool)
    |> required("f8", json)
    |> optional("f9", string)
    |> optional("f10", int, 10)
    |> requiredAt(["nested", "f11"], string)
    |> optionalAt(["nested", "f12"], string)
    |> required("f13", array(int))
    |> required("f14", dictionary(bool))
    |> required("f15", nullable(int))
    |> hardcoded("fixed")
    |> custom(required("f1", uppercased))
    |> required("f18", oneOf([int, digits]))
    |> required("f19", lazy { string })
    |> required("f20", Double.decode)

  @Test func decodesTwentyFields() {
    let document: JSON = [
      "f1": "one", "f2": 2, "f3": "3", "f4": 4, "f5": 5.5, "f6": 6.5, "f7": 1, "f8": [8], "f9": .null,
      "nested": ["f11": "eleven"], "f13": [13], "f14": ["k": .bool(true)], "f15": .null, "f18": "18", "f19": "19",
      "f20": 20,
    ]
    let expected = TwentyFields(
      f1: "one", f2: 2, f3: 3, f4: 4, f5: 5.5, f6: 6.5, f7: true, f8: [8], f9: nil, f10: 10, f11: "eleven",
      f12: nil, f13: [13], f14: ["k": true], f15: nil, f16: "fixed", f17: "ONE", f18: 18, f19: "19", f20: 20)
    #expect(Self.decodeTwentyFields(document) == .success(expected))
  }

  @Test func reportsEveryOneOfTwentyFailingFields() {
    let document: JSON = [
      "f2": "2", "f3": 1.5, "f4": -4, "f5": "5", "f6": .null, "f7": 7, "f9": 9, "f10": "10", "nested": 11,
      "f13": ["13"], "f14": ["k": 1.5], "f15": "15", "f18": "eighteen", "f19": 19, "f20": .bool(true),
    ]
    let expected = """
      f1: missing key
      f2: expected Int, found "2"
      f3: expected Int64, found 1.5
      f4: expected UInt64, found -4
      f5: expected Double, found "5"
      f6: expected Float, found null
      f7: expected Bool, found 7
      f8: missing key
      f9: expected String, found 9
      f10: expected Int, found "10"
      nested: expected object, found 11
      f13[0]: expected Int, found "13"
      f14.k: expected Bool, found 1.5
      f15: expected Int, found "15"
      f18: expected Int, found "eighteen"
      f18: not digits
      f19: expected String, found 19
      f20: expected Double, found true
      """
    #expect(Self.decodeTwentyFields(document).error?.description == expected)
  }

  struct Stamp: Equatable, Sendable, Decodable {
    let label: String

    /// Inside a type's own `decode`, the plain `decode(Stamp.init)` is the `Decodable`
    /// member start that forwards to the pipeline's.
    static func decode(_ json: JSON) -> Decoded<Stamp> {
      let pipeline = decode(Stamp.init) |> required("label", string)
      return pipeline(json)
    }
  }

  @Test func startsAPipelineInsideATypesOwnDecode() {
    #expect(Stamp.decode(["label": "ok"]) == .success(Stamp(label: "ok")))
    #expect(required("stamp", Stamp.decode)(["stamp": [:]]).error?.description == "stamp.label: missing key")
  }
}
