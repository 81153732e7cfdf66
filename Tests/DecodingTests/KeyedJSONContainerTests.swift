import Foundation
import Testing

@testable import Decoding

// The keyed container of Decoding's `Swift.Decoder`, used the way hand-written
// `init(from:)` implementations use it: nested containers, super decoders, key lists,
// `null` checks, and the coding paths all of them report.

private enum Keys: String, CodingKey {
  case id, name, meta, tags, parent, missing
}

/// Reads members every way a keyed container allows and writes down what it saw.
private struct KeyedProbe: Swift.Decodable {
  var lines: [String] = []

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    lines.append("allKeys: \(container.allKeys.map(\.stringValue).sorted())")
    lines.append("contains missing: \(container.contains(.missing)), contains meta: \(container.contains(.meta))")
    lines.append("name is null: \(try container.decodeNil(forKey: .name))")
    lines.append("name if present: \(String(describing: try container.decodeIfPresent(String.self, forKey: .name)))")
    let meta = try container.nestedContainer(keyedBy: Keys.self, forKey: .meta)
    lines.append("meta path: \(paths(meta.codingPath)), meta.id: \(try meta.decode(Int.self, forKey: .id))")
    var tags = try meta.nestedUnkeyedContainer(forKey: .tags)
    lines.append("tags path: \(paths(tags.codingPath)), count: \(tags.count ?? -1)")
    lines.append("first tag: \(try tags.decode(String.self)), index now \(tags.currentIndex)")
    let parent = try container.superDecoder(forKey: .parent)
    lines.append(
      "parent path: \(paths(parent.codingPath)), id: \(try parent.container(keyedBy: Keys.self).decode(Int.self, forKey: .id))"
    )
    let absent = try container.superDecoder()
    lines.append("super path: \(paths(absent.codingPath)), nil: \(try absent.singleValueContainer().decodeNil())")
    lines.append("decoder path still: \(paths(decoder.codingPath))")
    do {
      _ = try meta.decode(String.self, forKey: .missing)
    } catch let DecodingError.keyNotFound(key, context) {
      lines.append("missing: \(key.stringValue) at \(paths(context.codingPath)): \(context.debugDescription)")
    }
    do {
      _ = try tags.decode(Int.self)
    } catch let DecodingError.typeMismatch(_, context) {
      lines.append("second tag: \(paths(context.codingPath)): \(context.debugDescription)")
    }
  }
}

private func paths(_ codingPath: [any CodingKey]) -> String {
  "[\(codingPath.map(\.stringValue).joined(separator: ", "))]"
}

/// One integer member, of any width.
private struct IntegerBox<T: FixedWidthInteger & Codable>: Codable {
  let id: T
}

/// Holds a probe one level down, so that paths do not start at the root.
private struct Holder: Swift.Decodable {
  let probe: KeyedProbe
}

@Suite struct KeyedJSONContainerTests {
  @Test func containersReportTheirMembersAndPaths() throws {
    let json: JSON = [
      "probe": ["id": 1, "name": nil, "meta": ["id": 2, "tags": ["a", "b"]], "parent": ["id": 3]]
    ]
    let probe = try CodableDecoder().decode(Holder.self, from: json).probe
    #expect(
      probe.lines == [
        "allKeys: [\"id\", \"meta\", \"name\", \"parent\"]",
        "contains missing: false, contains meta: true",
        "name is null: true",
        "name if present: nil",
        "meta path: [probe, meta], meta.id: 2",
        "tags path: [probe, meta, tags], count: 2",
        "first tag: a, index now 1",
        "parent path: [probe, parent], id: 3",
        "super path: [probe, super], nil: true",
        "decoder path still: [probe]",
        "missing: missing at [probe, meta]: probe.meta.missing: missing key",
        #"second tag: [probe, meta, tags, Index 1]: probe.meta.tags[1]: expected Int, found "b""#,
      ])
  }

  @Test func decodeNilOfAMissingMemberIsKeyNotFound() {
    struct NilProbe: Swift.Decodable {
      init(from decoder: any Decoder) throws {
        _ = try decoder.container(keyedBy: Keys.self).decodeNil(forKey: .id)
      }
    }
    #expect {
      try CodableDecoder().decode(NilProbe.self, from: [:])
    } throws: { error in
      guard case DecodingError.keyNotFound(let key, _) = error else { return false }
      return key.stringValue == "id"
    }
  }

  @Test(arguments: [
    (["id": 1] as JSON, "success"),
    (["id": "1"] as JSON, #"id: expected Int, found "1""#),
    (["id": nil] as JSON, "id: expected Int, found null"),
    ([:] as JSON, "id: missing key"),
  ])
  func everyIntegerWidthReadsTheSameWay(_ json: JSON, _ expected: String) {
    func outcome<T: FixedWidthInteger & Codable>(_ type: T.Type) -> String {
      do {
        _ = try CodableDecoder().decode(IntegerBox<T>.self, from: json)
        return "success"
      } catch let error as DecodingError {
        return (error.context.underlyingError as? DecodeError)?.description ?? "\(error)"
      } catch {
        return "\(error)"
      }
    }
    let outcomes = [
      outcome(Int.self), outcome(Int8.self), outcome(Int16.self), outcome(Int32.self), outcome(Int64.self),
      outcome(Int128.self), outcome(UInt.self), outcome(UInt8.self), outcome(UInt16.self), outcome(UInt32.self),
      outcome(UInt64.self), outcome(UInt128.self),
    ]
    let typeNames = [
      "Int", "Int8", "Int16", "Int32", "Int64", "Int128", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "UInt128",
    ]
    #expect(outcomes == typeNames.map { expected.replacingOccurrences(of: "expected Int,", with: "expected \($0),") })
  }

  @Test func wideIntegersReadEveryDigit() throws {
    struct Wide: Codable, Equatable {
      let big: Int128
      let bigger: UInt128
    }
    let text = #"{"big": -170141183460469231731687303715884105728, "bigger": 340282366920938463463374607431768211455}"#
    let wide = try CodableDecoder().decode(Wide.self, from: Data(text.utf8))
    #expect(wide == Wide(big: .min, bigger: .max))
  }
}

extension DecodingError {
  /// The context of any case.
  var context: Context {
    switch self {
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
      .dataCorrupted(let context):
      return context
    @unknown default:
      return Context(codingPath: [], debugDescription: "\(self)")
    }
  }
}
