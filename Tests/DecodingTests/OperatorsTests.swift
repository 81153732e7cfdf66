import Testing

@testable import Decoding

/// A stand-in operand that records how an expression was grouped.
///
/// Its operators are the library's operators, so an expression of `Tree`s parses
/// exactly as the same expression of decoders would; the description shows the
/// grouping the precedence groups produced, fully parenthesised.
private struct Tree: CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }

  private static func node(_ lhs: Tree, _ symbol: String, _ rhs: Tree) -> Tree {
    Tree("(\(lhs) \(symbol) \(rhs))")
  }

  static func <^> (lhs: Tree, rhs: Tree) -> Tree { node(lhs, "<^>", rhs) }
  static func <*> (lhs: Tree, rhs: Tree) -> Tree { node(lhs, "<*>", rhs) }
  static func <* (lhs: Tree, rhs: Tree) -> Tree { node(lhs, "<*", rhs) }
  static func *> (lhs: Tree, rhs: Tree) -> Tree { node(lhs, "*>", rhs) }
  static func <|> (lhs: Tree, rhs: Tree) -> Tree { node(lhs, "<|>", rhs) }
  static func >>- (lhs: Tree, rhs: Tree) -> Tree { node(lhs, ">>-", rhs) }
  static func -<< (lhs: Tree, rhs: Tree) -> Tree { node(lhs, "-<<", rhs) }
  static func >-> (lhs: Tree, rhs: Tree) -> Tree { node(lhs, ">->", rhs) }
  static func <-< (lhs: Tree, rhs: Tree) -> Tree { node(lhs, "<-<", rhs) }
  static func <| (lhs: Tree, rhs: Tree) -> Tree { node(lhs, "<|", rhs) }
  static func <|? (lhs: Tree, rhs: Tree) -> Tree { node(lhs, "<|?", rhs) }
  static func <|| (lhs: Tree, rhs: Tree) -> Tree { node(lhs, "<||", rhs) }
  static func <||? (lhs: Tree, rhs: Tree) -> Tree { node(lhs, "<||?", rhs) }
  static func |> (lhs: Tree, rhs: Tree) -> Tree { node(lhs, "|>", rhs) }
  static func && (lhs: Tree, rhs: Tree) -> Tree { node(lhs, "&&", rhs) }
  static func ?? (lhs: Tree, rhs: Tree) -> Tree { node(lhs, "??", rhs) }
  static func < (lhs: Tree, rhs: Tree) -> Tree { node(lhs, "<", rhs) }
}

/// How Runes and Argo group each expression (their precedence groups, applied by hand).
@Suite struct OperatorsTests {
  private let f = Tree("f")
  private let g = Tree("g")
  private let h = Tree("h")
  private let j = Tree("j")
  private let a = Tree("a")
  private let b = Tree("b")
  private let c = Tree("c")
  private let d = Tree("d")

  @Test func argoModelExpression() {
    // curry(User.init) <^> json <| "id" <*> (json <| ["userinfo", "name"] <|> json <| "name") <*> json <|? "email"
    let tree = f <^> j <| a <*> (j <| b <|> j <| c) <*> j <|? d
    #expect(tree.description == "(((f <^> (j <| a)) <*> ((j <| b) <|> (j <| c))) <*> (j <|? d))")
  }

  @Test func decodeOperatorsBindTightestAndGroupLeft() {
    #expect((f <^> j <|| a <*> j <||? b).description == "((f <^> (j <|| a)) <*> (j <||? b))")
    #expect((j <| a <|? b <|| c <||? d).description == "((((j <| a) <|? b) <|| c) <||? d)")
    #expect((j <| a <* j <| b).description == "((j <| a) <* (j <| b))")
  }

  @Test func bindTakesTheWholeApplicativeExpression() {
    // json <| "dict" >>- { [String: String].decode($0) }
    #expect((j <| a >>- g).description == "((j <| a) >>- g)")
    #expect((f <^> j <| a <*> j <| b >>- g).description == "(((f <^> (j <| a)) <*> (j <| b)) >>- g)")
    #expect((a >>- g >>- h).description == "((a >>- g) >>- h)")
    #expect((g -<< h -<< a).description == "(g -<< (h -<< a))")
    #expect((g -<< j <| a).description == "(g -<< (j <| a))")
  }

  @Test func kleisliCompositionGroupsRight() {
    #expect((f >-> g >-> h).description == "(f >-> (g >-> h))")
    #expect((f <-< g <-< h).description == "(f <-< (g <-< h))")
    #expect((f >-> g <-< h).description == "(f >-> (g <-< h))")
    #expect((f >-> g -<< a).description == "(f >-> (g -<< a))")
  }

  @Test func sequencingBindsTighterThanApply() {
    #expect((f <^> a <* b <*> c *> d).description == "((f <^> (a <* b)) <*> (c *> d))")
    #expect((a <* b *> c).description == "((a <* b) *> c)")
  }

  @Test func alternativeIsLooserThanApplyAndTighterThanConjunction() {
    #expect((f <^> a <|> g <^> b).description == "((f <^> a) <|> (g <^> b))")
    #expect((a <*> b <|> c <*> d).description == "((a <*> b) <|> (c <*> d))")
    #expect((a <|> b <|> c).description == "((a <|> b) <|> c)")
    #expect((a <|> b < c).description == "(a <|> (b < c))")
    #expect((a && b <|> c).description == "(a && (b <|> c))")
  }

  @Test func nilCoalescingBindsTighterThanEveryRunesOperator() {
    #expect((f <^> a ?? b).description == "(f <^> (a ?? b))")
    #expect((j <| a ?? b).description == "(j <| (a ?? b))")
    #expect((a <* b ?? c).description == "(a <* (b ?? c))")
  }

  @Test func pipelineIsLoosestOfAll() {
    #expect((f |> a |> b).description == "((f |> a) |> b)")
    #expect((f |> a >>- g).description == "(f |> (a >>- g))")
    #expect((f |> g -<< a).description == "(f |> (g -<< a))")
    #expect((f |> a <|> b).description == "(f |> (a <|> b))")
    #expect((f |> g <^> a <*> b).description == "(f |> ((g <^> a) <*> b))")
    #expect((f |> a ?? b).description == "(f |> (a ?? b))")
    #expect((f |> a && b).description == "(f |> (a && b))")
  }
}
