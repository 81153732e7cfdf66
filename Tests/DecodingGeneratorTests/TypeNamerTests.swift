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
