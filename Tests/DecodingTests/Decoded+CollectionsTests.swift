import Testing

@testable import Decoding

/// Argo's `catDecoded` and `sequence`, over arrays and dictionaries of results.
@Suite struct DecodedCollectionsTests {
  @Test func catDecodedKeepsTheSuccessesOfAnArrayInOrder() {
    let decoded: [Decoded<Int>] = [.success(1), .failure(.custom("bad")), .success(3), .failure(.missingKey("x"))]
    #expect(catDecoded(decoded) == [1, 3])
    #expect(catDecoded([Decoded<Int>]()) == [])
  }

  @Test func catDecodedKeepsTheSuccessesOfADictionary() {
    let decoded: [String: Decoded<String>] = ["a": .success("x"), "b": .failure(.custom("bad")), "c": .success("z")]
    #expect(catDecoded(decoded) == ["a": "x", "c": "z"])
  }

  @Test func catDecodedWorksOnElementsDecodedOneByOne() throws {
    let json = try JSON(parsing: "[1, \"two\", 3]")
    let numbers = catDecoded(try #require(json.arrayValue).map(Int.decode))
    #expect(numbers == [1, 3])
  }

  @Test(
    "sequence of an array: every value in order, or every failure by index",
    arguments: [
      ([], "success([])"),
      ([.success(1), .success(2), .success(3)], "success([1, 2, 3])"),
      (
        [.success(1), .failure(.custom("bad")), .success(3), .failure(.missingKey("x"))],
        "failure([1]: bad\n[3].x: missing key)"
      ),
      ([Int.decode("7"), Int.decode(nil)], "failure([0]: expected Int, found \"7\"\n[1]: expected Int, found null)"),
    ] as [([Decoded<Int>], String)])
  func sequenceOfAnArray(results: [Decoded<Int>], expected: String) {
    #expect(sequence(results).description == expected)
  }

  @Test(
    "sequence of a dictionary: every value under its key, or every failure by key",
    arguments: [
      ([:], "success([:])"),
      (["a": .success(1)], "success([\"a\": 1])"),
      (
        ["b": .failure(.missingKey("x")), "a": .success(1), "c": Int.decode("q")],
        "failure(b.x: missing key\nc: expected Int, found \"q\")"
      ),
    ] as [([String: Decoded<Int>], String)])
  func sequenceOfADictionary(results: [String: Decoded<Int>], expected: String) {
    #expect(sequence(results).description == expected)
  }

  @Test func sequenceOfADictionaryWithKeysOtherThanStrings() {
    let results: [Int: Decoded<String>] = [2: String.decode(2), 1: .success("one"), 10: .failure(.custom("no"))]
    // A key that is not an identifier is quoted in a path, as any object key is.
    #expect(sequence(results).description == #"failure(["10"]: no\#n["2"]: expected String, found 2)"#)
    #expect(sequence([1: Decoded<String>.success("one")]) == .success([1: "one"]))
  }

  /// Argo 4 decoded nested arrays, such as a polygon's rings of points, with `sequence`;
  /// the same calls give what `<|` into `[[[Double]]]` gives, the member's key included,
  /// which `>>-` right after `<|` puts in front of the step's failures.
  @Test(
    arguments: [
      (
        #"{"coordinates": [[[1, 2.5], [3, 4]], [[5, 6]]]}"#, "success([[[1.0, 2.5], [3.0, 4.0]], [[5.0, 6.0]]])"
      ),
      (
        #"{"coordinates": [[[1, 2]], [[5, 6], [7, "x"], [null, 8]]]}"#,
        "failure(coordinates[1][1][1]: expected Double, found \"x\"\ncoordinates[1][2][0]: expected Double, found null)"
      ),
      (#"{"coordinates": [[[1, 2]], 3]}"#, "failure(coordinates[1]: expected array, found 3)"),
    ])
  func sequenceDecodesNestedArraysAsArgoCodeDid(document: String, expected: String) throws {
    let json = try JSON(parsing: document)
    func decodeRing(_ ring: JSON) -> Decoded<[[Double]]> {
      decodeArray(ring) >>- { (points: [JSON]) in sequence(points.map { decodeArray($0) }) }
    }
    let rings: Decoded<[[[Double]]]> = json <| "coordinates" >>- { (rings: [JSON]) in sequence(rings.map(decodeRing)) }
    let direct: Decoded<[[[Double]]]> = json <| "coordinates"
    #expect(rings.description == expected)
    #expect(direct.description == expected)
  }

  @Test func anUnlabelledSequenceIsArgosNotTheStandardLibrarys() {
    let results = [Decoded.success(1), .success(2)]
    // Without Argo's `sequence`, this call would be taken for `sequence(first:next:)`, and fail.
    let sequenced = sequence(results)
    #expect(type(of: sequenced) == Decoded<[Int]>.self)
    #expect(sequenced == .success([1, 2]))
    #expect(Array(sequence(first: 1) { $0 < 3 ? $0 + 1 : nil }) == [1, 2, 3])
  }
}
