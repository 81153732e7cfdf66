import Decoding
import DecodingPipeline
import Foundation
import Testing

private struct Point: Equatable {
  let x: Double
  let label: String?
  let tags: [String: Int]
}

private let encodePoint: EncodeFunction<Point> = Encode.object([
  .required("x", \.x, Encode.double),
  .optional("label", \.label, Encode.string),
  .required("tags", \.tags, Encode.dictionary(Encode.int)),
])

@Suite struct EncodeTests {
  @Test(arguments: [
    (try! Encode.text("a/\"", Encode.string), #""a/\"""#),
    (try! Encode.text(-3, Encode.int), "-3"),
    (try! Encode.text(Int64.min, Encode.int64), "-9223372036854775808"),
    (try! Encode.text(UInt64.max, Encode.uint64), "18446744073709551615"),
    (try! Encode.text(129.9, Encode.double), "129.9"),
    (try! Encode.text(Float(0.1), Encode.float), "0.1"),
    (try! Encode.text(false, Encode.bool), "false"),
    (try! Encode.text(["a": [1]] as JSON, Encode.json), #"{"a":[1]}"#),
    (try! Encode.text(5, Encode.null()), "null"),
    (try! Encode.text(nil, Encode.nullable(Encode.int)), "null"),
    (try! Encode.text(4, Encode.nullable(Encode.int)), "4"),
    (try! Encode.text([1, 2], Encode.array(Encode.int)), "[1,2]"),
    (try! Encode.text(["b": 1, "a": 2], Encode.dictionary(Encode.int)), #"{"a":2,"b":1}"#),
    (try! Encode.text(7, Encode.map({ (n: Int) in String(n) }, Encode.string)), #""7""#),
    (
      try! Encode.text(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, Encode.encodable()),
      #""E621E1F8-C36C-495A-93FC-0C247A3E6E5F""#
    ),
  ])
  func primitivesAndModifiers(text: String, expected: String) {
    #expect(text == expected)
  }

  @Test func objectsWriteFieldsInOrderAndLeaveOutNil() throws {
    let point = Point(x: 1.5, label: nil, tags: ["z": 1, "a": 2])
    #expect(try Encode.text(point, encodePoint) == #"{"x":1.5,"tags":{"a":2,"z":1}}"#)
    let labelled = Point(x: 0, label: "o", tags: [:])
    #expect(try Encode.text(labelled, encodePoint) == #"{"x":0,"label":"o","tags":{}}"#)
    #expect(try Encode.tree(labelled, encodePoint) == ["x": 0, "label": "o", "tags": [:]])
  }

  @Test func errorsNameThePath() {
    let points = [Point(x: 0, label: nil, tags: [:]), Point(x: .nan, label: nil, tags: [:])]
    #expect(throws: JSONEncodingError(path: [1, "x"], reason: "NaN cannot be written as JSON")) {
      try Encode.data(points, Encode.array(encodePoint))
    }
  }

  @Test func optionsApply() throws {
    let point = Point(x: 2, label: "a/b", tags: [:])
    let options = JSONEncodingOptions(indent: 2, sortsKeys: true, escapesSlashes: true)
    #expect(
      try Encode.text(point, encodePoint, options) == """
        {
          "label": "a\\/b",
          "tags": {},
          "x": 2
        }
        """)
  }
}
