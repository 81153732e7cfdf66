// A file that imports Runes (here its stand-in) and not Decoding: Runes' operators on
// optionals work as in any Runes app, though the module also has files that import Decoding.
import RunesDeclarations
import Testing

@Suite struct RunesWithoutDecodingTests {
  @Test func runesOperatorsOnOptionals() {
    let add: (Int) -> (Int) -> Int = { a in { b in a + b } }
    #expect((add <^> Optional(1) <*> Optional(2)) == 3)
    #expect((add <^> Optional(1) <*> nil) == nil)
    let text: String? = Optional(4) >>- { (number: Int) -> String? in number > 3 ? String(number) : nil }
    #expect(text == "4")
    #expect((Int?.none <|> pure(7)) == 7)
  }
}
