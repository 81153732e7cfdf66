import Foundation
import Testing

@testable import Decoding

// The unkeyed container of Decoding's `Swift.Decoder`: elements in order, `null` checks,
// nested containers, and reading past the end.

/// Reads a mixed array element by element and writes down what it saw.
private struct UnkeyedProbe: Swift.Decodable {
  var lines: [String] = []

  init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    lines.append("count \(container.count ?? -1), at end: \(container.isAtEnd)")
    lines.append("nil first: \(try container.decodeNil()), index \(container.currentIndex)")
    lines.append("not nil: \(try container.decodeNil()), index \(container.currentIndex)")
    lines.append("if present: \(String(describing: try container.decodeIfPresent(Double.self)))")
    var inner = try container.nestedUnkeyedContainer()
    lines.append("inner path: \(inner.codingPath.map(\.stringValue)), \(try inner.decode(Bool.self))")
    let object = try container.nestedContainer(keyedBy: JSONCodingKey.self)
    lines.append("object path: \(object.codingPath.map(\.stringValue)), keys \(object.allKeys.map(\.stringValue))")
    lines.append(
      "absent: \(String(describing: try container.decodeIfPresent(String.self))), at end: \(container.isAtEnd)")
    do {
      _ = try container.decode(String.self)
    } catch let DecodingError.valueNotFound(type, context) {
      lines.append("past the end: \(type) at \(context.codingPath.map(\.stringValue)): \(context.debugDescription)")
    }
    do {
      _ = try container.superDecoder()
    } catch let DecodingError.valueNotFound(_, context) {
      lines.append("super: \(context.debugDescription)")
    }
  }
}

@Suite struct UnkeyedJSONContainerTests {
  @Test func containersReadElementsInOrder() throws {
    let probe = try CodableDecoder().decode([String: UnkeyedProbe].self, from: ["list": [nil, 2.5, [true], ["k": 1]]])
    #expect(
      probe["list"]?.lines == [
        "count 4, at end: false",
        "nil first: true, index 1",
        "not nil: false, index 1",
        "if present: Optional(2.5)",
        #"inner path: ["list", "Index 2"], true"#,
        #"object path: ["list", "Index 3"], keys ["k"]"#,
        "absent: nil, at end: true",
        #"past the end: String at ["list", "Index 4"]: list[4]: unkeyed container is at end"#,
        "super: list[4]: cannot get a super decoder: unkeyed container is at end",
      ])
  }

  @Test(arguments: [
    ("[1, 2]", "success([1, 2])"),
    ("{}", "failure(expected array, found {})"),
    ("null", "failure(expected array, found null)"),
    (#"[1, "2", [3]]"#, #"failure([1]: expected Int, found "2"\#n[2]: expected Int, found [3])"#),
  ])
  func arraysOfScalars(_ text: String, _ expected: String) throws {
    #expect(codableOutcome([Int].self, text) == expected)
  }
}

/// What decoding `text` as `T` with Decoding's `Swift.Decoder` gives, described as `Decoded` is.
func codableOutcome<T: Swift.Decodable>(_ type: T.Type, _ text: String) -> String {
  do {
    return CodableDecoder().decoded(type, from: try JSON(parsing: text)).description
  } catch {
    return "not JSON: \(error)"
  }
}
