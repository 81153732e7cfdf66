import Decoding
import DecodingTestSupport
import Foundation
import Testing

// Seeded random values of a model zoo, encoded by `CodableEncoder` and decoded again by
// `CodableDecoder` (and by `JSONDecoder`, which must read the text too): every value must
// come back equal, with the default options and with every layout option on.

/// An enum with associated values, which Codable writes as nested keyed containers.
enum ZooShape: Codable, Equatable, Sendable {
  case circle(radius: Double)
  case rectangle(width: Double, height: Double)
  case point
  case labelled(String, Int?)
}

/// A string enum, written as its raw value.
enum ZooTag: String, Codable, Equatable, Sendable, CaseIterable {
  case red, green
  case blue = "b/l\"ue"
}

/// Optionals, enums, nested arrays and dictionaries, and the Foundation types.
struct ZooAnimal: Codable, Equatable, Sendable {
  var id: Int64
  var count: UInt64
  var name: String
  var nickname: String?
  var score: Double
  var ratio: Float?
  var flags: [Bool]
  var shape: ZooShape
  var shapes: [ZooShape]?
  var matrix: [[Int?]]
  var lookup: [String: [Int8]]
  var byNumber: [Int: String]
  var tag: ZooTag
  var born: Date
  var photo: Data
  var home: URL
  var price: Decimal
  var children: [ZooAnimal]
}

/// Draws random zoo animals from a seed.
struct RandomZoo {
  var random: RandomJSON

  init(seed: UInt64) { random = RandomJSON(seed: seed) }

  private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random.generator) }
  private mutating func chance() -> Bool { Bool.random(using: &random.generator) }

  /// A finite double: an edge case or any bit pattern that is finite.
  mutating func double() -> Double {
    let edges: [Double] = [0, -0.0, 1, -1, 0.1, 1e21, 1e-7, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 123.456]
    if int(0...3) == 0 { return edges[int(0...edges.count - 1)] }
    while true {
      let value = Double(bitPattern: random.generator.next())
      if value.isFinite { return value }
    }
  }

  mutating func shape() -> ZooShape {
    switch int(0...3) {
    case 0: return .circle(radius: double())
    case 1: return .rectangle(width: double(), height: double())
    case 2: return .point
    default: return .labelled(random.string(), chance() ? int(-5...5) : nil)
    }
  }

  mutating func animal(depth: Int = 2) -> ZooAnimal {
    ZooAnimal(
      id: Int64(bitPattern: random.generator.next()),
      count: random.generator.next(),
      name: random.string(),
      nickname: chance() ? random.string() : nil,
      score: double(),
      ratio: chance() ? Float(bitPattern: UInt32(truncatingIfNeeded: random.generator.next()) & 0x7F7F_FFFF) : nil,
      flags: (0..<int(0...3)).map { _ in chance() },
      shape: shape(),
      shapes: chance() ? (0..<int(0...3)).map { _ in shape() } : nil,
      matrix: (0..<int(0...3)).map { _ in (0..<int(0...3)).map { _ in chance() ? int(-1000...1000) : nil } },
      lookup: Dictionary((0..<int(0...3)).map { _ in (random.string(), [Int8(int(-128...127))]) }) { a, _ in a },
      byNumber: Dictionary((0..<int(0...3)).map { _ in (int(-50...50), random.string()) }) { a, _ in a },
      tag: ZooTag.allCases[int(0...2)],
      born: Date(
        timeIntervalSinceReferenceDate: Double(int(-2_000_000_000...2_000_000_000)) + Double(int(0...999)) / 1000),
      photo: Data((0..<int(0...6)).map { _ in UInt8(int(0...255)) }),
      home: URL(string: "https://example.com/\(int(0...999))/a%20b?q=\(int(0...9))#f")!,
      price: Decimal(
        sign: chance() ? .minus : .plus, exponent: int(-20...20), significand: Decimal(int(0...999_999_999))),
      children: depth > 0 ? (0..<int(0...2)).map { _ in animal(depth: depth - 1) } : [])
  }
}

@Suite struct CodableEncoderRoundTripTests {
  static let encoders: [CodableEncoder] = [
    CodableEncoder(),
    CodableEncoder(outputFormatting: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]),
  ]

  @Test(arguments: encoders)
  func randomValuesDecodeBackEqual(_ encoder: CodableEncoder) throws {
    var zoo = RandomZoo(seed: 0x200_E4C0)
    for _ in 0..<300 {
      let animal = zoo.animal()
      let data = try encoder.encode(animal)
      let decoded = try CodableDecoder().decode(ZooAnimal.self, from: data)
      #expect(decoded == animal, "\(String(decoding: data, as: UTF8.self))")
      #expect(try JSONDecoder().decode(ZooAnimal.self, from: data) == animal)
      #expect(try encoder.encodeJSON(animal) == JSON(parsing: data))
      if decoded != animal { return }
    }
  }

  @Test func theSameValueGivesTheSameBytesEveryTime() throws {
    var zoo = RandomZoo(seed: 7)
    let animal = zoo.animal()
    let sorted = CodableEncoder(outputFormatting: .sortedKeys)
    let first = try sorted.encode(animal)
    for _ in 0..<5 {
      #expect(try sorted.encode(animal) == first)
    }
  }
}

extension CodableEncoder: CustomTestStringConvertible {
  /// The options, for the test report.
  public var testDescription: String { "outputFormatting \(outputFormatting.rawValue)" }
}
