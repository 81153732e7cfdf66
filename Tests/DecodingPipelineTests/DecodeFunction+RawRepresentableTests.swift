import DecodingPipeline
import Testing

@testable import Decoding

private enum Orbit: String, CaseIterable, Sendable {
  case inner, outer
}

private enum Priority: Int, Sendable {
  case low = 1
  case high = 9
}

private struct Ratio: RawRepresentable, Sendable, Equatable {
  let rawValue: Double
  init?(rawValue: Double) {
    guard (0...1).contains(rawValue) else { return nil }
    self.rawValue = rawValue
  }
}

@Suite struct RawRepresentableDecoderTests {
  @Test func decodesStringAndIntRawValues() throws {
    let json: JSON = ["orbit": "outer", "priority": 9, "ratio": 0.25]
    #expect(try json.decode("orbit", with: rawRepresentable(Orbit.self)) == .outer)
    #expect(try json.decode("priority", with: rawRepresentable(Priority.self)) == .high)
    #expect(try json.decode("ratio", with: rawRepresentable(Ratio.self)) == Ratio(rawValue: 0.25))
  }

  @Test(arguments: [
    (JSON.string("pluto"), #"orbit: expected Orbit (one of "inner", "outer"), found "pluto""#),
    (JSON.number(3), #"orbit: expected Orbit (one of "inner", "outer"), found 3"#),
    (JSON.null, #"orbit: expected Orbit (one of "inner", "outer"), found null"#),
  ])
  func anUnknownOrWrongValueNamesTheType(value: JSON, message: String) {
    let json: JSON = ["orbit": value]
    #expect(required("orbit", rawRepresentable(Orbit.self))(json).error?.description == message)
  }

  @Test func anUnknownIntegerIsNamed() {
    let json: JSON = ["priorities": [1, 5]]
    let decoded = required("priorities", array(rawRepresentable(Priority.self)))(json)
    #expect(decoded.error?.description == "priorities[1]: expected Priority, found 5")
  }
}

private enum Planet: RawRepresentable, Equatable, Sendable {
  case mercury, venus
  case unknown(String)

  init?(rawValue: String) {
    switch rawValue {
    case "mercury": self = .mercury
    case "venus": self = .venus
    default: return nil
    }
  }

  var rawValue: String {
    switch self {
    case .mercury: "mercury"
    case .venus: "venus"
    case .unknown(let raw): raw
    }
  }
}

@Suite struct RawRepresentableUnknownDecoderTests {
  @Test(arguments: [
    (JSON.string("venus"), "success(venus)"),
    (JSON.string("pluto"), #"success(unknown("pluto"))"#),
    (JSON.number(9), "failure(planet: expected Planet, found 9)"),
  ])
  func aFieldCanMapAnUnknownRawValueToItsFallback(value: JSON, expected: String) {
    let decodePlanet = required("planet", rawRepresentable(Planet.self, unknown: Planet.unknown))
    #expect("\(decodePlanet(["planet": value]))" == expected)
  }

  @Test func withoutTheFallbackAnUnknownRawValueStaysAnError() {
    #expect(
      required("planet", rawRepresentable(Planet.self))(["planet": "pluto"]).error?.description
        == #"planet: expected Planet, found "pluto""#)
  }
}
