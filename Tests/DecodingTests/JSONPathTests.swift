import Testing

@testable import Decoding

@Suite struct JSONPathTests {
  private static let renderings: [(JSONPath, String)] = [
    (JSONPath.root, ""),
    (["posts", 2, "author", "email"], "posts[2].author.email"),
    ([0], "[0]"),
    ([0, 1, "id"], "[0][1].id"),
    (["_private", "camelCase9"], "_private.camelCase9"),
    (["meta", "next-cursor"], #"meta["next-cursor"]"#),
    (["a b"], #"["a b"]"#),
    (["1st"], #"["1st"]"#),
    ([""], #"[""]"#),
    (["say \"hi\""], #"["say \"hi\""]"#),
    (["line\nbreak"], #"["line\nbreak"]"#),
    (["café"], #"["café"]"#),
    (["user", "first.name", 3], #"user["first.name"][3]"#),
  ]

  @Test("renders as code would write it", arguments: renderings)
  func description(path: JSONPath, expected: String) {
    #expect(path.description == expected)
  }

  @Test func buildsFromStepsAndLiterals() {
    let path: JSONPath = ["posts", 2]
    #expect(path.components == [.key("posts"), .index(2)])
    #expect(JSONPath([.key("posts"), .index(2)]) == path)
    #expect(path.appending("author") == ["posts", 2, "author"])
    #expect(path.prepending("feed") == ["feed", "posts", 2])
    #expect(!path.isRoot)
    #expect(JSONPath.root.isRoot)
    #expect(JSONPath() == .root)
  }
}
