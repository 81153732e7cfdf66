import Curry
import Testing

@testable import Decoding

private enum Shape: Equatable, Sendable {
  case circle(radius: Double)
  case square(side: Double)
  case none
  case other(String)
}

private func decodeShape(_ layout: UnionLayout, fallback: Bool = false) -> (JSON) -> Decoded<Shape> {
  { (json: JSON) -> Decoded<Shape> in
    json.decodeUnion(
      layout,
      [
        "circle": { Shape.circle <^> $0 <| "radius" },
        "square": { Shape.square <^> $0 <| "side" },
      ],
      unknown: fallback ? { Shape.other($0) } : nil)
  }
}

@Suite struct JSONUnionsTests {
  @Test(arguments: [
    (#"{"type": "circle", "radius": 1}"#, "success(circle(radius: 1.0))"),
    (#"{"radius": 2, "type": "square", "side": 3}"#, "success(square(side: 3.0))"),
    (#"{"type": "circle"}"#, "failure(radius: missing key)"),
    (#"{"type": "hexagon"}"#, #"failure(type: unknown tag "hexagon" (expected "circle", "square"))"#),
    (#"{"radius": 1}"#, "failure(type: missing key)"),
    (#"{"type": 4}"#, "failure(type: expected String, found 4)"),
    (#""circle""#, #"failure(expected object, found "circle")"#),
  ])
  func internallyTagged(document: String, expected: String) throws {
    #expect("\(decodeShape(.internallyTagged(by: "type"))(try JSON(parsing: document)))" == expected)
  }

  @Test(arguments: [
    (#"{"t": "circle", "c": {"radius": 1}}"#, "success(circle(radius: 1.0))"),
    (#"{"t": "circle"}"#, "failure(c: missing key)"),
    (#"{"t": "square", "c": {"side": "x"}}"#, #"failure(c.side: expected Double, found "x")"#),
    (#"{"t": "hexagon", "c": {}}"#, #"failure(t: unknown tag "hexagon" (expected "circle", "square"))"#),
    (#"{"t": "hexagon"}"#, #"failure(t: unknown tag "hexagon" (expected "circle", "square"))"#),
    (#"{"c": {}}"#, "failure(t: missing key)"),
  ])
  func adjacentlyTagged(document: String, expected: String) throws {
    #expect("\(decodeShape(.adjacentlyTagged(by: "t", content: "c"))(try JSON(parsing: document)))" == expected)
  }

  @Test func anAdjacentlyTaggedCaseWithoutContentDecodesFromNull() throws {
    let decode: (JSON) -> Decoded<Shape> = { json in
      json.decodeUnion(.adjacentlyTagged(by: "t", content: "c"), ["none": { _ in .success(.none) }])
    }
    #expect(decode(try JSON(parsing: #"{"t": "none"}"#)) == .success(.none))
  }

  @Test(arguments: [
    (#"{"circle": {"radius": 1}}"#, "success(circle(radius: 1.0))"),
    (#"{"square": {}}"#, "failure(square.side: missing key)"),
    (#"{"hexagon": {}}"#, #"failure(unknown tag "hexagon" (expected "circle", "square"))"#),
    (
      #"{"circle": {}, "square": {}}"#,
      #"failure(expected an object with one key, the case ("circle", "square"), found {"circle": {}, "square": {}})"#
    ),
    ("[]", #"failure(expected an object with one key, the case ("circle", "square"), found [])"#),
  ])
  func externallyTagged(document: String, expected: String) throws {
    #expect("\(decodeShape(.externallyTagged)(try JSON(parsing: document)))" == expected)
  }

  @Test(arguments: [
    (#"{"radius": 1}"#, "success(circle(radius: 1.0))"),
    (#"{"side": 2}"#, "success(square(side: 2.0))"),
    (
      #"{"radius": "big"}"#,
      """
      failure(no case decoded (tried "circle", "square")
      radius: expected Double, found "big"
      side: missing key)
      """
    ),
  ])
  func untaggedTriesEveryCaseAndReportsEveryAttempt(document: String, expected: String) throws {
    #expect("\(decodeShape(.untagged)(try JSON(parsing: document)))" == expected)
  }

  @Test(arguments: [
    (UnionLayout.internallyTagged(by: "type"), #"{"type": "hexagon"}"#, "success(other(\"hexagon\"))"),
    (.adjacentlyTagged(by: "type", content: "data"), #"{"type": "hexagon"}"#, "success(other(\"hexagon\"))"),
    (.externallyTagged, #"{"hexagon": {}}"#, "success(other(\"hexagon\"))"),
    (.untagged, #"{"sides": 6}"#, #"success(other("{\"sides\": 6}"))"#),
    (.internallyTagged(by: "type"), #"{"type": "circle"}"#, "failure(radius: missing key)"),
    (.internallyTagged(by: "type"), #"{"type": 6}"#, "failure(type: expected String, found 6)"),
  ])
  func aFallbackCaseKeepsTheUnknownTagButNotABadCase(layout: UnionLayout, document: String, expected: String) throws {
    #expect("\(decodeShape(layout, fallback: true)(try JSON(parsing: document)))" == expected)
  }

  @Test func everyBadElementOfAnArrayIsReportedWithItsFullPath() throws {
    let json = try JSON(
      parsing: #"""
        {"shapes": [{"type": "circle", "radius": 1}, {"type": "square", "side": 2}, {"type": "circle"},
                    {"type": "hexagon"}, {"type": "square", "side": true}]}
        """#)
    let shapes = json.decodeMember("shapes") {
      [Shape].decodeElements(of: $0, with: decodeShape(.internallyTagged(by: "type")))
    }
    #expect(
      shapes.error?.description == """
        shapes[2].radius: missing key
        shapes[3].type: unknown tag "hexagon" (expected "circle", "square")
        shapes[4].side: expected Double, found true
        """)
  }
}
