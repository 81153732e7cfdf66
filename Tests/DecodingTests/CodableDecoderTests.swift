import Foundation
import Testing

@testable import Decoding

// `CodableDecoder`'s options and entry points beyond what `CodableDecoderParityTests`
// compares with `JSONDecoder`: custom strategies, `userInfo`, decoding a `JSON` value, the
// parser's options, and errors that types throw themselves.

private struct Event: Codable, Equatable {
  let name: String
  let startsAt: Date
}

private struct Attachment: Codable, Equatable {
  let bytes: Data
}

/// Reads a value from `userInfo`.
private struct Greeting: Swift.Decodable, Equatable {
  static let salutation = CodingUserInfoKey(rawValue: "salutation")!
  let text: String

  init(text: String) {
    self.text = text
  }

  init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    text = "\(decoder.userInfo[Self.salutation] as? String ?? "Hello"), \(name)"
  }
}

/// Throws an error of its own type, which callers may be catching.
private struct Checked: Swift.Decodable {
  struct Rejected: Error, Equatable {
    let codingPath: [String]
  }

  init(from decoder: any Decoder) throws {
    throw Rejected(codingPath: decoder.codingPath.map(\.stringValue))
  }
}

/// A recursive type, to decode deep documents.
private indirect enum Nested: Swift.Decodable, Equatable {
  case leaf
  case node(Nested)

  init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    self = container.isAtEnd ? .leaf : .node(try container.decode(Nested.self))
  }

  var depth: Int {
    if case .node(let inner) = self { return inner.depth + 1 }
    return 0
  }
}

@Suite struct CodableDecoderTests {
  /// Keys compare by code points, as in both styles: two keys that a Swift dictionary
  /// would merge are an error at the later one, not one value silently kept.
  @Test func canonicallyEquivalentKeysOfADictionaryAreAnError() throws {
    let text = "{\"\u{E9}\": 1, \"e\u{301}\": 2}"
    #expect {
      try CodableDecoder().decode([String: Int].self, from: Data(text.utf8))
    } throws: { error in
      guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
      return context.codingPath.map(\.stringValue) == ["e\u{301}"]
        && context.debugDescription
          == "[\"e\u{301}\"]: key is canonically equivalent to the earlier key \"\u{E9}\", and a Swift dictionary would merge them"
    }
    #expect(try CodableDecoder().decode([String: Int].self, from: Data(#"{"\u00e9": 1, "a": 2}"#.utf8)).count == 2)
  }

  @Test func decodesAJSONValueWithoutText() throws {
    let json: JSON = ["name": "Launch", "startsAt": 0]
    #expect(
      try CodableDecoder().decode(Event.self, from: json)
        == Event(name: "Launch", startsAt: Date(timeIntervalSinceReferenceDate: 0)))
  }

  @Test func aCustomDateStrategyReadsThroughTheDecoderAtTheValue() throws {
    let decoder = CodableDecoder(
      dateDecodingStrategy: .custom { decoder in
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let days = Int(text.dropLast()), text.hasSuffix("d") else {
          throw DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "expected days such as 3d"))
        }
        return Date(timeIntervalSince1970: Double(days) * 86_400)
      })
    let event = try decoder.decode(Event.self, from: Data(#"{"name": "Launch", "startsAt": "2d"}"#.utf8))
    #expect(event.startsAt == Date(timeIntervalSince1970: 172_800))
    #expect(throws: DecodingError.self) {
      try decoder.decode(Event.self, from: Data(#"{"name": "Launch", "startsAt": "soon"}"#.utf8))
    }
    do {
      _ = try decoder.decode([Event].self, from: Data(#"[{"name": "Launch", "startsAt": 5}]"#.utf8))
    } catch let DecodingError.typeMismatch(_, context) {
      #expect(context.codingPath.map(\.stringValue) == ["Index 0", "startsAt"])
      #expect(context.debugDescription == "[0].startsAt: expected String, found 5")
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func aFormattedDateStrategyNamesTheFormat() throws {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    let decoder = CodableDecoder(dateDecodingStrategy: .formatted(formatter))
    let event = try decoder.decode(Event.self, from: Data(#"{"name": "Launch", "startsAt": "2024-05-01"}"#.utf8))
    #expect(event.startsAt == Date(timeIntervalSince1970: 1_714_521_600))
    do {
      _ = try decoder.decode(Event.self, from: Data(#"{"name": "Launch", "startsAt": "May 1st"}"#.utf8))
    } catch let DecodingError.dataCorrupted(context) {
      #expect(context.debugDescription == #"startsAt: expected date formatted "yyyy-MM-dd", found "May 1st""#)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func aCustomDataStrategy() throws {
    let decoder = CodableDecoder(
      dataDecodingStrategy: .custom { decoder in
        Data(try decoder.singleValueContainer().decode(String.self).utf8)
      })
    #expect(try decoder.decode(Attachment.self, from: ["bytes": "hi"]) == Attachment(bytes: Data("hi".utf8)))
  }

  @Test func aCustomKeyStrategyIsGivenThePathToEachMember() throws {
    let seen = PathRecorder()
    let decoder = CodableDecoder(
      keyDecodingStrategy: .custom { codingPath in
        seen.record(codingPath.map(\.stringValue).joined(separator: "/"))
        let name = codingPath.last!.stringValue
        return JSONCodingKey(name: name.prefix(1).lowercased() + name.dropFirst())
      })
    let json: JSON = ["Name": "Launch", "StartsAt": 0]
    #expect(try decoder.decode([Event].self, from: [json]).first?.name == "Launch")
    #expect(seen.paths.sorted() == ["Index 0/Name", "Index 0/StartsAt"])
    #expect(throws: DecodingError.self) { try decoder.decode(Event.self, from: ["Name": "x"]) }
  }

  @Test func typesReadTheUserInfo() throws {
    let decoder = CodableDecoder(userInfo: [Greeting.salutation: "Hi"])
    #expect(try decoder.decode([Greeting].self, from: ["Ann"]) == [Greeting(text: "Hi, Ann")])
    #expect(try CodableDecoder().decode(Greeting.self, from: "Bo") == Greeting(text: "Hello, Bo"))
  }

  @Test func errorsOfTheTypesOwnReachTheCallerAsTheyWereThrown() {
    #expect(throws: Checked.Rejected(codingPath: ["a", "Index 0"])) {
      try CodableDecoder().decode([String: [Checked]].self, from: ["a": [[:], [:]]])
    }
  }

  /// What one decode learns of a type (an array, a dictionary, or neither) serves every
  /// later decode, on any thread: each type comes out right from decoders running at once.
  @Test func typesShapesAreSharedByDecodesOnEveryThread() async throws {
    struct Pair: Swift.Decodable, Equatable {
      let a: [Int: String]
      let b: [[String: Double]]
    }
    let data = Data(#"{"a": {"1": "x"}, "b": [{"y": 2.5}]}"#.utf8)
    let expected = Pair(a: [1: "x"], b: [["y": 2.5]])
    try await withThrowingTaskGroup(of: Bool.self) { group in
      for round in 0..<64 {
        group.addTask {
          switch round % 3 {
          case 0: return try CodableDecoder().decode(Pair.self, from: data) == expected
          case 1:
            return try CodableDecoder().decode([String: [Double]].self, from: Data(#"{"b": [1, 2]}"#.utf8)) == [
              "b": [1, 2]
            ]
          default:
            return try CodableDecoder().decode([[Int: String]].self, from: Data(#"[{"1": "x"}]"#.utf8)) == [[1: "x"]]
          }
        }
      }
      for try await isRight in group { #expect(isRight) }
    }
  }

  @Test func deepDocumentsDecodeWithinTheParsersDepthLimit() throws {
    let text = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
    #expect(try CodableDecoder().decode(Nested.self, from: Data(text.utf8)).depth == 499)
    var shallow = CodableDecoder()
    shallow.parsingOptions.maximumDepth = 10
    do {
      _ = try shallow.decode(Nested.self, from: Data(text.utf8))
      Issue.record("no error")
    } catch let DecodingError.dataCorrupted(context) {
      #expect(context.debugDescription.hasPrefix("invalid JSON: line 1, column 11: "))
      #expect((context.underlyingError as? DecodeError)?.syntaxError?.offset == 10)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }
}

/// Collects what a `@Sendable` strategy closure saw.
private final class PathRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [String] = []

  func record(_ path: String) {
    lock.withLock { recorded.append(path) }
  }

  var paths: [String] {
    lock.withLock { recorded }
  }
}
