import Decoding
import Foundation

@testable import DecodeBenchmark

/// Small slices of the benchmark documents, cut from the real files (and, for big_data,
/// generated), so a debug test run decodes every benchmark shape in milliseconds.
enum BenchmarkSlices {
  /// `../shared/data/bench` beside the repository.
  static let benchDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // DecodeBenchmarkTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // repository
    .deletingLastPathComponent()
    .appendingPathComponent("shared/data/bench")

  /// The first five statuses (replies, `possibly_sensitive`, user URLs, a hashtag) and the metadata.
  static let twitter: JSON = {
    let document = load("twitter.json")
    guard case .object(var members) = document, case .array(let statuses)? = members["statuses"] else {
      preconditionFailure("twitter.json has no statuses")
    }
    members["statuses"] = .array(Array(statuses.prefix(5)))
    return .object(members)
  }()

  /// The first three performances, the events they belong to and two more, and the name tables.
  static let citmCatalog: JSON = {
    let document = load("citm_catalog.json")
    guard case .object(var members) = document, case .array(let performances)? = members["performances"],
      case .object(let events)? = members["events"]
    else {
      preconditionFailure("citm_catalog.json has no performances or events")
    }
    let kept = Array(performances.prefix(3))
    var keys = Set(events.keys.sorted().prefix(2))
    for case .object(let performance) in kept {
      if case .number(let id)? = performance["eventId"] { keys.insert(id.text) }
    }
    members["performances"] = .array(kept)
    members["events"] = .object(events.filter { keys.contains($0.key) })
    return .object(members)
  }()

  /// The outline of Canada cut to its first three rings.
  static let canada: JSON = {
    let document = load("canada.json")
    guard case .object(var members) = document, case .array(let features)? = members["features"],
      case .object(var feature)? = features.first, case .object(var geometry)? = feature["geometry"],
      case .array(let rings)? = geometry["coordinates"]
    else {
      preconditionFailure("canada.json has no polygon")
    }
    geometry["coordinates"] = .array(Array(rings.prefix(3)))
    feature["geometry"] = .object(geometry)
    members["features"] = .array([.object(feature)])
    return .object(members)
  }()

  /// Twenty generated TestModel objects, from the same generator as the benchmark's 10,000.
  static let bigData: JSON = {
    do {
      return try JSON(parsing: BigDataDocument.text(count: 20))
    } catch {
      preconditionFailure("the generated big_data document does not parse: \(error)")
    }
  }()

  private static func load(_ name: String) -> JSON {
    do {
      return try JSON(parsing: Data(contentsOf: benchDirectory.appendingPathComponent(name)))
    } catch {
      preconditionFailure("cannot read \(name): \(error)")
    }
  }
}

extension JSON {
  /// This value with the value at `path` replaced by `replacement`, or removed when it is `nil`.
  func replacing(_ path: [JSONPath.Component], with replacement: JSON?) -> JSON {
    guard let first = path.first else { return replacement ?? .null }
    let rest = Array(path.dropFirst())
    switch (self, first) {
    case (.object(var members), .key(let key)):
      if rest.isEmpty, replacement == nil {
        members[key] = nil
      } else {
        members[key] = (members[key] ?? .null).replacing(rest, with: replacement)
      }
      return .object(members)
    case (.array(var elements), .index(let index)):
      elements[index] = elements[index].replacing(rest, with: replacement)
      return .array(elements)
    default:
      preconditionFailure("no \(first) in \(self)")
    }
  }
}
