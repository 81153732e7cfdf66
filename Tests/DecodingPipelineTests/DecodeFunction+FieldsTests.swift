import Decoding
import DecodingPipeline
import Testing

@Suite struct DecodeFunctionFieldsTests {
  static let cases: [PipelineCase] = [
    PipelineCase("required present", required("name", string), ["name": "Ann"], "success(Ann)"),
    PipelineCase("required missing", required("name", string), ["id": 1], "failure(name: missing key)"),
    PipelineCase(
      "required null", required("name", string), ["name": .null], "failure(name: expected String, found null)"),
    PipelineCase(
      "required wrong type", required("name", string), ["name": 42], "failure(name: expected String, found 42)"),
    PipelineCase("required non-object", required("name", string), [1], "failure(expected object, found [1])"),
    PipelineCase(
      "required nested", required("author", required("name", string)), ["author": ["name": 1]],
      "failure(author.name: expected String, found 1)"),
    PipelineCase(
      "required quoted key", required("first-name", string), ["first_name": "Ann"],
      #"failure(["first-name"]: missing key)"#),
    PipelineCase(
      "required nullable null", required("image", nullable(string)), ["image": .null], "success(nil)"),
    PipelineCase(
      "required nullable missing", required("image", nullable(string)), [:], "failure(image: missing key)"),

    PipelineCase(
      "requiredAt present", requiredAt(["author", "name"], string), ["author": ["name": "Ann"]], "success(Ann)"),
    PipelineCase(
      "requiredAt first step missing", requiredAt(["author", "name"], string), [:],
      "failure(author: missing key)"),
    PipelineCase(
      "requiredAt last step missing", requiredAt(["author", "name"], string), ["author": [:]],
      "failure(author.name: missing key)"),
    PipelineCase(
      "requiredAt step not an object", requiredAt(["author", "name"], string), ["author": 3],
      "failure(author: expected object, found 3)"),
    PipelineCase(
      "requiredAt step null", requiredAt(["author", "name"], string), ["author": .null],
      "failure(author: expected object, found null)"),
    PipelineCase(
      "requiredAt bad value", requiredAt(["author", "name"], string), ["author": ["name": true]],
      "failure(author.name: expected String, found true)"),

    PipelineCase("optional present", optional("image", string), ["image": "a.png"], #"success(Optional("a.png"))"#),
    PipelineCase("optional missing", optional("image", string), [:], "success(nil)"),
    PipelineCase("optional null", optional("image", string), ["image": .null], "success(nil)"),
    PipelineCase(
      "optional present but bad", optional("image", string), ["image": 7],
      "failure(image: expected String, found 7)"),
    PipelineCase(
      "optional nested failure", optional("author", required("name", string)), ["author": ["id": 1]],
      "failure(author.name: missing key)"),
    PipelineCase(
      "optional non-object", optional("image", string), "a.png", #"failure(expected object, found "a.png")"#),

    PipelineCase("optional fallback present", optional("score", int, 0), ["score": 5], "success(5)"),
    PipelineCase("optional fallback missing", optional("score", int, 0), [:], "success(0)"),
    PipelineCase("optional fallback null", optional("score", int, 0), ["score": .null], "success(0)"),
    PipelineCase(
      "optional fallback present but bad", optional("score", int, 0), ["score": 1.5],
      "failure(score: expected Int, found 1.5)"),
    PipelineCase(
      "optional fallback non-object", optional("score", int, 0), .null, "failure(expected object, found null)"),

    PipelineCase(
      "optionalAt present", optionalAt(["meta", "next"], string), ["meta": ["next": "b"]],
      #"success(Optional("b"))"#),
    PipelineCase("optionalAt first step missing", optionalAt(["meta", "next"], string), [:], "success(nil)"),
    PipelineCase(
      "optionalAt first step null", optionalAt(["meta", "next"], string), ["meta": .null], "success(nil)"),
    PipelineCase(
      "optionalAt last step null", optionalAt(["meta", "next"], string), ["meta": ["next": .null]], "success(nil)"),
    PipelineCase(
      "optionalAt step not an object", optionalAt(["meta", "next"], string), ["meta": "x"],
      #"failure(meta: expected object, found "x")"#),
    PipelineCase(
      "optionalAt bad value", optionalAt(["meta", "next"], string), ["meta": ["next": 1]],
      "failure(meta.next: expected String, found 1)"),
    PipelineCase(
      "optionalAt fallback missing", optionalAt(["meta", "page"], int, 1), ["meta": [:]], "success(1)"),
    PipelineCase(
      "optionalAt fallback present", optionalAt(["meta", "page"], int, 1), ["meta": ["page": 3]], "success(3)"),
    PipelineCase(
      "optionalAt fallback bad", optionalAt(["meta", "page"], int, 1), ["meta": ["page": "3"]],
      #"failure(meta.page: expected Int, found "3")"#),

    PipelineCase("hardcoded ignores the document", hardcoded("athlete"), .null, "success(athlete)"),
    PipelineCase("hardcoded on an object", hardcoded(7), ["x": 1], "success(7)"),

    PipelineCase("custom runs on the whole value", custom(required("id", int)), ["id": 4], "success(4)"),
    PipelineCase("custom with a type's decode", custom(Int.decode), 4, "success(4)"),
    PipelineCase(
      "custom failure keeps its own path", custom(required("id", int)), ["id": "4"],
      #"failure(id: expected Int, found "4")"#),
  ]

  @Test(arguments: cases) func decodes(_ row: PipelineCase) {
    #expect(row.outcome() == row.expected)
  }

  static let documents: [JSON] = [
    ["name": "Ann", "meta": ["next": "b"]],
    [:],
    ["name": .null, "meta": .null],
    ["name": 42, "meta": ["next": 1]],
    ["meta": 3],
    ["meta": [:]],
    [1, 2],
    "text",
    .null,
  ]

  @Test(arguments: documents) func describesOutcomesLikeTheOperators(_ document: JSON) {
    let operatorRequired: Decoded<String> = document <| "name"
    let operatorOptional: Decoded<String?> = document <|? "name"
    let operatorPath: Decoded<String> = document <| ["meta", "next"]
    let operatorOptionalPath: Decoded<String?> = document <|? ["meta", "next"]
    #expect("\(required("name", string)(document))" == "\(operatorRequired)")
    #expect("\(optional("name", string)(document))" == "\(operatorOptional)")
    #expect("\(requiredAt(["meta", "next"], string)(document))" == "\(operatorPath)")
    #expect("\(optionalAt(["meta", "next"], string)(document))" == "\(operatorOptionalPath)")
  }
}
