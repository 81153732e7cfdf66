import Decoding
import DecodingTestSupport
import Foundation
import Testing

@testable import DecodingJSON

/// Random mutations of valid documents: the parser must never crash or hang, must
/// either parse or throw a ``JSONSyntaxError`` located inside the input, and what it
/// parses must survive a round trip through ``JSON/formatted(_:)``.
@Suite struct JSONFuzzTests {
  /// Valid documents to mutate: the Argo fixtures, values cut out of the bench files,
  /// and generated values, compact and pretty.
  static func seeds() throws -> [[UInt8]] {
    var seeds: [[UInt8]] = []
    for name in try TestSupport.fileNames(in: "Argo") where name.hasSuffix(".json") {
      seeds.append(Array(try TestSupport.data("Argo/\(name)")))
    }
    var random = SplitMix64(seed: 0xF0_22)
    for name in ["twitter.json", "citm_catalog.json", "canada.json"] {
      let json = try JSON(parsing: TestSupport.benchmarkDocument(name))
      for value in Self.smallValues(in: json, using: &random, count: 12) {
        seeds.append(try Array(value.formatted(Bool.random(using: &random) ? .compact : .pretty).utf8))
      }
      // A raw window of the file: mostly invalid, which exercises the error paths.
      let data = try TestSupport.benchmarkDocument(name)
      let start = Int.random(in: 0..<(data.count - 600), using: &random)
      seeds.append(Array(data[start..<(start + 600)]))
    }
    var generated = RandomJSON(seed: 0xF0_23)
    for index in 0..<30 {
      seeds.append(try Array(generated.value(depth: 3).formatted(index.isMultiple(of: 2) ? .compact : .pretty).utf8))
    }
    return seeds
  }

  /// Up to `count` sub-values with between 3 and 60 scalars and containers.
  static func smallValues(in json: JSON, using random: inout SplitMix64, count: Int) -> [JSON] {
    var found: [JSON] = []
    var pending = [json]
    while let value = pending.popLast(), found.count < 200 {
      switch value {
      case .array(let elements): pending += elements.prefix(20)
      case .object(let members): pending += members.values.prefix(20)
      default: continue
      }
      if (3...60).contains(nodeCount(of: value, upTo: 61)) { found.append(value) }
    }
    found.shuffle(using: &random)
    return Array(found.prefix(count))
  }

  /// How many values `json` holds, counting itself, stopping at `limit`.
  static func nodeCount(of json: JSON, upTo limit: Int) -> Int {
    var count = 0
    var pending = [json]
    while let value = pending.popLast(), count < limit {
      count += 1
      switch value {
      case .array(let elements): pending += elements.prefix(limit)
      case .object(let members): pending += members.values.prefix(limit)
      default: break
      }
    }
    return count
  }

  static let interestingBytes: [UInt8] =
    Array("{}[]\",:\\0123456789-+.eEtrufalsn \t\r\n/u".utf8) + [
      0x00, 0x1F, 0x7F, 0x80, 0xBF, 0xC0, 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xED, 0xA0, 0xF0, 0x9F, 0xF4, 0xFF, 0xEF, 0xBB,
    ]

  static let interestingTokens: [[UInt8]] = [
    "\\u", "\\uD800", "\\uDC00", "\\ud83d\\ude00", "1e999", "-0", "0.", "[", "]]]]", "{\"", "\":", ",,", "null",
    "true", "\u{FEFF}", "é", "😀", "\"\\", "[[[[[[[[[[", "1234567890123456789012345",
  ].map { Array($0.utf8) }

  /// One random mutation of `document`, sometimes spliced with `other`.
  static func mutate(_ document: [UInt8], other: [UInt8], using random: inout SplitMix64) -> [UInt8] {
    var bytes = document
    let rounds = Int.random(in: 1...3, using: &random)
    for _ in 0..<rounds {
      let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
      switch Int.random(in: 0..<8, using: &random) {
      case 0 where !bytes.isEmpty:
        bytes[position] ^= 1 << UInt8.random(in: 0...7, using: &random)
      case 1 where !bytes.isEmpty:
        bytes[position] = interestingBytes.randomElement(using: &random)!
      case 2:
        bytes.insert(interestingBytes.randomElement(using: &random)!, at: position)
      case 3:
        bytes.insert(contentsOf: interestingTokens.randomElement(using: &random)!, at: position)
      case 4 where !bytes.isEmpty:
        let length = Int.random(in: 1...min(16, bytes.count - position), using: &random)
        bytes.removeSubrange(position..<(position + length))
      case 5:
        bytes = Array(bytes.prefix(position))
      case 6 where !other.isEmpty:
        let cut = Int.random(in: 0..<other.count, using: &random)
        bytes = Array(bytes.prefix(position)) + other[cut...]
      default:
        if !bytes.isEmpty {
          let length = Int.random(in: 1...min(32, bytes.count - position), using: &random)
          bytes.insert(contentsOf: bytes[position..<(position + length)], at: position)
        }
      }
    }
    return bytes
  }

  /// Line and column of `offset` worked out independently of the parser.
  static func location(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    var index = 0
    while index < offset {
      if bytes[index] == 0x0A || bytes[index] == 0x0D {
        if bytes[index] == 0x0D, index + 1 < offset, bytes[index + 1] == 0x0A { index += 1 }
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    let column = 1 + bytes[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count
    return (line, column)
  }

  static let optionVariants: [JSONParsingOptions] = [
    .default, JSONParsingOptions(unpairedSurrogates: .replace), JSONParsingOptions(duplicateKeys: .reject),
    JSONParsingOptions(maximumDepth: 3),
  ]

  @Test func mutatedDocumentsParseOrFailWithALocatedError() throws {
    let seeds = try Self.seeds()
    #expect(seeds.count > 80)
    var random = SplitMix64(seed: 0x00F0_22E5)
    var parsed = 0
    var failed = 0
    var problems: [String] = []
    for round in 0..<6_000 {
      let document = seeds.randomElement(using: &random)!
      let input = Self.mutate(document, other: seeds.randomElement(using: &random)!, using: &random)
      let options = Self.optionVariants[round % Self.optionVariants.count]
      // Every other round also parses the bytes as `Data`, read in place (or copied when
      // short), and expects the same value or the same error.
      let fromData = round.isMultiple(of: 2) ? Result { try JSON(parsing: Data(input), options: options) } : nil
      do {
        let json = try JSON(parsing: input, options: options)
        parsed += 1
        if let fromData, (try? fromData.get()) != json { problems.append("Data gave another value") }
        for format in [JSONFormat.compact, .pretty] {
          let text = try json.formatted(format)
          let reparsed = try? JSON(parsing: text, options: JSONParsingOptions(maximumDepth: 10))
          if reparsed != json { problems.append("round trip of \(text.prefix(200))") }
        }
      } catch {
        failed += 1
        switch fromData {
        case nil: break
        case .failure(let dataError) where "\(dataError)" == "\(error)": break
        default: problems.append("Data gave another outcome than [UInt8] for \(error)")
        }
        guard let error = error as? JSONSyntaxError else {
          problems.append("not a JSONSyntaxError: \(error)")
          continue
        }
        let expected = Self.location(of: min(max(error.offset, 0), input.count), in: input)
        if error.offset < 0 || error.offset > input.count || error.line != expected.line
          || error.column != expected.column || error.message.isEmpty
        {
          problems.append("\(error) at offset \(error.offset) of \(String(decoding: input, as: UTF8.self).prefix(200))")
        }
      }
    }
    #expect(problems.isEmpty, "\(problems.prefix(5))")
    // Both outcomes must be well represented for the test to mean something.
    #expect(parsed > 500)
    #expect(failed > 2_000)
  }

  @Test func randomBytesNeverCrashTheParser() throws {
    var random = SplitMix64(seed: 0xB17E5)
    for _ in 0..<3_000 {
      let length = Int.random(in: 0...64, using: &random)
      let input = (0..<length).map { _ in Self.interestingBytes.randomElement(using: &random)! }
      do {
        let json = try JSON(parsing: input)
        #expect(try JSON(parsing: json.formatted()) == json)
      } catch let error as JSONSyntaxError {
        #expect(error.offset >= 0 && error.offset <= input.count)
      } catch {
        Issue.record("not a JSONSyntaxError: \(error)")
      }
    }
  }
}
