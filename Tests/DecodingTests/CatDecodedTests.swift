import Testing

@testable import Decoding

@Suite struct CatDecodedTests {
  @Test func keepsTheSuccessesOfAnArrayInOrder() {
    let decoded: [Decoded<Int>] = [.success(1), .failure(.custom("bad")), .success(3), .failure(.missingKey("x"))]
    #expect(catDecoded(decoded) == [1, 3])
    #expect(catDecoded([Decoded<Int>]()) == [])
  }

  @Test func keepsTheSuccessesOfADictionary() {
    let decoded: [String: Decoded<String>] = ["a": .success("x"), "b": .failure(.custom("bad")), "c": .success("z")]
    #expect(catDecoded(decoded) == ["a": "x", "c": "z"])
  }

  @Test func worksOnElementsDecodedOneByOne() throws {
    let json = try JSON(parsing: "[1, \"two\", 3]")
    let numbers = catDecoded(try #require(json.arrayValue).map(Int.decode))
    #expect(numbers == [1, 3])
  }
}
