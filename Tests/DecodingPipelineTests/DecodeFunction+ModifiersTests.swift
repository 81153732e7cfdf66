import Decoding
import DecodingPipeline
import Testing

@Suite struct DecodeFunctionModifiersTests {
  static let versioned: DecodeFunction<String> =
    required("version", int)
    |> andThen { version in
      version == 1 ? required("name", string) : fail("unsupported version \(version)")
    }

  static let cases: [PipelineCase] = [
    PipelineCase("array", array(int), [1, 2, 3], "success([1, 2, 3])"),
    PipelineCase("array empty", array(int), [], "success([])"),
    PipelineCase(
      "array reports every bad element", array(int), [1, "a", 2, .null],
      "failure([1]: expected Int, found \"a\"\n[3]: expected Int, found null)"),
    PipelineCase("array of non-array", array(int), ["a": 1], #"failure(expected array, found {"a": 1})"#),
    PipelineCase(
      "array of fields", array(required("name", string)), [["name": "a"], ["id": 2]],
      "failure([1].name: missing key)"),
    PipelineCase("array as a pipeline step", int |> array, [4, 5], "success([4, 5])"),
    PipelineCase("dictionary", dictionary(int), ["a": 1], #"success(["a": 1])"#),
    PipelineCase(
      "dictionary reports every bad member in document order", dictionary(int), ["b": "x", "a": .null, "c": 3],
      "failure(b: expected Int, found \"x\"\na: expected Int, found null)"),
    PipelineCase("dictionary of non-object", dictionary(int), [1], "failure(expected object, found [1])"),
    PipelineCase("dictionary as a pipeline step", string |> dictionary, ["k": "v"], #"success(["k": "v"])"#),
    PipelineCase("nullable null", nullable(int), .null, "success(nil)"),
    PipelineCase("nullable value", nullable(int), 5, "success(Optional(5))"),
    PipelineCase("nullable bad value", nullable(int), "5", #"failure(expected Int, found "5")"#),
    PipelineCase("nullable as a pipeline step", int |> nullable, .null, "success(nil)"),
    PipelineCase("map", string |> map { $0.lowercased() }, "ABC", "success(abc)"),
    PipelineCase("map passes failures", string |> map { $0.lowercased() }, 1, "failure(expected String, found 1)"),
    PipelineCase("map changes the type", array(int) |> map { $0.count }, [7, 8], "success(2)"),
    PipelineCase("andThen chooses a decoder", versioned, ["version": 1, "name": "v1"], "success(v1)"),
    PipelineCase(
      "andThen's decoder reads the same value", versioned, ["version": 1],
      "failure(name: missing key)"),
    PipelineCase("andThen can fail", versioned, ["version": 2, "name": "v2"], "failure(unsupported version 2)"),
    PipelineCase("andThen stops at a first failure", versioned, ["name": "v1"], "failure(version: missing key)"),
  ]

  @Test(arguments: cases) func decodes(_ row: PipelineCase) {
    #expect(row.outcome() == row.expected)
  }

  @Test func validatesWithAndThen() {
    let positive = int |> andThen { $0 > 0 ? succeed($0) : fail("expected a positive number, found \($0)") }
    #expect(positive(4) == .success(4))
    #expect("\(positive(-3))" == "failure(expected a positive number, found -3)")
    #expect("\(required("count", positive)(["count": -3]))" == "failure(count: expected a positive number, found -3)")
  }
}
