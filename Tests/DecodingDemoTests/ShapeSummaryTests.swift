import Decoding
import Foundation
import Testing

@testable import DecodingDemo

@Test(arguments: [
  ("1", 0, 0, 0, 1, 0, 0, 0),
  ("[]", 0, 1, 0, 0, 0, 0, 1),
  (#"{"a": [1]}"#, 1, 1, 0, 1, 0, 0, 2),
  (#"[[[["deep"]]], null, false, {"k": "v"}]"#, 1, 4, 2, 0, 1, 1, 4),
])
func countsEveryKindOfValueAndTheDepth(
  text: String,
  objects: Int,
  arrays: Int,
  strings: Int,
  numbers: Int,
  booleans: Int,
  nulls: Int,
  depth: Int
) throws {
  let summary = ShapeSummary(of: try JSON(parsing: text), byteCount: text.utf8.count)
  let counts: [Int] = [
    summary.objects, summary.arrays, summary.strings, summary.numbers, summary.booleans, summary.nulls,
  ]
  let expected: [Int] = [objects, arrays, strings, numbers, booleans, nulls]
  #expect(counts == expected)
  #expect(summary.maximumDepth == depth)
  #expect(summary.byteCount == text.utf8.count)
}

/// Values counted the way Foundation sees them, independently of `JSON`.
private struct FoundationCounts {
  var containers = 0
  var strings = 0
  var scalars = 0
  var nulls = 0

  mutating func count(_ value: Any) {
    switch value {
    case let object as [String: Any]:
      containers += 1
      for member in object.values { count(member) }
    case let array as [Any]:
      containers += 1
      for element in array { count(element) }
    case is String: strings += 1
    case is NSNull: nulls += 1
    default: scalars += 1
    }
  }
}

@Test(arguments: ["Benchmarks/Documents/twitter.json", "Tests/Fixtures/Argo/types.json"])
func agreesWithFoundationOnRealDocuments(file: String) throws {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(file)
  let data = try Data(contentsOf: url)
  let summary = ShapeSummary(of: try JSON(parsing: data), byteCount: data.count)
  var expected = FoundationCounts()
  expected.count(try JSONSerialization.jsonObject(with: data))
  #expect(summary.objects + summary.arrays == expected.containers)
  #expect(summary.strings == expected.strings)
  #expect(summary.numbers + summary.booleans == expected.scalars)
  #expect(summary.nulls == expected.nulls)
}

@Test(arguments: [(0, "0"), (999, "999"), (1000, "1,000"), (631_515, "631,515"), (-1_234_567, "-1,234,567")])
func groupsThousandsTheSameInEveryLocale(value: Int, text: String) {
  #expect(ShapeSummary.grouped(value) == text)
}
