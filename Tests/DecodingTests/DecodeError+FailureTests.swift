import Testing

@testable import Decoding

@Suite struct DecodeErrorFailureTests {
  @Test(
    "a failure reads path: reason, or just the reason at the root",
    arguments: [
      (
        DecodeError.Failure(
          path: ["posts", 2, "author", "email"], reason: .typeMismatch(expected: "String", actual: "42")),
        "posts[2].author.email: expected String, found 42"
      ),
      (.init(path: ["user", "email"], reason: .missingKey("email")), "user.email: missing key"),
      (
        .init(path: .root, reason: .typeMismatch(expected: "object", actual: "[1, 2]")), "expected object, found [1, 2]"
      ),
      (.init(path: [0], reason: .custom("too short")), "[0]: too short"),
      (.init(path: ["meta", "next-cursor"], reason: .custom("empty")), "meta[\"next-cursor\"]: empty"),
      (
        .init(path: .root, reason: .syntax(.init(offset: 0, line: 1, column: 1, message: "unexpected end of input"))),
        "invalid JSON: line 1, column 1: unexpected end of input"
      ),
    ]
  )
  func description(failure: DecodeError.Failure, expected: String) {
    #expect(failure.description == expected)
  }

  @Test(
    arguments: [
      (DecodeError.Reason.typeMismatch(expected: "Int", actual: "\"1\""), "expected Int, found \"1\""),
      (.missingKey("id"), "missing key"),
      (.custom("whatever you say"), "whatever you say"),
    ]
  )
  func reasonDescription(reason: DecodeError.Reason, expected: String) {
    #expect(reason.description == expected)
  }
}
