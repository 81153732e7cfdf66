import Testing

@testable import Decoding

private enum Keys: String, CodingKey {
  case name
}

@Suite struct JSONCodingKeyTests {
  @Test func indicesReadAsJSONDecodersDo() {
    #expect(JSONCodingKey(index: 2).stringValue == "Index 2")
    #expect(JSONCodingKey(index: 2).intValue == 2)
    #expect(JSONCodingKey(name: "id").stringValue == "id")
    #expect(JSONCodingKey(name: "id").intValue == nil)
    #expect(JSONCodingKey(intValue: 3).pathComponent == .index(3))
  }

  @Test(arguments: [
    ([JSONCodingKey(name: "a"), JSONCodingKey(index: 0)] as [any CodingKey], "a[0]"),
    ([Keys.name, JSONCodingKey(name: "Index 1")] as [any CodingKey], #"name["Index 1"]"#),
    ([ForeignIndexKey(index: 4), Keys.name] as [any CodingKey], "[4].name"),
  ])
  func codingPathsBecomeDocumentPaths(_ codingPath: [any CodingKey], _ expected: String) {
    #expect(JSONPath(codingPath: codingPath).description == expected)
  }
}

/// An index key as another decoder (`JSONDecoder`) makes it.
private struct ForeignIndexKey: CodingKey {
  let stringValue: String
  let intValue: Int?

  init(index: Int) {
    stringValue = "Index \(index)"
    intValue = index
  }

  init?(stringValue: String) {
    return nil
  }

  init?(intValue: Int) {
    self.init(index: intValue)
  }
}
