import Foundation
import Testing

@testable import Decoding

// This file imports both Foundation and Decoding, as an app would. `Decodable`
// here is Decoding's protocol; `Codable`, `Decoder`, `JSONDecoder` and `Result`
// must still be Swift's and Foundation's, and `Swift.Decodable` names Swift's.

private struct Settings: Codable, Equatable {
  var theme: String
  var fontSize: Int
}

/// Conforms to Swift's `Decodable` with a hand-written `init(from:)`.
private struct Version: Swift.Decodable, Equatable {
  var major: Int
  var minor: Int

  init(major: Int, minor: Int) {
    self.major = major
    self.minor = minor
  }

  init(from decoder: Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    let parts = text.split(separator: ".").compactMap { Int($0) }
    guard parts.count == 2 else {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "bad version \(text)"))
    }
    self.init(major: parts[0], minor: parts[1])
  }
}

/// Decodable both ways: by Foundation's `JSONDecoder` and by this library.
private struct Tag: Codable, Decodable, Equatable {
  var name: String

  static func decode(_ json: JSON) -> Decoded<Tag> {
    Tag.init <^> json <| "name"
  }
}

@Suite struct CodableCoexistenceTests {
  @Test func codableTypesDecodeWithFoundationsJSONDecoder() throws {
    let data = Data(#"{"theme": "dark", "fontSize": 13, "version": "2.1"}"#.utf8)
    #expect(try JSONDecoder().decode(Settings.self, from: data) == Settings(theme: "dark", fontSize: 13))
    let round = try JSONDecoder().decode(Settings.self, from: JSONEncoder().encode(Settings(theme: "x", fontSize: 1)))
    #expect(round == Settings(theme: "x", fontSize: 1))
  }

  @Test func handWrittenInitFromDecoderWorks() throws {
    let decoder = JSONDecoder()
    #expect(
      try decoder.decode([Version].self, from: Data(#"["2.1", "10.0"]"#.utf8)) == [
        .init(major: 2, minor: 1), .init(major: 10, minor: 0),
      ])
    #expect(throws: DecodingError.self) { try decoder.decode(Version.self, from: Data(#""two""#.utf8)) }
  }

  @Test func oneTypeCanConformToBothProtocols() throws {
    let data = Data(#"{"name": "swift"}"#.utf8)
    #expect(try JSONDecoder().decode(Tag.self, from: data) == Tag(name: "swift"))
    let decoded: Decoded<Tag> = decode(parsing: data)
    #expect(decoded == .success(Tag(name: "swift")))
  }

  @Test func swiftsNamesStillMeanSwiftsTypes() {
    // Each line compiles only if the unqualified name is the standard one: a
    // `Decoder`, `JSONDecoder` or `Result` in Decoding would shadow it or clash.
    let decoder: Foundation.JSONDecoder = JSONDecoder()
    let result: Swift.Result<Int, any Error> = Result<Int, any Error>.success(1)
    let decoderType: (any Swift.Decoder).Type = (any Decoder).self
    func requiresSwiftDecodable<T: Swift.Decodable>(_: T.Type) -> Bool { true }
    func requiresDecodingDecodable<T: Decodable>(_: T.Type) -> Bool { true }
    #expect(type(of: decoder) == Foundation.JSONDecoder.self)
    #expect((try? result.get()) == 1)
    #expect(decoderType == (any Swift.Decoder).self)
    #expect(requiresSwiftDecodable(Version.self))
    #expect(requiresSwiftDecodable(Tag.self))
    #expect(requiresDecodingDecodable(Tag.self))
  }
}
