import Curry
import Decoding
import DecodingPipeline
import Testing

private enum Shape: Equatable, Sendable {
  case circle(radius: Double)
  case square(side: Double)
  case other(String)
}

private func pipelineShape(_ layout: UnionLayout) -> DecodeFunction<Shape> {
  union(
    layout,
    [
      "circle": decode(Shape.circle) |> required("radius", double),
      "square": decode(Shape.square) |> required("side", double),
    ])
}

private func operatorShape(_ layout: UnionLayout) -> (JSON) -> Decoded<Shape> {
  { json in
    json.decodeUnion(
      layout,
      [
        "circle": { Shape.circle <^> $0 <| "radius" },
        "square": { Shape.square <^> $0 <| "side" },
      ])
  }
}

@Suite struct DecodeFunctionUnionTests {
  static let documents: [(UnionLayout, String)] = [
    (
      .internallyTagged(by: "type"),
      #"""
      [{"type": "circle", "radius": 1}, {"type": "square", "side": 2}, {"type": "circle"},
       {"type": "hexagon"}, {"radius": 3}, {"type": 4}]
      """#
    ),
    (
      .adjacentlyTagged(by: "type", content: "data"),
      #"""
      [{"type": "circle", "data": {"radius": 1}}, {"type": "square"}, {"type": "circle", "data": {}},
       {"type": "hexagon", "data": {}}, {"data": {"side": 1}}, {"type": "square", "data": {"side": "x"}}]
      """#
    ),
    (.externallyTagged, #"[{"circle": {"radius": 1}}, {"square": {}}, {"hexagon": {}}, {}, "circle"]"#),
    (.untagged, #"[{"radius": 1}, {"side": 2}, {"sides": 6}]"#),
  ]

  static let expected = [
    """
    shapes[2].radius: missing key
    shapes[3].type: unknown tag "hexagon" (expected "circle", "square")
    shapes[4].type: missing key
    shapes[5].type: expected String, found 4
    """,
    """
    shapes[1].data: missing key
    shapes[2].data.radius: missing key
    shapes[3].type: unknown tag "hexagon" (expected "circle", "square")
    shapes[4].type: missing key
    shapes[5].data.side: expected Double, found "x"
    """,
    """
    shapes[1].square.side: missing key
    shapes[2]: unknown tag "hexagon" (expected "circle", "square")
    shapes[3]: expected an object with one key, the case ("circle", "square"), found {}
    shapes[4]: expected an object with one key, the case ("circle", "square"), found "circle"
    """,
    """
    shapes[2]: no case decoded (tried "circle", "square")
    shapes[2].radius: missing key
    shapes[2].side: missing key
    """,
  ]

  @Test(arguments: zip(documents, expected))
  func bothStylesReportEveryBadCaseAtOnceWithTheSameText(document: (UnionLayout, String), expected: String) throws {
    let json = try JSON(parsing: #"{"shapes": \#(document.1)}"#)
    let pipeline = required("shapes", array(pipelineShape(document.0)))(json)
    let operators = json.decodeUnionArray("shapes", operatorShape(document.0))
    #expect(pipeline.error?.description == expected)
    #expect(operators.error?.description == expected)
  }

  @Test func theFirstCasesDecodeTheSameInBothStyles() throws {
    let json = try JSON(parsing: #"{"type": "square", "side": 2}"#)
    #expect(pipelineShape(.internallyTagged(by: "type"))(json) == .success(.square(side: 2)))
    #expect(operatorShape(.internallyTagged(by: "type"))(json) == .success(.square(side: 2)))
  }

  @Test func aFallbackCaseKeepsTheUnknownTag() throws {
    let decodeShape = union(
      .internallyTagged(by: "type"),
      ["circle": decode(Shape.circle) |> required("radius", double)],
      unknown: Shape.other)
    #expect(decodeShape(try JSON(parsing: #"{"type": "hexagon"}"#)) == .success(.other("hexagon")))
    #expect(decodeShape(try JSON(parsing: #"{"type": "circle"}"#)).error?.description == "radius: missing key")
  }
}

extension JSON {
  /// The array member `key`, every element with `element`, as the operator style writes it.
  fileprivate func decodeUnionArray<T>(_ key: String, _ element: @escaping (JSON) -> Decoded<T>) -> Decoded<[T]> {
    key.decodeValue(in: self) { json in
      guard case .array(let values) = json else { return .typeMismatch(expected: "array", actual: json) }
      return sequence(values.map(element))
    }
  }
}
