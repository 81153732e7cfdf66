import Decoding
import DecodingPipeline
import Testing

private struct Box {
  let name: String
  let inner: [String: Int]
  let parts: [Part]
}

private struct Part {
  let z: Int
  let y: String?
}

private let encodePart: EncodeFunction<Part> = Encode.object([
  .required("z", \.z, Encode.int),
  .optional("y", \.y, Encode.string),
])

// Fields in an order that is not sorted, with objects at three levels, a key given twice,
// keys that need escapes and keys beyond ASCII.
private let encodeBox: EncodeFunction<Box> = Encode.object([
  .required("name", \.name, Encode.string),
  .requiredAt(["nested", "parts"], \.parts, Encode.array(encodePart)),
  .required("inner", \.inner, Encode.dictionary(Encode.int)),
  .required("f", \.name, Encode.string),
  .required("é", \.name, Encode.string),
  .required("e\u{301}", \.name, Encode.string),
  .required("a/b", \.name, Encode.string),
  .requiredAt(["nested", "a"], \.name, Encode.string),
  Encode.Field { _, output in try output.member("dup", 1) },
  Encode.Field { _, output in try output.member("dup", 2) },
  .required("Q\"", \.name, Encode.string),
])

@Suite struct EncodeSortedKeysTests {
  private static let box = Box(name: "n", inner: ["b": 1, "a": 2], parts: [Part(z: 1, y: "s"), Part(z: 0, y: nil)])

  @Test(arguments: [
    (
      JSONEncodingOptions(sortsKeys: true),
      #"{"Q\"":"n","a/b":"n","dup":2,"f":"n","inner":{"a":2,"b":1},"name":"n","#
        + #""nested":{"a":"n","parts":[{"y":"s","z":1},{"z":0}]},"é":"n","e\#u{301}":"n"}"#
    ),
    (
      JSONEncodingOptions(sortsKeys: true, escapesSlashes: true),
      #"{"Q\"":"n","a\/b":"n","dup":2,"f":"n","inner":{"a":2,"b":1},"name":"n","#
        + #""nested":{"a":"n","parts":[{"y":"s","z":1},{"z":0}]},"é":"n","e\#u{301}":"n"}"#
    ),
    (
      JSONEncodingOptions(indent: 1, sortsKeys: true),
      """
      {
       "Q\\"": "n",
       "a/b": "n",
       "dup": 2,
       "f": "n",
       "inner": {
        "a": 2,
        "b": 1
       },
       "name": "n",
       "nested": {
        "a": "n",
        "parts": [
         {
          "y": "s",
          "z": 1
         },
         {
          "z": 0
         }
        ]
       },
       "é": "n",
       "e\u{301}": "n"
      }
      """
    ),
  ])
  func membersAreSortedAtEveryLevelAsEachObjectCloses(options: JSONEncodingOptions, expected: String) throws {
    let text = try Encode.text(Self.box, encodeBox, options)
    #expect(text == expected)
    // The same as writing the unsorted text's value with sorted keys.
    let unsorted = try JSON(parsing: try Encode.text(Self.box, encodeBox, JSONEncodingOptions(escapesSlashes: true)))
    #expect(try unsorted.encodedString(options) == expected)
  }
}
