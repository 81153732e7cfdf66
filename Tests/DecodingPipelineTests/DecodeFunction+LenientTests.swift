import Decoding
import DecodingPipeline
import Foundation
import Testing

@Suite struct DecodeFunctionLenientTests {
  @Test func lenientArrayTakesAnyElementDecoder() throws {
    let json: JSON = ["ids": ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "nope"]]
    let ids = try json.decode("ids", with: lenientArray(uuid))
    #expect(ids.elements.map(\.uuidString) == ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F"])
    #expect(
      ids.skipped == [
        SkippedElement(index: 1, error: DecodeError(.typeMismatch(expected: "UUID", actual: #""nope""#), at: [1]))
      ])
  }

  @Test func keepsTheGoodElementsInOrderAndRecordsTheOthersWithTheirIndex() {
    let decoded = required("scores", lenientArray(int))(["scores": [1, "two", 3, 4.5, 5]])
    #expect(decoded.value?.elements == [1, 3, 5])
    #expect(decoded.value?.skipped.map(\.index) == [1, 3])
    #expect(
      decoded.value?.skippedError?.description == """
        [1]: expected Int, found "two"
        [3]: expected Int, found 4.5
        """)
  }

  @Test(arguments: [
    (JSON.object(["scores": "1, 2"]), #"failure(scores: expected array, found "1, 2")"#),
    (JSON.object(["scores": .null]), "failure(scores: expected array, found null)"),
    (JSON.object([:]), "failure(scores: missing key)"),
  ])
  func aValueThatIsNotAnArrayFailsAsAWhole(document: JSON, expected: String) {
    let decodeScores = required("scores", lenientArray(int)) |> map { $0.elements }
    #expect("\(decodeScores(document))" == expected)
  }
}

@Suite struct DecodeFunctionLenientDictionaryTests {
  @Test func bothStylesSkipTheSameMembersAndReportThemWithTheirKeys() throws {
    let json = try JSON(parsing: #"{"prices": {"apple": 1.5, "pear": "free", "fig": 2}}"#)
    let pipeline = required("prices", lenientDictionary(double))(json)
    let operators: Decoded<LenientDictionary<Double>> = json <| "prices"
    #expect(pipeline == operators)
    #expect(pipeline.value?.values == ["apple": 1.5, "fig": 2])
    #expect(pipeline.value?.skippedError?.description == #"pear: expected Double, found "free""#)
  }

  @Test func aValueThatIsNotAnObjectFailsAsAWhole() {
    #expect(
      required("prices", lenientDictionary(double))(["prices": [1]]).error?.description
        == "prices: expected object, found [1]")
  }
}
