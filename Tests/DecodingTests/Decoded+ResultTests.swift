import Testing

@testable import Decoding

@Suite struct DecodedResultTests {
  @Test(arguments: [Decoded<Int>.success(1), .missingKey("id"), .customError("bad")])
  func roundTripsThroughResult(decoded: Decoded<Int>) {
    let result = Result(decoded)
    #expect(result == decoded.result)
    #expect(Decoded(result) == decoded)
  }

  @Test func bridgesCasesToCases() throws {
    let success: Result<Int, DecodeError> = Decoded.success(1).result
    #expect(try success.get() == 1)
    let failure = Result<Int, DecodeError>(Decoded<Int>.missingKey("id"))
    #expect(throws: DecodeError.missingKey("id")) { try failure.get() }
    #expect(Decoded(Result<Int, DecodeError>.failure(.custom("bad"))) == .customError("bad"))
    #expect(Decoded(Result<Int, DecodeError>.success(2)) == .success(2))
  }

  @Test func resultsCompositionIsAvailable() {
    let json: JSON = ["id": "7"]
    let text: Decoded<String> = json <| "id"
    let id = text.result.flatMap { text in
      Int(text).map(Result.success) ?? .failure(DecodeError.custom("not a number"))
    }
    #expect(id == .success(7))
  }
}
