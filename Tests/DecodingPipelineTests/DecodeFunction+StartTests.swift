import Curry
import DecodingPipeline
import Foundation
import Testing

@testable import Decoding

// `decode(f)` starts a pipeline. The field decoders here are written by hand on top of
// `JSON.decodeMember`, so these tests exercise only the generated starts and `|>`.

/// A field decoder written by hand: the member `key`, decoded with `T.decode`.
private func member<T: Decodable & Sendable>(_ key: String, _ type: T.Type = T.self) -> DecodeFunction<T>
where T.DecodedType == T {
  { json in json.decodeMember(key) { T.decode($0) } }
}

private struct Tag: Equatable, Sendable {
  let name: String
}

private struct Pair: Equatable, Sendable {
  let name: String
  let count: Int
}

/// Twenty fields of four types, so that a swapped pair of arguments could not go unnoticed.
private struct Wide: Equatable, Sendable {
  let f1: Int
  let f2: String
  let f3: Bool
  let f4: Double
  let f5: Int
  let f6: String
  let f7: Bool
  let f8: Double
  let f9: Int
  let f10: String
  let f11: Bool
  let f12: Double
  let f13: Int
  let f14: String
  let f15: Bool
  let f16: Double
  let f17: Int
  let f18: String
  let f19: Bool
  let f20: Double
}

/// A global pipeline: compiles only because `decode(f)` and `|>` give a `@Sendable` decoder
/// (test targets are in the Swift 6 language mode).
private let decodeWide =
  decode(Wide.init)
  |> member("f1", Int.self) |> member("f2", String.self) |> member("f3", Bool.self) |> member("f4", Double.self)
  |> member("f5", Int.self) |> member("f6", String.self) |> member("f7", Bool.self) |> member("f8", Double.self)
  |> member("f9", Int.self) |> member("f10", String.self) |> member("f11", Bool.self) |> member("f12", Double.self)
  |> member("f13", Int.self) |> member("f14", String.self) |> member("f15", Bool.self) |> member("f16", Double.self)
  |> member("f17", Int.self) |> member("f18", String.self) |> member("f19", Bool.self) |> member("f20", Double.self)

private let wideDocument: JSON = [
  "f1": 1, "f2": "two", "f3": true, "f4": 4.5, "f5": 5, "f6": "six", "f7": false, "f8": 8.5, "f9": 9, "f10": "ten",
  "f11": true, "f12": 12.5, "f13": 13, "f14": "fourteen", "f15": false, "f16": 16.5, "f17": 17, "f18": "eighteen",
  "f19": true, "f20": 20.5,
]

private let wideValue = Wide(
  f1: 1, f2: "two", f3: true, f4: 4.5, f5: 5, f6: "six", f7: false, f8: 8.5, f9: 9, f10: "ten", f11: true, f12: 12.5,
  f13: 13, f14: "fourteen", f15: false, f16: 16.5, f17: 17, f18: "eighteen", f19: true, f20: 20.5)

private let decodePair = decode(Pair.init) |> member("name", String.self) |> member("count", Int.self)

@Test func oneArgumentPipelineDecodes() {
  let decodeTag = decode(Tag.init) |> member("name", String.self)
  #expect(decodeTag(["name": "swift"]) == .success(Tag(name: "swift")))
}

@Test func twoArgumentPipelineGivesArgumentsInOrder() {
  #expect(decodePair(["name": "apples", "count": 3]) == .success(Pair(name: "apples", count: 3)))
}

@Test func twentyArgumentPipelineGivesEveryArgumentToItsParameter() {
  #expect(decodeWide(wideDocument) == .success(wideValue))
}

@Test func twentyArgumentPipelineReportsEveryBadFieldWithItsPath() throws {
  var members = try #require(wideDocument.objectValue)
  members["f2"] = 2
  members.removeValue(forKey: "f13")
  members["f20"] = "twenty"
  let error = try #require(decodeWide(.object(members)).error)
  #expect(
    error.description == """
      f2: expected String, found 2
      f13: missing key
      f20: expected Double, found "twenty"
      """)
}

@Test func twoArgumentPipelineReportsBothBadFields() throws {
  let error = try #require(decodePair(["name": 1, "count": "many"]).error)
  #expect(
    error.description == """
      name: expected String, found 1
      count: expected Int, found "many"
      """)
}

@Test(arguments: [JSON.null, 42, "text", [1, 2], [:]])
func theStartAloneSucceedsWhateverTheJSON(json: JSON) throws {
  let start = decode { (name: String, count: Int) in Pair(name: name, count: count) }
  let curried = try #require(start(json).value)
  #expect(curried("pears")(2) == Pair(name: "pears", count: 2))
}

@Test func eachDecodeBuildsItsOwnCurriedFunction() throws {
  let start = decode { (name: String, count: Int) in Pair(name: name, count: count) }
  let first = try #require(start(.null).value)
  let second = try #require(start(.null).value)
  let waiting = first("kept")
  #expect(second("other")(1) == Pair(name: "other", count: 1))
  #expect(waiting(7) == Pair(name: "kept", count: 7))
}

@Test func globalPipelineDecodesConcurrently() async {
  let results = await withTaskGroup(of: Decoded<Wide>.self) { group in
    for _ in 0..<8 {
      group.addTask { decodeWide(wideDocument) }
    }
    return await group.reduce(into: []) { $0.append($1) }
  }
  #expect(results == Array(repeating: .success(wideValue), count: 8))
}

// MARK: - Argo's entry points beside the starts

/// An Argo-style model, so the Argo overloads of `decode` have something to decode.
private struct Member: Decodable, Equatable {
  let name: String
  let age: Int

  static func decode(_ json: JSON) -> Decoded<Member> {
    curry(Member.init) <^> json <| "name" <*> json <| "age"
  }
}

@Test func argoDecodeToAnOptionalStillResolves() {
  let object: Any = ["name": "Ada", "age": 36]
  let member: Member? = decode(object)
  #expect(member == Member(name: "Ada", age: 36))
}

@Test func argoDecodeOfAnArrayStillResolves() {
  let object: Any = [["name": "Ada", "age": 36], ["name": "Alan", "age": 41]]
  let members: Decoded<[Member]> = decode(object)
  #expect(members == .success([Member(name: "Ada", age: 36), Member(name: "Alan", age: 41)]))
}

@Test func argoDecodePassedToFlatMapStillResolves() {
  let object: Any? = ["swift", "json"]
  let tags: [String]? = object.flatMap(decode)
  #expect(tags == ["swift", "json"])
}

@Test func startsAndArgoEntryPointsMixInOneFunction() {
  let object: Any = ["name": "Ada", "age": 36]
  let viaArgo: Member? = decode(object)
  let viaPipeline = decode(Member.init) |> member("name", String.self) |> member("age", Int.self)
  #expect(viaPipeline(JSON(object)).value == viaArgo)
}
