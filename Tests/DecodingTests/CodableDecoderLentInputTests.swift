import Foundation
import Testing

@testable import Decoding

// `CodableDecoder.decode(_:from:)` decodes from the caller's bytes as they lie, without a
// copy: whatever a model keeps past the decode (a `JSON`, a value a decode function was
// given, the decoder itself) reads a copy, so overwriting the caller's bytes afterwards
// changes nothing it reads.

/// Keeps the decoder it was decoded with, to read it after the decode.
private final class DecoderKeeper: Swift.Decodable, @unchecked Sendable {
  let decoder: any Decoder

  init(from decoder: any Decoder) throws {
    self.decoder = decoder
  }

  func name() throws -> String {
    enum Key: CodingKey { case name }
    return try decoder.container(keyedBy: Key.self).decode(String.self, forKey: .name)
  }
}

/// Keeps a `JSON` field.
private struct Envelope: Swift.Decodable {
  let kind: String
  let payload: JSON
}

/// Keeps the `JSON` its operator-style decode is given.
private struct RawPayload: Decodable, CodableViaDecodable {
  let json: JSON

  static func decode(_ json: JSON) -> Decoded<RawPayload> {
    .success(RawPayload(json: json))
  }
}

private struct RawEnvelope: Swift.Decodable {
  let payload: RawPayload
}

/// Keeps the `JSON` a decode function run on its decoder is given.
private struct FunctionPayload: Swift.Decodable {
  let json: JSON

  init(from decoder: any Decoder) throws {
    json = try decoder.decode(with: { Decoded.success($0) })
  }
}

private struct FunctionEnvelope: Swift.Decodable {
  let payload: FunctionPayload
}

@Suite struct CodableDecoderLentInputTests {
  static let text = #"{"kind": "note", "name": "Ada Lovelace", "payload": {"text": "first program", "year": 1843}}"#

  /// Overwrites every byte of `data` in place, as a caller reusing its buffer would.
  static func overwrite(_ data: inout Data) {
    _ = data.withUnsafeMutableBytes { $0.initializeMemory(as: UInt8.self, repeating: UInt8(ascii: "#")) }
  }

  static func expectPayload(_ payload: JSON) {
    #expect(payload["text"]?.stringValue == "first program")
    #expect(payload["year"]?.intValue == 1843)
  }

  @Test func aKeptDecoderReadsACopyAfterTheDecode() throws {
    var data = Data(Self.text.utf8)
    let keeper = try CodableDecoder().decode(DecoderKeeper.self, from: data)
    Self.overwrite(&data)
    #expect(try keeper.name() == "Ada Lovelace")
  }

  @Test func aJSONFieldReadsACopy() throws {
    var data = Data(Self.text.utf8)
    let envelope = try CodableDecoder().decode(Envelope.self, from: data)
    Self.overwrite(&data)
    #expect(envelope.kind == "note")
    Self.expectPayload(envelope.payload)
  }

  /// Keys converted from snake case make objects of the decoder's own around the
  /// document's values: those values read a copy too.
  @Test func aJSONFieldUnderConvertedKeysReadsACopy() throws {
    var data = Data(#"{"kind": "note", "payload": {"text_body": "first program", "year": 1843}}"#.utf8)
    let envelope = try CodableDecoder(keyDecodingStrategy: .convertFromSnakeCase).decode(Envelope.self, from: data)
    Self.overwrite(&data)
    #expect(envelope.payload["text_body"]?.stringValue == "first program")
    #expect(envelope.payload["year"]?.intValue == 1843)
  }

  @Test func theJSONOfABridgedDecodeReadsACopy() throws {
    var data = Data(Self.text.utf8)
    let envelope = try CodableDecoder().decode(RawEnvelope.self, from: data)
    Self.overwrite(&data)
    Self.expectPayload(envelope.payload.json)
  }

  @Test func theJSONOfADecodeFunctionReadsACopy() throws {
    var data = Data(Self.text.utf8)
    let envelope = try CodableDecoder().decode(FunctionEnvelope.self, from: data)
    Self.overwrite(&data)
    Self.expectPayload(envelope.payload.json)
  }

  /// A `JSON` handed to another thread while the decode runs reads the copy there.
  @Test func aJSONSentToAnotherTaskReadsACopy() async throws {
    var data = Data(Self.text.utf8)
    let envelope = try CodableDecoder().decode(Envelope.self, from: data)
    let reader = Task.detached { (envelope.payload["text"]?.stringValue, envelope.payload["year"]?.intValue) }
    Self.overwrite(&data)
    let (text, year) = await reader.value
    #expect(text == "first program" && year == 1843)
  }

  /// Syntax errors are still located in the caller's bytes, and nothing is decoded.
  @Test(arguments: [
    ("{\"kind\": \"note\",\n \"name\" 1}", "line 2, column 9: expected ':' after object key, found '1'"),
    ("[\"unterminated", "line 1, column 15: expected '\"' to end the string, found end of input"),
    ("", "line 1, column 1: expected a value, found end of input"),
  ])
  func aSyntaxErrorIsDataCorruptedAtTheRoot(text: String, message: String) {
    #expect {
      _ = try CodableDecoder().decode(Envelope.self, from: Data(text.utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.codingPath.isEmpty && context.debugDescription == "invalid JSON: \(message)"
    }
  }
}
