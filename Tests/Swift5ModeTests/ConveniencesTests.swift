// The conveniences as an app in the Swift 5 language mode writes them: cases and
// fallbacks passed as method references and closures that are not `@Sendable`.

import Decoding
import DecodingPipeline
import Testing

enum Shape: Equatable {
  case circle(radius: Double)
  case square(side: Double)
  case other(String)

  static func decodeCircle(_ json: JSON) -> Decoded<Shape> {
    Shape.circle <^> json <| "radius"
  }

  static func decodeSquare(_ json: JSON) -> Decoded<Shape> {
    Shape.square <^> json <| "side"
  }

  static func describe(_ shape: Shape) -> (tag: String, content: JSON) {
    switch shape {
    case .circle(let radius): ("circle", .object(encoding: ["radius": radius]))
    case .square(let side): ("square", .object(encoding: ["side": side]))
    case .other(let tag): (tag, .object([:]))
    }
  }
}

enum Tier: Equatable {
  case free
  case pro
  case unknown(String)
}

extension Tier: RawRepresentable {
  init?(rawValue: String) {
    switch rawValue {
    case "free": self = .free
    case "pro": self = .pro
    default: return nil
    }
  }

  var rawValue: String {
    switch self {
    case .free: "free"
    case .pro: "pro"
    case .unknown(let raw): raw
    }
  }
}

struct Settings: Equatable {
  let retries: Int
  let tier: Tier
  let limit: Int
}

@Suite struct ConveniencesTests {
  @Test func unionsWithMethodReferencesInBothStyles() {
    let text = #"[{"type": "circle", "radius": 1}, {"type": "hexagon"}]"#
    let operators: Decoded<[Shape]> = decode(parsing: text).flatMap { (elements: [JSON]) in
      sequence(
        elements.map {
          $0.decodeUnion(
            .internallyTagged(by: "type"), ["circle": Shape.decodeCircle, "square": Shape.decodeSquare],
            unknown: Shape.other)
        })
    }
    let pipeline = decodeJSON(
      text,
      with: array(
        union(
          .internallyTagged(by: "type"), ["circle": Shape.decodeCircle, "square": Shape.decodeSquare],
          unknown: Shape.other)))
    #expect(operators == .success([.circle(radius: 1), .other("hexagon")]))
    #expect(pipeline == operators)
    let encode = Encode.union(.internallyTagged(by: "type"), Shape.describe)
    #expect((try? Encode.text(Shape.square(side: 2), encode)) == #"{"type":"square","side":2}"#)
    let literal = Encode.union(.externallyTagged) { (shape: Shape) in Shape.describe(shape) }
    #expect((try? Encode.text(Shape.circle(radius: 1), literal)) == #"{"circle":{"radius":1}}"#)
  }

  @Test func fallbacksDefaultsAndCoercionWithNonSendableFunctions() {
    var seen: [String] = []
    let remember: (String) -> Tier = { raw in
      seen.append(raw)
      return .unknown(raw)
    }
    let decodeSettings =
      decode(Settings.init)
      |> defaulted("retries", int, 3)
      |> required("tier", rawRepresentable(Tier.self, unknown: Tier.unknown))
      |> required("limit", coerced(int))
    let settings = decodeJSON(#"{"tier": "enterprise", "limit": "42"}"#, with: decodeSettings)
    #expect(settings == .success(Settings(retries: 3, tier: .unknown("enterprise"), limit: 42)))
    let tier = decodeJSON(#""team""#, with: rawRepresentable(Tier.self, unknown: remember))
    #expect(tier == .success(.unknown("team")))
    #expect(seen == ["team"])
    let literal = decodeJSON(#""team""#, with: rawRepresentable(Tier.self, unknown: { .unknown($0.uppercased()) }))
    #expect(literal == .success(.unknown("TEAM")))
  }
}
