import DecodingTestSupport
import Testing

@testable import Decoding

@Suite struct ArrayDecodableTests {
  @Test(
    arguments: [
      DecodeCase([Int].self, "[1, 2, 3]", "success([1, 2, 3])"),
      DecodeCase([Int].self, "[]", "success([])"),
      DecodeCase([Int].self, #"{"0": 1}"#, #"failure(expected array, found {"0": 1})"#),
      DecodeCase([Int].self, "null", "failure(expected array, found null)"),
      DecodeCase([Int].self, "1", "failure(expected array, found 1)"),
      DecodeCase(
        [Int].self, #"[1, "a", 2, null]"#, "failure([1]: expected Int, found \"a\"\n[3]: expected Int, found null)"),
      DecodeCase([[Int]].self, "[[1], [2, 3]]", "success([[1], [2, 3]])"),
      DecodeCase(
        [[Int]].self, #"[[1], [2, "x"], 3]"#, "failure([1][1]: expected Int, found \"x\"\n[2]: expected array, found 3)"
      ),
      // Arrays of strings, integers and `Double` are read straight from the document's
      // slots, and element by element when any element fails, so the failures are the same.
      DecodeCase([String].self, #"["foo", "bar", "baz"]"#, #"success(["foo", "bar", "baz"])"#),
      DecodeCase(
        [String].self, #"["foo", 1, null]"#, "failure([1]: expected String, found 1\n[2]: expected String, found null)"),
      DecodeCase([Int64].self, "[1, -9223372036854775808, 2.0]", "success([1, -9223372036854775808, 2])"),
      DecodeCase(
        [Int].self, "[1, 1.5, 9223372036854775808]",
        "failure([1]: expected Int, found 1.5\n[2]: expected Int, found 9223372036854775808)"),
      DecodeCase([Double].self, "[1, -0.5, 2e3, 0e-400]", "success([1.0, -0.5, 2000.0, 0.0])"),
      DecodeCase([Double].self, "[]", "success([])"),
      DecodeCase(
        [[Double]].self, #"[[1.5, 2], [3, 1e400], [1e-400, "4"]]"#,
        "failure([1][1]: expected Double, found 1e400\n[2][0]: expected Double, found 1e-400\n"
          + "[2][1]: expected Double, found \"4\")"),
      DecodeCase([Double].self, #"{"0": 1}"#, #"failure(expected array, found {"0": 1})"#),
    ]
  )
  func decodes(_ row: DecodeCase) throws {
    let outcome = try row.outcome()
    #expect(outcome == row.expected)
  }

  @Test func argoArrayRootFixture() throws {
    let json = try TestSupport.fixture("array_root")
    #expect([String].decode(json) == .success(["foo", "bar", "baz"]))
    let decoded: Decoded<[String]> = decodeArray(json)
    #expect(decoded == .success(["foo", "bar", "baz"]))
  }

  @Test func decodeArrayIsArgosSpelling() {
    let bad: Decoded<[Int]> = decodeArray(["1", 2])
    #expect(bad.description == #"failure([0]: expected Int, found "1")"#)
  }

  @Test func anElementsFailureOfNoListedFailureIsReportedAtItsIndex() {
    // `DecodeError(failures: [])` stands for one failure: the element is not dropped.
    let json: JSON = [1, 2, 3, "4"]
    let decoded = [Int].decodeElements(of: json) { element in
      element == 2 ? .failure(DecodeError(failures: [])) : Int.decode(element)
    }
    #expect(decoded.description == "failure([1]: decoding failed\n[3]: expected Int, found \"4\")")
  }

  @Test func everyBadElementIsReportedInLinearTime() {
    // Large enough to take many seconds if failures were accumulated quadratically.
    let count = 20_000
    let json = JSON.array(Array(repeating: "x", count: count))
    // Every failure kept (the default keeps 1,000; FailureCollectorTests tests the bound).
    let error = DecodeError.$failureLimit.withValue(count) { [Int].decode(json).error }
    #expect(error?.failures.count == count)
    #expect(error?.failures.first?.description == #"[0]: expected Int, found "x""#)
    #expect(error?.failures.last?.description == #"[19999]: expected Int, found "x""#)
    #expect(error?.description.hasSuffix("… and 19950 more failures") == true)
  }
}
