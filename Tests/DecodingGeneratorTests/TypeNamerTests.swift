import Decoding
import Testing

@testable import DecodingGenerator

/// Each struct as `Name: property, property`, in the order written.
private func structs(_ samples: String...) throws -> [String] {
  try models(samples).types.map { type in "\(type.name): " + type.fields.map(\.name).joined(separator: ", ") }
}

@Test func placesWithAlikeKeysShareOneType() throws {
  let types = try structs(
    #"{"author": {"id": 1, "name": "a"}, "comments": [{"author": {"id": 2, "name": "b", "email": "e"}}]}"#)
  #expect(types == ["Root: author, comments", "Author: id, name, email", "Comment: author"])
  let author = try models([#"{"author": {"id": 1}, "comments": [{"author": {"id": 2, "email": "e"}}]}"#]).types[1]
  #expect(author.paths == ["author", "comments[].author"])
  #expect(author.fields.map(\.type) == [.int, .optional(.string)])
}

@Test func placesWithDifferentKeysAreNamedAfterTheirParents() throws {
  let types = try structs(#"{"entities": {"hashtags": []}, "user": {"entities": {"url": "u"}}}"#)
  #expect(types == ["Root: entities, user", "Entities: hashtags", "User: entities", "UserEntities: url"])
}

@Test func reservedNamesAreNamedAfterTheirParents() throws {
  let types = try structs(#"{"data": {"date": {"year": 1}}, "urls": [{"url": "u"}], "image": {"w": 1}}"#)
  #expect(types == ["Root: data, urls, image", "RootData: date", "RootURL: url", "RootImage: w", "RootDataDate: year"])
}

@Test func aStructNeverHoldsItselfDirectly() throws {
  // `folder.folder` has the keys of `folder`, but one struct cannot hold another of its own
  // type; through an array it can.
  let types = try structs(
    #"{"folder": {"name": "a", "folder": {"name": "b"}}, "chat": {"replies": [{"replies": []}]}}"#)
  #expect(
    types == ["Root: folder, chat", "Folder: name, folder", "Chat: replies", "FolderFolder: name", "Reply: replies"])
  let reply = try models([#"{"replies": [{"replies": [{"replies": []}]}]}"#]).types
  #expect(reply.map(\.name) == ["Root", "Reply"])
  #expect(reply[1].fields[0].type == .array(.model("Reply")))
}

@Test func aMergeThatWouldMakeTwoStructsHoldEachOtherIsNotMade() throws {
  // `a.b` shares `B` with `b`; `b.a` is alike to `a`, but sharing `A` would make `A` hold a
  // `B` that holds an `A`.
  let types = try structs(#"{"a": {"b": {"x": 1}}, "b": {"a": {"b": {"x": 2}}, "x": 3}}"#)
  #expect(types == ["Root: a, b", "A: b", "B: a, x", "BA: b", "BAB: x"])
}

@Test func mapValuesAndArrayElementsAreNamedInTheSingular() throws {
  let types = try structs(#"{"events": {"1": {"name": "a"}}, "people": [{"name": "b"}], "media": [{"url": "c"}]}"#)
  #expect(types == ["Root: events, people, media", "Event: name", "Person: name", "MediaItem: url"])
}

@Test func namesClashingWithTheRootAreNumbered() throws {
  let types = try structs(#"{"root": {"a": 1}, "nested": {"root": {"b": 2}}}"#)
  #expect(types == ["Root: root, nested", "RootRoot: a", "Nested: root", "NestedRoot: b"])
}

/// An issue with four identical user objects, as GitHub's "get an issue" returns it.
private let issue = #"""
  {"number": 1, "user": {"login": "a", "id": 1}, "assignee": {"login": "b", "id": 2},
   "closed_by": {"login": "c", "id": 3}, "milestone": {"creator": {"login": "d", "id": 4}, "title": "m"}}
  """#

@Test func objectsOfTheSameShapeUnderDifferentNamesShareOneType() throws {
  let built = try models([issue])
  #expect(
    built.types.map { "\($0.name): " + $0.fields.map(\.name).joined(separator: ", ") } == [
      "Root: number, user, assignee, closedBy, milestone", "User: login, id", "Milestone: creator, title",
    ])
  #expect(built.types[1].paths == ["user", "assignee", "closed_by", "milestone.creator"])
  #expect(
    built.types[0].fields.map(\.type) == [.int, .model("User"), .model("User"), .model("User"), .model("Milestone")])
}

@Test(arguments: [
  // Same keys, values of another kind: not the same shape.
  (#"{"user": {"login": "a", "id": 1}, "team": {"login": "b", "id": "x"}}"#, ["Root", "User", "Team"]),
  // Keys in another order are the same keys; a value `null` in one of them fits either kind.
  (#"{"user": {"login": "a", "id": 1}, "owner": {"id": null, "login": "b"}}"#, ["Root", "User"]),
  // One key more is not the same shape.
  (#"{"user": {"login": "a", "id": 1}, "owner": {"login": "b", "id": 2, "site": "s"}}"#, ["Root", "User", "Owner"]),
  // One key in common is too little.
  (#"{"user": {"login": "a"}, "owner": {"login": "b"}}"#, ["Root", "User", "Owner"]),
  // The root is never shared by shape.
  (#"{"login": "a", "id": 1, "next": {"login": "b", "id": 2}}"#, ["Root", "Next"]),
])
func onlyTheSameShapeIsShared(_ sample: String, _ names: [String]) throws {
  #expect(try models([sample]).types.map(\.name) == names)
}

@Test func sharingByShapeCanBeTurnedOff() throws {
  var options = GeneratorOptions()
  options.mergesByShape = false
  #expect(
    try models([issue], options: options).types.map(\.name) == [
      "Root", "User", "Assignee", "ClosedBy", "Milestone", "Creator",
    ])
}

@Test func aNamedMergeSharesOneTypeWhateverTheKeys() throws {
  var options = GeneratorOptions()
  options.merges = [try TypeMerge(parsing: "Account=user,assignee,creator")]
  let sample =
    #"{"user": {"login": "a", "id": 1}, "assignee": {"login": "b"}, "list": [{"creator": {"id": 3, "x": true}}]}"#
  let built = try models([sample], options: options)
  #expect(built.types.map(\.name) == ["Root", "Account", "ListItem"])
  #expect(built.types[1].paths == ["user", "assignee", "list[].creator"])
  #expect(built.types[1].fields.map { "\($0.name): \($0.type.swift)" } == ["login: String?", "id: Int?", "x: Bool?"])
  #expect(built.unmatchedMerges == [])
  options.merges = [try TypeMerge(parsing: "Account=user,asignee")]
  #expect(try models([sample], options: options).unmatchedMerges == ["Account=asignee"])
}
