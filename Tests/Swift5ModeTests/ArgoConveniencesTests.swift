// Argo's `sequence` and `.map(JSON.init)` in the Swift 5 language mode, where closures are
// not inferred `@Sendable` and nothing may warn.

import Decoding
import Foundation
import Testing

@Suite struct ArgoConveniencesTests {
  @Test func sequenceOfAnArrayAndOfADictionary() {
    let rings: JSON = [[1, 2], [3, "x"]]
    let decoded = decodeArray(rings) >>- { (rings: [JSON]) in sequence(rings.map { [Double].decode($0) }) }
    #expect(decoded.description == #"failure([1][1]: expected Double, found "x")"#)
    #expect(sequence(["a": Int.decode(1), "b": Int.decode(2)]) == .success(["a": 1, "b": 2]))
  }

  @Test func mapJSONInitOnFoundationObjects() throws {
    let objects = try JSONSerialization.jsonObject(with: Data(#"[true, {"a": null}]"#.utf8)) as? [Any] ?? []
    #expect(objects.map(JSON.init) == [true, ["a": nil]])
    #expect([objects.first].compactMap { $0.map(JSON.init) } == [true])
  }
}
