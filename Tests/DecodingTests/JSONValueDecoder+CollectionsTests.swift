import Foundation
import Testing

@testable import Decoding

// Collections report every bad element, where their own `init(from:)` stops at the first;
// a single failure is left exactly as it was thrown.

private struct Item: Codable, Equatable {
  let id: Int
  let name: String
}

/// Rejects odd numbers with a `DecodingError` built by hand, as models do.
private struct Even: Swift.Decodable {
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let value = try container.decode(Int.self)
    guard value.isMultiple(of: 2) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(value) is odd")
    }
  }
}

@Suite struct JSONValueDecoderCollectionsTests {
  @Test(arguments: [
    (
      "array", #"{"items": [{"id": 1, "name": "a"}, {"id": "2"}, {"id": 3, "name": "c"}, {"name": 4}]}"#,
      """
      failure(items[1].id: expected Int, found "2"
      items[3].id: missing key)
      """
    ),
    (
      "nested arrays", #"{"grid": [[1, "x"], [], [null, 2, "y"]]}"#,
      """
      failure(grid[0][1]: expected Int, found "x"
      grid[2][0]: expected Int, found null
      grid[2][2]: expected Int, found "y")
      """
    ),
    (
      "dictionary, in document order",
      #"{"byName": {"z": {"id": 1, "name": 2}, "a": {"id": "1", "name": "a"}, "m": {"id": 3, "name": "m"}}}"#,
      """
      failure(byName.z.name: expected String, found 2
      byName.a.id: expected Int, found "1")
      """
    ),
    (
      "set", #"{"tags": ["a", 1, "b", false]}"#,
      "failure(tags[1]: expected String, found 1\ntags[3]: expected String, found false)"
    ),
    ("errors built by a type", #"{"evens": [1, 2, 3]}"#, "failure(evens[0]: 1 is odd\nevens[2]: 3 is odd)"),
  ])
  func everyBadElementIsReported(_ name: String, _ text: String, _ expected: String) {
    #expect(codableOutcome(Collections.self, text) == expected)
  }

  @Test func theThrownErrorKeepsTheFirstFailuresCaseAndPath() {
    let data = Data(#"{"items": [{"id": 1, "name": "a"}, {"id": "2"}, {"name": 4}]}"#.utf8)
    do {
      _ = try CodableDecoder().decode(Collections.self, from: data)
      Issue.record("no error")
    } catch let DecodingError.typeMismatch(type, context) {
      #expect("\(type)" == "Int")
      #expect(context.codingPath.map(\.stringValue) == ["items", "Index 1", "id"])
      #expect(context.debugDescription == "items[1].id: expected Int, found \"2\"\nitems[2].id: missing key")
      #expect((context.underlyingError as? DecodeError)?.failures.count == 2)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func failuresPastTheLimitAreCountedNotKept() throws {
    let numbers = Data(("[" + (0..<10).map { "\"\($0)\"" }.joined(separator: ",") + "]").utf8)
    do {
      _ = try DecodeError.$failureLimit.withValue(3) { try CodableDecoder().decode([Int].self, from: numbers) }
      Issue.record("no error")
    } catch let DecodingError.typeMismatch(_, context) {
      let error = try #require(context.underlyingError as? DecodeError)
      #expect(error.failures.count == 3)
      #expect(error.omittedFailureCount == 7)
      #expect(context.debugDescription.hasSuffix("… and 7 more failures"))
    }
  }

  @Test func aSingleFailureIsThrownAsItWas() {
    let data = Data(#"{"evens": [2, 3]}"#.utf8)
    do {
      _ = try CodableDecoder().decode(Collections.self, from: data)
      Issue.record("no error")
    } catch let DecodingError.dataCorrupted(context) {
      #expect(context.debugDescription == "3 is odd")
      #expect(context.underlyingError == nil)
      #expect(context.codingPath.map(\.stringValue) == ["evens", "Index 1"])
    } catch {
      Issue.record("unexpected \(error)")
    }
  }
}

/// Every kind of collection, each optional so that a row can leave the others out.
private struct Collections: Swift.Decodable {
  let items: [Item]?
  let grid: [[Int]]?
  let byName: [String: Item]?
  let tags: Set<String>?
  let evens: ContiguousArray<Even>?
}
