import DecodingTestSupport
import Testing

@testable import Decoding

@Test func parsesAFixture() throws {
  let json = try TestSupport.fixture("user_with_email")
  #expect(json == ["id": 1, "name": "Cool User", "email": "u.cool@example.com"])
}
