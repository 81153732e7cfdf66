import Decoding
import Foundation

/// Writes the small API responses that show a decode's fixed cost: twitter.json's search
/// metadata with its first `statuses` statuses (none for about 300 bytes, one for about
/// 3 KB, two for about 10 KB), compact, keys sorted. The same bytes on every run: they are cut from the
/// benchmark's own twitter.json and written by Decoding's writer.
enum SmallResponseDocument {
  /// The generated documents, by name, and how many statuses each keeps.
  static let statusCounts = ["response_300b.json": 0, "response_3kb.json": 1, "response_10kb.json": 2]

  /// The response of `statuses` statuses cut from twitter.json's bytes `twitter`.
  static func data(statuses: Int, from twitter: Data) throws -> Data {
    let search = try JSON(parsing: twitter)
    guard case .array(let all)? = search["statuses"], let metadata = search["search_metadata"] else {
      throw BenchmarkDocument.Mismatch(description: "twitter.json has no statuses or search_metadata")
    }
    let response: JSON = .object(["statuses": .array(Array(all.prefix(statuses))), "search_metadata": metadata])
    return try response.formattedData(.compact)
  }
}
