import DecodingPipeline
import Foundation
import Testing

@testable import Decoding

@Suite struct DataDecodableTests {
  @Test(arguments: [("aGVsbG8=", "hello"), ("YQ==", "a"), ("", "")])
  func decodesStandardBase64(text: String, decoded: String) throws {
    let json: JSON = ["payload": .string(text)]
    let payload: Data = try json.decode("payload")
    #expect(payload == Data(decoded.utf8))
  }

  @Test(arguments: [
    (JSON.string("aGVsbG8"), #"payload: expected base64 data, found "aGVsbG8""#),
    (JSON.string("aGVs bG8="), #"payload: expected base64 data, found "aGVs bG8=""#),
    (JSON.string("!!!!"), #"payload: expected base64 data, found "!!!!""#),
    (JSON.string("-_8="), #"payload: expected base64 data, found "-_8=""#),
    (JSON.number(1), "payload: expected base64 data, found 1"),
  ])
  func invalidBase64FailsWithItsPath(value: JSON, message: String) {
    let json: JSON = ["payload": value]
    let decoded: Decoded<Data> = json <| "payload"
    #expect(decoded.error?.description == message)
    #expect(required("payload", base64Data)(json).error?.description == message)
  }

  @Test(
    arguments: [
      ("-_8", [0xFB, 0xFF]), ("-_8=", [0xFB, 0xFF]), ("aGVsbG8", Array("hello".utf8)), ("YQ", [0x61]),
      ("YQ==", [0x61]), ("", []),
    ] as [(String, [UInt8])])
  func decodesBase64URLWithOrWithoutPadding(text: String, bytes: [UInt8]) throws {
    let json: JSON = ["signature": .string(text)]
    #expect(try json.decode("signature", with: base64URLData) == Data(bytes))
  }

  @Test(arguments: ["+/8=", "a", "YQ=", "YQ===", "YQ=A", "aGVs bG8", "a.b"])
  func invalidBase64URLFailsWithItsPath(text: String) {
    let json: JSON = ["signature": .string(text)]
    let error = #expect(throws: DecodeError.self) { try json.decode("signature", with: base64URLData) }
    #expect(error?.description == "signature: expected base64url data, found \(JSON.quoted(text))")
  }
}
