import Testing

@testable import Decoding

private enum Kind: Equatable, Decodable, UnknownCaseRepresentable {
  case circle, square
  case unknown(String)

  init?(rawValue: String) {
    switch rawValue {
    case "circle": self = .circle
    case "square": self = .square
    default: return nil
    }
  }

  var rawValue: String {
    switch self {
    case .circle: "circle"
    case .square: "square"
    case .unknown(let raw): raw
    }
  }
}

private enum Level: Equatable, Decodable, UnknownCaseRepresentable {
  case low, high
  case unknown(Int)

  init?(rawValue: Int) {
    switch rawValue {
    case 1: self = .low
    case 9: self = .high
    default: return nil
    }
  }

  var rawValue: Int {
    switch self {
    case .low: 1
    case .high: 9
    case .unknown(let raw): raw
    }
  }
}

@Suite struct UnknownCaseRepresentableTests {
  @Test(arguments: [
    (JSON.string("circle"), "success(circle)"),
    (JSON.string("hexagon"), #"success(unknown("hexagon"))"#),
    (JSON.string(""), #"success(unknown(""))"#),
    (JSON.number(3), "failure(kind: expected Kind, found 3)"),
    (JSON.null, "failure(kind: expected Kind, found null)"),
  ])
  func aStringRawValueWithoutACaseKeepsTheRawValue(value: JSON, expected: String) {
    let kind: Decoded<Kind> = JSON.object(["kind": value]) <| "kind"
    #expect("\(kind)" == expected)
  }

  @Test(arguments: [
    (JSON.number(9), "success(high)"),
    (JSON.number(5), "success(unknown(5))"),
    (JSON.number(1.5), "failure(level: expected Level, found 1.5)"),
    (JSON.string("9"), #"failure(level: expected Level, found "9")"#),
  ])
  func anIntegerRawValueWithoutACaseKeepsTheRawValue(value: JSON, expected: String) {
    let level: Decoded<Level> = JSON.object(["level": value]) <| "level"
    #expect("\(level)" == expected)
  }

  @Test func orUnknownMapsARawValue() {
    #expect(Kind.orUnknown("square") == .square)
    #expect(Kind.orUnknown("star") == .unknown("star"))
  }
}
