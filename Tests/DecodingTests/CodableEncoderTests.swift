import Decoding
import Foundation
import Testing

// What the parity table cannot show: misuse that `JSONEncoder` traps on, errors a value
// catches itself, key conversion name by name, and one encoder shared between threads.

/// Asks for a second container or value where one was encoded already.
struct Misuse: Encodable, Sendable {
  enum Kind: Sendable { case keyedAfterValue, unkeyedAfterKeyed, valueTwice, keyedAfterUnkeyedNested }
  let kind: Kind

  func encode(to encoder: any Encoder) throws {
    switch kind {
    case .keyedAfterValue:
      var single = encoder.singleValueContainer()
      try single.encode(1)
      _ = encoder.container(keyedBy: JSONCodingKeyForTests.self)
    case .unkeyedAfterKeyed:
      _ = encoder.container(keyedBy: JSONCodingKeyForTests.self)
      _ = encoder.unkeyedContainer()
    case .valueTwice:
      var single = encoder.singleValueContainer()
      try single.encode(1)
      try single.encode(2)
    case .keyedAfterUnkeyedNested:
      var container = encoder.container(keyedBy: JSONCodingKeyForTests.self)
      try container.encode(Field(a: MisuseInside()), forKey: JSONCodingKeyForTests("outer"))
    }
  }
}

/// An unkeyed container and then a keyed one, one level down.
struct MisuseInside: Encodable, Sendable {
  func encode(to encoder: any Encoder) throws {
    var array = encoder.unkeyedContainer()
    try array.encode(1)
    _ = encoder.container(keyedBy: JSONCodingKeyForTests.self)
  }
}

/// Catches the error of a member that cannot be written, and goes on.
struct Forgiving: Encodable, Sendable {
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONCodingKeyForTests.self)
    try container.encode(1, forKey: JSONCodingKeyForTests("kept"))
    try? container.encode(Double.nan, forKey: JSONCodingKeyForTests("nan"))
    try? container.encode([0, Double.infinity], forKey: JSONCodingKeyForTests("array"))
    var list = container.nestedUnkeyedContainer(forKey: JSONCodingKeyForTests("list"))
    try? list.encode(Float.nan)
    try list.encode(2)
  }
}

@Suite struct CodableEncoderTests {
  @Test(arguments: [
    (
      Misuse.Kind.keyedAfterValue,
      "[]: Attempt to push new keyed encoding container when already previously encoded at this path."
    ),
    (
      .unkeyedAfterKeyed,
      "[]: Attempt to push new unkeyed encoding container when already previously encoded at this path."
    ),
    (.valueTwice, "[]: Attempt to encode value through single value container when previously value already encoded."),
    (
      .keyedAfterUnkeyedNested,
      "[outer, a]: Attempt to push new keyed encoding container when already previously encoded at this path."
    ),
  ])
  func throwsWhereJSONEncoderWouldTrap(_ kind: Misuse.Kind, _ expected: String) {
    #expect {
      try CodableEncoder().encode(Misuse(kind: kind))
    } throws: { error in
      guard case EncodingError.invalidValue(_, let context) = error else { return false }
      return "[\(context.codingPath.map(\.stringValue).joined(separator: ", "))]: \(context.debugDescription)"
        == expected
    }
  }

  @Test func aCaughtErrorLeavesNoMember() throws {
    let text = String(decoding: try CodableEncoder().encode(Forgiving()), as: UTF8.self)
    #expect(text == #"{"kept":1,"list":[2]}"#)
  }

  @Test(arguments: [
    "myURLProperty", "eventName", "already_snake", "URLValue", "aBC", "a", "", "_leading", "trailing_", "ÉtéÉté",
    "with2Numbers3", "userID", "HTTPSConnection", "simple",
  ])
  func convertsKeysToSnakeCaseAsJSONEncoderDoes(_ name: String) throws {
    // A member named `name` is converted; a dictionary's key `name` is kept.
    let snake = CodableEncoder(outputFormatting: .sortedKeys, keyEncodingStrategy: .convertToSnakeCase)
    let foundation = JSONEncoder()
    foundation.outputFormatting = .sortedKeys
    foundation.keyEncodingStrategy = .convertToSnakeCase
    let named = ["a": [name: 1]] as [String: [String: Int]]
    #expect(try snake.encode(KeyNamed(name: name)) == foundation.encode(KeyNamed(name: name)))
    #expect(try snake.encode(named) == foundation.encode(named))
  }

  @Test func oneEncoderIsSharedBetweenThreads() async throws {
    let encoder = CodableEncoder(outputFormatting: .sortedKeys, keyEncodingStrategy: .convertToSnakeCase)
    let expected = try encoder.encode(Dog(name: "Rex", barks: true))
    let results = try await withThrowingTaskGroup(of: Data.self) { group in
      for _ in 0..<8 {
        group.addTask {
          var last = Data()
          for _ in 0..<200 { last = try encoder.encode(Dog(name: "Rex", barks: true)) }
          return last
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 8)
    #expect(results.allSatisfy { $0 == expected })
  }
}

/// One member whose key is any name, for the key strategies.
struct KeyNamed: Encodable, Sendable {
  let name: String

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONCodingKeyForTests.self)
    try container.encode(1, forKey: JSONCodingKeyForTests(name))
  }
}
