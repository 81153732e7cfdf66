import Decoding
import DecodingPipeline
import Testing

private struct Card: Equatable {
  let title: String
  let tags: [String]
  let extra: [String]?
  let ownerName: String
  let owner: Owner?
  let deep: Int
}

private struct Owner: Equatable {
  let name: String
  let id: Int
}

private let encodeOwner: EncodeFunction<Owner> = Encode.object([
  .required("name", \.name, Encode.string),
  .required("id", \.id, Encode.int),
])

private let encodeCard: EncodeFunction<Card> = Encode.object([
  .requiredAt(["embedded", "tags"], \.tags, Encode.array(Encode.string)),
  .required("title", \.title, Encode.string),
  .optionalAt(["embedded", "extra"], \.extra, Encode.array(Encode.string)),
  .requiredAt(["owner", "name"], \.ownerName, Encode.string),
  .requiredAt(["embedded", "more", "deep"], \.deep, Encode.int),
  .optional("owner", \.owner, encodeOwner),
])

private let ownerCodec =
  codec(Owner.init)
  |> required("name", \.name, string)
  |> required("id", \.id, int)

private let cardCodec =
  codec(Card.init)
  |> required("title", \.title, string)
  |> requiredAt(["embedded", "tags"], \.tags, array(string))
  |> optionalAt(["embedded", "extra"], \.extra, array(string))
  |> requiredAt(["owner", "name"], \.ownerName, string)
  |> optional("owner", \.owner, ownerCodec)
  |> requiredAt(["embedded", "more", "deep"], \.deep, int, Encode.int)

@Suite struct EncodeObjectPlanTests {
  private static let withOwner = Card(
    title: "T", tags: ["a"], extra: ["x"], ownerName: "Ann", owner: Owner(name: "Ann", id: 7), deep: 3)
  private static let withoutOwner = Card(title: "T", tags: [], extra: nil, ownerName: "Bo", owner: nil, deep: 4)

  @Test(arguments: [
    (
      withOwner,
      #"{"embedded":{"tags":["a"],"extra":["x"],"more":{"deep":3}},"title":"T","owner":{"name":"Ann","id":7}}"#
    ),
    (withoutOwner, #"{"embedded":{"tags":[],"more":{"deep":4}},"title":"T","owner":{"name":"Bo"}}"#),
  ])
  fileprivate func pathsUnderOneKeyShareOneObject(card: Card, expected: String) throws {
    #expect(try Encode.text(card, encodeCard) == expected)
  }

  @Test(arguments: [
    (
      withOwner,
      #"{"title":"T","embedded":{"tags":["a"],"extra":["x"],"more":{"deep":3}},"owner":{"name":"Ann","id":7}}"#
    ),
    (withoutOwner, #"{"title":"T","embedded":{"tags":[],"more":{"deep":4}},"owner":{"name":"Bo"}}"#),
  ])
  fileprivate func aCodecsPathsShareOneObject(card: Card, expected: String) throws {
    #expect(String(decoding: try cardCodec.encodedData(card), as: UTF8.self) == expected)
  }

  @Test func aCodecsMergedObjectsReadBack() throws {
    let data = try cardCodec.encodedData(Self.withOwner)
    #expect(decodeJSON(data, with: cardCodec.decode).value == Self.withOwner)
  }

  @Test func sortedAndIndentedOutputMergesToo() throws {
    let options = JSONEncodingOptions(indent: 1, sortsKeys: true)
    #expect(
      try Encode.text(Self.withoutOwner, encodeCard, options) == """
        {
         "embedded": {
          "more": {
           "deep": 4
          },
          "tags": []
         },
         "owner": {
          "name": "Bo"
         },
         "title": "T"
        }
        """)
  }

  @Test func aFieldAloneWritesItsObjects() throws {
    let field = Encode.Field<Card>.requiredAt(["a", "b", "c"], \.deep, Encode.int)
    #expect(field.path == ["a", "b", "c"])
    #expect(try Encode.text(Self.withOwner, Encode.object([field])) == #"{"a":{"b":{"c":3}}}"#)
    let alone: EncodeFunction<Card> = { card, output in try output.writeObject { try field.write(card, &$0) } }
    #expect(try Encode.text(Self.withOwner, alone) == #"{"a":{"b":{"c":3}}}"#)
  }

  @Test func theFirstFieldPresentAtAKeyIsWritten() throws {
    let encode: EncodeFunction<Card> = Encode.object([
      .optional("x", \.extra, Encode.array(Encode.string)),
      .required("x", \.title, Encode.string),
      .required("x", \.ownerName, Encode.string),
    ])
    #expect(try Encode.text(Self.withOwner, encode) == #"{"x":["x"]}"#)
    #expect(try Encode.text(Self.withoutOwner, encode) == #"{"x":"T"}"#)
  }

  @Test func anErrorInsideAMergedObjectNamesItsPath() {
    let encode: EncodeFunction<Owner> = Encode.object([
      .requiredAt(["stats", "id"], \.id, Encode.int),
      .requiredAt(["stats", "mean"], \.id, Encode.map({ _ in Double.nan }, Encode.double)),
    ])
    #expect(throws: JSONEncodingError(path: ["stats", "mean"], reason: "NaN cannot be written as JSON")) {
      try Encode.data(Owner(name: "", id: 1), encode)
    }
  }
}
