import DecodingPipeline
import Foundation
import Testing

@testable import Decoding

@Suite struct UUIDDecodableTests {
  @Test(arguments: ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"])
  func decodesAUUIDInEitherCase(text: String) throws {
    let json: JSON = ["id": .string(text)]
    let id: UUID = try json.decode("id")
    #expect(id.uuidString == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
    #expect(required("id", uuid)(json) == .success(id))
  }

  @Test(arguments: [
    (
      JSON.string("E621E1F8C36C495A93FC0C247A3E6E5F"),
      #"ids[0]: expected UUID, found "E621E1F8C36C495A93FC0C247A3E6E5F""#
    ),
    (JSON.string("not-a-uuid"), #"ids[0]: expected UUID, found "not-a-uuid""#),
    (JSON.number(7), "ids[0]: expected UUID, found 7"),
  ])
  func anInvalidUUIDFailsWithItsPath(value: JSON, message: String) {
    let json: JSON = ["ids": [value]]
    let decoded: Decoded<[UUID]> = json <|| "ids"
    #expect(decoded.error?.description == message)
  }
}
