import BenchmarkSupport
import Decoding
import Foundation

/// `decode-benchmark --profile-varied COUNT`: parses COUNT small documents, each of a shape
/// of its own, and reads every member of each, for a profiler to watch.
///
/// The process-wide caches of the parser (shapes whose keys do not repeat, where lookups
/// that missed their hint found their key, blocks kept for the next parse) pay on a stream
/// of documents of the same shape. This is the other stream, where every document is new to
/// them: what they cost there, and what they keep afterwards, is what they cost a process
/// that never sees a shape twice. The documents are 100 bytes to 2 KB, objects of 2 to 40
/// members with keys drawn at random, some nested, the same on every run. One round of
/// other documents of the same kind runs first, outside the measured loop, so that first-use
/// costs stay out of it.
enum VariedStream {
  /// `count` documents from `seed`, and per document its keys in the order they are read:
  /// shuffled, so that lookups miss their hint as a model's fields in another order do.
  static func documents(count: Int, seed: UInt64) throws -> [(data: Data, keys: [String])] {
    var random = SplitMix64(seed: seed)
    return try (0..<count).map { _ in
      let members = Int.random(in: 2...40, using: &random)
      var object: [String: JSON] = [:]
      var keys: [String] = []
      while keys.count < members {
        let key = word(&random)
        guard object[key] == nil else { continue }
        object[key] = value(&random, depth: 0)
        keys.append(key)
      }
      return (try JSON.object(object).formattedData(.compact), keys.shuffled(using: &random))
    }
  }

  private static func word(_ random: inout SplitMix64) -> String {
    let letters = Array("abcdefghijklmnopqrstuvwxyz_")
    return String((0..<Int.random(in: 2...14, using: &random)).map { _ in letters.randomElement(using: &random)! })
  }

  private static func value(_ random: inout SplitMix64, depth: Int) -> JSON {
    switch Int.random(in: 0..<(depth == 0 ? 6 : 4), using: &random) {
    case 0: return .number(JSONNumber(Int.random(in: -1_000_000...1_000_000, using: &random)))
    case 1: return .string(word(&random))
    case 2: return .bool(Bool.random(using: &random))
    case 3: return .null
    case 4:
      return .array((0..<Int.random(in: 0...5, using: &random)).map { _ in value(&random, depth: 1) })
    default:
      var nested: [String: JSON] = [:]
      for _ in 0..<Int.random(in: 1...8, using: &random) { nested[word(&random)] = value(&random, depth: 1) }
      return .object(nested)
    }
  }

  /// Parses every document and looks up each of its keys; returns a count of what was read.
  @inline(never)
  static func repeatVariedStream(_ documents: [(data: Data, keys: [String])]) throws -> Int {
    var found = 0
    for document in documents {
      let json = try JSON(parsing: document.data)
      for key in document.keys where json[key] != nil { found += 1 }
    }
    return found
  }

  /// Runs the stream: a warm-up round, then `count` other documents in the profiled loop.
  /// With `releasesCaches`, empties the parser's caches before the measured loop, and
  /// prints what the process held before and after.
  static func profile(count: Int, releasesCaches: Bool) throws {
    let warmUp = try documents(count: count, seed: 1)
    let measured = try documents(count: count, seed: 2)
    _ = blackHole(try repeatVariedStream(warmUp))
    let before = heapInUse()
    if releasesCaches { JSON.releaseCachedMemory() }
    let found = blackHole(try repeatVariedStream(measured))
    let after = heapInUse()
    JSON.releaseCachedMemory()
    let released = heapInUse()
    let bytes = measured.map(\.data.count).reduce(0, +)
    print("parsed \(count) documents of \(bytes) bytes in all, each of its own shape; read \(found) members")
    print(
      "resident anonymous memory: \(before >> 10) KB after the warm-up round, \(after >> 10) KB after the measured one, "
        + "\(released >> 10) KB once JSON.releaseCachedMemory() has run")
  }

  /// The process's resident anonymous memory (heap and other written pages), or 0 where
  /// `/proc` cannot say.
  static func heapInUse() -> Int {
    PeakMemory.Snapshot.current()?.anonymous ?? 0
  }
}
