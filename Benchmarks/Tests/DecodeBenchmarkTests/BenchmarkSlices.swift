import BenchmarkSupport
import Decoding
import Foundation

@testable import DecodeBenchmark

/// Small slices of the benchmark documents, cut from the real files (and, for big_data,
/// generated), so a debug test run decodes every benchmark shape in milliseconds.
///
/// Each slice is made by a throwing function: a missing or unreadable document fails the
/// tests that need it, naming the file, and the others still run.
enum BenchmarkSlices {
  /// `Benchmarks/Documents`.
  static let benchDirectory = URL(fileURLWithPath: BenchmarkFile.documentsPath(fromSourceFile: #filePath))

  /// The first five statuses (replies, `possibly_sensitive`, user URLs, a hashtag) and the metadata.
  static func twitter() throws -> JSON {
    let document = try load("twitter.json")
    guard case .object(var members) = document, case .array(let statuses)? = members["statuses"] else {
      throw SliceError("twitter.json has no statuses")
    }
    members["statuses"] = .array(Array(statuses.prefix(5)))
    return .object(members)
  }

  /// The first three performances, the events they belong to and two more, and the name tables.
  static func citmCatalog() throws -> JSON {
    let document = try load("citm_catalog.json")
    guard case .object(var members) = document, case .array(let performances)? = members["performances"],
      case .object(let events)? = members["events"]
    else {
      throw SliceError("citm_catalog.json has no performances or events")
    }
    let kept = Array(performances.prefix(3))
    var keys = Set(events.keys.sorted().prefix(2))
    for case .object(let performance) in kept {
      if case .number(let id)? = performance["eventId"] { keys.insert(id.text) }
    }
    members["performances"] = .array(kept)
    members["events"] = .object(events.filter { keys.contains($0.key) })
    return .object(members)
  }

  /// The outline of Canada cut to its first three rings.
  static func canada() throws -> JSON {
    let document = try load("canada.json")
    guard case .object(var members) = document, case .array(let features)? = members["features"],
      case .object(var feature)? = features.first, case .object(var geometry)? = feature["geometry"],
      case .array(let rings)? = geometry["coordinates"]
    else {
      throw SliceError("canada.json has no polygon")
    }
    geometry["coordinates"] = .array(Array(rings.prefix(3)))
    feature["geometry"] = .object(geometry)
    members["features"] = .array([.object(feature)])
    return .object(members)
  }

  /// Twenty generated TestModel objects, from the same generator as the benchmark's 10,000.
  static func bigData() throws -> JSON {
    try JSON(parsing: BigDataDocument.text(count: 20))
  }

  private static func load(_ name: String) throws -> JSON {
    let url = benchDirectory.appendingPathComponent(name)
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw SliceError("cannot read \(url.path): \(error.localizedDescription)")
    }
    return try JSON(parsing: data)
  }
}

/// Why a slice could not be made; its description names the document.
struct SliceError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}

extension JSON {
  /// This value with the value at `path` replaced by `replacement`, or removed when it is `nil`.
  func replacing(_ path: [JSONPath.Component], with replacement: JSON?) throws -> JSON {
    guard let first = path.first else { return replacement ?? .null }
    let rest = Array(path.dropFirst())
    switch (self, first) {
    case (.object(var members), .key(let key)):
      if rest.isEmpty, replacement == nil {
        members[key] = nil
      } else {
        members[key] = try (members[key] ?? .null).replacing(rest, with: replacement)
      }
      return .object(members)
    case (.array(var elements), .index(let index)):
      guard elements.indices.contains(index) else { throw SliceError("no [\(index)] in \(self)") }
      elements[index] = try elements[index].replacing(rest, with: replacement)
      return .array(elements)
    default:
      throw SliceError("no \(first) in \(self)")
    }
  }
}
