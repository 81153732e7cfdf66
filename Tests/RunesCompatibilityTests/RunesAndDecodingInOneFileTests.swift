// A file that imports both Runes (here its stand-in) and Decoding. Both modules declare the
// operators, so Swift finds every use ambiguous ("ambiguous operator declarations found for
// operator") unless the file declares them itself: a file's own operator and precedence
// group declarations win over imported ones. The block below is Runes 4's declarations
// (Tests/RunesDeclarations/Runes.swift) and Argo 4.1.2's for the decode operators, exactly
// what Docs/Migrating.md tells such a file to start with. (Runes and Argo are Copyright (c)
// 2015 and 2014 thoughtbot, inc., MIT License; see Tests/RunesDeclarations/Runes.swift and
// Tests/Fixtures/Argo/LICENSE.)
import Curry
import Decoding
import RunesDeclarations
import Testing

precedencegroup RunesMonadicPrecedenceRight {
  associativity: right
  lowerThan: LogicalDisjunctionPrecedence
  higherThan: AssignmentPrecedence
}

precedencegroup RunesMonadicPrecedenceLeft {
  associativity: left
  lowerThan: LogicalDisjunctionPrecedence
  higherThan: AssignmentPrecedence
}

precedencegroup RunesAlternativePrecedence {
  associativity: left
  higherThan: LogicalConjunctionPrecedence
  lowerThan: ComparisonPrecedence
}

precedencegroup RunesApplicativePrecedence {
  associativity: left
  higherThan: RunesAlternativePrecedence
  lowerThan: NilCoalescingPrecedence
}

precedencegroup RunesApplicativeSequencePrecedence {
  associativity: left
  higherThan: RunesApplicativePrecedence
  lowerThan: NilCoalescingPrecedence
}

precedencegroup ArgoDecodePrecedence {
  associativity: left
  higherThan: RunesApplicativeSequencePrecedence
  lowerThan: NilCoalescingPrecedence
}

infix operator <^> : RunesApplicativePrecedence
infix operator <*> : RunesApplicativePrecedence
infix operator <* : RunesApplicativeSequencePrecedence
infix operator *> : RunesApplicativeSequencePrecedence
infix operator <|> : RunesAlternativePrecedence
infix operator >>- : RunesMonadicPrecedenceLeft
infix operator -<< : RunesMonadicPrecedenceRight
infix operator >-> : RunesMonadicPrecedenceRight
infix operator <-< : RunesMonadicPrecedenceRight
infix operator <| : ArgoDecodePrecedence
infix operator <|? : ArgoDecodePrecedence
infix operator <|| : ArgoDecodePrecedence
infix operator <||? : ArgoDecodePrecedence

/// A model decoded in this file, so its expression is grouped by the declarations above;
/// it uses every decode operator, `<|>`, `>>-`, `<*` and `pure` (which Runes also has).
private struct Comment: Equatable {
  let id: Int
  let author: String
  let text: String
  let likes: Int?
  let tags: [String]
  let mentions: [String]?
  let source: String
}

extension Comment: Decodable {
  static func decode(_ json: JSON) -> Decoded<Comment> {
    curry(Comment.init)
      <^> json <| "id"
      <*> (json <| ["author", "name"] <|> json <| "author_name")
      <*> (json <| "text" >>- nonEmpty)
      <*> json <|? "likes"
      <*> json <|| "tags" <* version(json)
      <*> json <||? "mentions"
      <*> pure("api")
  }

  /// The document's format version, required but not kept.
  static func version(_ json: JSON) -> Decoded<Int> {
    json <| "version"
  }

  static func nonEmpty(_ text: String) -> Decoded<String> {
    text.isEmpty ? .customError("empty text") : .success(text)
  }
}

@Suite struct RunesAndDecodingInOneFileTests {
  @Test(
    arguments: [
      (
        #"{"id": 1, "author": {"name": "Ada"}, "text": "Hi", "tags": ["a"], "version": 2}"#,
        #"success(Comment(id: 1, author: "Ada", text: "Hi", likes: nil, tags: ["a"], mentions: nil, source: "api"))"#
      ),
      (
        #"{"id": 2, "author_name": "Bo", "text": "Yo", "likes": 3, "tags": [], "mentions": ["Ada"], "version": 1}"#,
        #"success(Comment(id: 2, author: "Bo", text: "Yo", likes: Optional(3), tags: [], mentions: Optional(["Ada"]), source: "api"))"#
      ),
      (
        #"{"id": "3", "text": "", "likes": "many", "tags": [1]}"#,
        """
        failure(id: expected Int, found "3"
        author: missing key
        author_name: missing key
        text: empty text
        likes: expected Int, found "many"
        tags[0]: expected String, found 1
        version: missing key)
        """
      ),
    ])
  func decodesAsInAFileThatImportsOnlyDecoding(document: String, expected: String) throws {
    let json = try JSON(parsing: document)
    #expect(Comment.decode(json).description == expected)
  }

  @Test func argoModelsOfOtherFilesDecodeAlongside() throws {
    let json = try JSON(parsing: #"{"id": 1, "userinfo": {"name": "Ada"}}"#)
    #expect(User.decode(json) == .success(User(id: 1, name: "Ada", email: nil)))
    let decoded: Decoded<User> = json <| "missing" <|> pure(User(id: 0, name: "nobody", email: nil))
    #expect(decoded.value?.name == "nobody")
  }

  @Test func runesOperatorsOnOptionalsInTheSameFile() {
    let add: (Int) -> (Int) -> Int = { a in { b in a + b } }
    #expect((add <^> Optional(1) <*> Optional(2)) == 3)
    #expect((Int?.none <|> Optional(5)) == 5)
    let json: JSON = ["id": 4]
    let id: Int? = (json <| "id").value >>- { $0 > 3 ? $0 * 10 : nil }
    #expect(id == 40)
  }

  /// The groups order the operators as in Runes: `<^>` binds tighter than `<|>`, and `>>-`
  /// takes the whole `<|` expression on its left.
  @Test func operatorsGroupAsRunesGroupsThem() {
    let json: JSON = ["a": 1, "b": 2]
    let first: Decoded<Int> = { $0 + 1 } <^> json <| "a" <|> json <| "b"
    #expect(first == .success(2))
    let second: Decoded<Int> = { $0 + 1 } <^> json <| "x" <|> json <| "b"
    #expect(second == .success(2))
    let chained: Decoded<Bool> = json <| "a" >>- { (a: Int) in .success(a == 1 && true) }
    #expect(chained == .success(true))
  }
}
