import Decoding
import DecodingPipeline
import Foundation
import Testing

private enum Shape: Equatable, Sendable {
  case circle(radius: Double)
  case square(side: Double)
  case other(String)
}

private func shapeCodec(_ layout: UnionLayout) -> JSONCodec<Shape, Shape> {
  JSONCodec(
    decode: union(
      layout,
      [
        "circle": decode(Shape.circle) |> required("radius", double),
        "square": decode(Shape.square) |> required("side", double),
      ],
      unknown: Shape.other),
    encode: Encode.union(layout) { shape in
      switch shape {
      case .circle(let radius): ("circle", .object(encoding: ["radius": radius]))
      case .square(let side): ("square", .object(encoding: ["side": side]))
      case .other(let tag): (tag, .object(encoding: [:]))
      }
    })
}

@Suite struct EncodeUnionTests {
  @Test(arguments: [
    (UnionLayout.internallyTagged(by: "type"), #"{"type":"circle","radius":1.5}"#),
    (.adjacentlyTagged(by: "type", content: "data"), #"{"type":"circle","data":{"radius":1.5}}"#),
    (.externallyTagged, #"{"circle":{"radius":1.5}}"#),
    (.untagged, #"{"radius":1.5}"#),
  ])
  func eachLayoutWritesWhatItsDecoderReadsBack(layout: UnionLayout, text: String) throws {
    let codec = shapeCodec(layout)
    #expect(try Encode.text(Shape.circle(radius: 1.5), codec.encode) == text)
    #expect(decodeJSON(text, with: codec.decode) == .success(.circle(radius: 1.5)))
  }

  @Test(arguments: [
    UnionLayout.internallyTagged(by: "type"), .adjacentlyTagged(by: "type", content: "data"), .externallyTagged,
  ])
  func aFallbackCaseWritesTheTagItKept(layout: UnionLayout) throws {
    let codec = shapeCodec(layout)
    let text = try Encode.text(Shape.other("hexagon"), codec.encode)
    #expect(decodeJSON(text, with: codec.decode) == .success(.other("hexagon")))
  }

  @Test func anInternallyTaggedCaseThatIsNotAnObjectThrows() {
    let encode: EncodeFunction<Int> = Encode.union(.internallyTagged(by: "type")) { ("count", .number(JSONNumber($0))) }
    #expect(throws: JSONEncodingError(reason: #"an internally tagged case is written as an object, but "count" has 3"#))
    {
      try Encode.text(3, encode)
    }
  }

  @Test func theTagIsWrittenOnceAndFirst() throws {
    let encode: EncodeFunction<Int> = Encode.union(.internallyTagged(by: "type")) { _ in
      ("circle", .object(encoding: ["radius": 1, "type": "square"]))
    }
    #expect(try Encode.text(0, encode) == #"{"type":"circle","radius":1}"#)
  }

  @Test func stringFormWritesNumbersDecimalsAndBooleansAsStringsThatCoercedReadsBack() throws {
    #expect(try Encode.text(42, Encode.stringForm(Int.self)) == #""42""#)
    #expect(try Encode.text(2.5, Encode.stringForm(Double.self)) == #""2.5""#)
    #expect(try Encode.text(Decimal(string: "19.990")!, Encode.stringForm(Decimal.self)) == #""19.99""#)
    #expect(try Encode.text(true, Encode.stringForm(Bool.self)) == #""true""#)
    #expect(decodeJSON(try Encode.text(42, Encode.stringForm(Int.self)), with: coerced(int)) == .success(42))
  }
}
