import Foundation
import Testing

// `described(_:)` is what compares the two styles' values, so it must read the same for equal
// values, however they were built, and differently for different ones.

private struct Sample {
  let id: Int
  let name: String?
  let tags: [String]
  let scores: [String: Int?]
  let link: URL
  let nested: Nested
}

private struct Nested {
  let flag: Bool
  let map: [String: Nested]
}

/// A dictionary of `keys`, each mapped to its position, built in the order given in storage
/// of `capacity`: equal dictionaries built differently.
private func positions(of keys: [String], capacity: Int) -> [String: Int] {
  var dictionary = [String: Int](minimumCapacity: capacity)
  for key in keys { dictionary[key] = Int(key.dropFirst())! }
  return dictionary
}

@Test func equalDictionariesReadTheSameHoweverTheyWereBuilt() {
  let keys = (1...20).map { "k\($0)" }
  let first = positions(of: keys, capacity: 20)
  let second = positions(of: keys.reversed(), capacity: 200)
  #expect(first == second)
  let expected = "[" + keys.sorted().map { #""\#($0)": \#($0.dropFirst())"# }.joined(separator: ", ") + "]"
  #expect(described(first) == expected)
  #expect(described(second) == expected)
  #expect(described([String: Int]()) == "[:]")
}

@Test func structsListTheirPropertiesWithTheirContentsDescribed() throws {
  let sample = Sample(
    id: 1, name: "a", tags: ["x", "y"], scores: ["42": nil, "17": 1],
    link: try #require(URL(string: "https://example.com")),
    nested: Nested(flag: true, map: ["b": Nested(flag: false, map: [:]), "a": Nested(flag: true, map: [:])]))
  #expect(
    described(sample) == """
      Sample(id: 1, name: Optional("a"), tags: ["x", "y"], scores: ["17": Optional(1), "42": nil], \
      link: https://example.com, nested: Nested(flag: true, map: ["a": Nested(flag: true, map: [:]), \
      "b": Nested(flag: false, map: [:])]))
      """)
}

@Test func differentValuesReadDifferently() {
  let value = Nested(flag: true, map: ["a": Nested(flag: true, map: [:])])
  #expect(described(value) != described(Nested(flag: true, map: ["a": Nested(flag: false, map: [:])])))
  #expect(described(value) != described(Nested(flag: true, map: ["b": Nested(flag: true, map: [:])])))
  #expect(described([1, 2]) != described([2, 1]))
  #expect(described(Optional(Optional<Int>.none) as Any) == "Optional(nil)")
}

@Test func setsAndTuplesAreDescribedToo() {
  #expect(described(Set(["b", "a", "c"])) == #"Set(["a", "b", "c"])"#)
  #expect(described((1, "a")) == #"(1, "a")"#)
  #expect(described((id: 1, tags: ["x": 2])) == #"(id: 1, tags: ["x": 2])"#)
}
