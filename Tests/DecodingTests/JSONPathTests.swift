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

  @Test func prependingSharesTheStepsAndComparesByThem() {
    let tail: JSONPath = ["author", "email"]
    let first = tail.prepending(2).prepending("posts")
    let second = JSONPath(["posts", 2, "author", "email"])
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(first.components == second.components)
    #expect(tail.prepending(3) != tail.prepending(2))
    #expect(tail != tail.prepending(2))
    #expect(Set([first, second, tail]).count == 2)
    var edited = first
    edited.components[1] = .index(3)
    #expect(edited.description == "posts[3].author.email")
    #expect(first.description == "posts[2].author.email")
  }

  @Test func aPathOfAMillionStepsIsBuiltAndReleasedWithoutRecursion() {
    var path = JSONPath.root
    for index in 0..<1_000_000 {
      path = path.prepending(.index(index))
    }
    #expect(path.components.count == 1_000_000)
    #expect(path.components.first == .index(999_999))
    path = .root
    #expect(path.isRoot)
  }
}
