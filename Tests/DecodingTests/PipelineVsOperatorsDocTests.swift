// Every Swift block of Docs/Pipeline-vs-Operators.md, copied verbatim (declarations at
// file scope, statements inside the tests), so that the guide compiles and runs. The
// suite's `print` records what the guide's blocks print, and the tests check that the
// guide shows exactly that output. `guideBlocksAreCopiedHere` keeps the copies honest.

import Curry
import Decoding
import Foundation
import Testing

// MARK: The models

struct Chef: Equatable {
  let id: Int
  let name: String
  let email: String?
}

struct Ingredient: Equatable {
  let name: String
  let grams: Double
}

struct Recipe: Equatable {
  let id: Int
  let title: String
  let chef: Chef
  let ingredients: [Ingredient]
  let cuisine: String
  let source: String
  let totalMinutes: Int
}

// MARK: Operator style

extension Chef: Decodable {
  static func decode(_ json: JSON) -> Decoded<Chef> {
    curry(Chef.init)
      <^> json <| "id"
      <*> json <| "name"
      <*> json <|? "email"
  }
}

extension Ingredient: Decodable {
  static func decode(_ json: JSON) -> Decoded<Ingredient> {
    curry(Ingredient.init)
      <^> json <| "name"
      <*> json <| "grams"
  }
}

/// Preparation and cooking time added up: a field made from two members.
func recipeMinutes(_ json: JSON) -> Decoded<Int> {
  curry({ (prep: Int, cook: Int) in prep + cook })
    <^> json <| "prep_minutes"
    <*> json <| "cook_minutes"
}

extension Recipe: Decodable {
  static func decode(_ json: JSON) -> Decoded<Recipe> {
    curry(Recipe.init)
      <^> json <| "id"
      <*> json <| "title"
      <*> json <| "chef"
      <*> json <|| "ingredients"
      <*> json <| ["meta", "cuisine"]
      <*> pure("cookbook-api")
      <*> recipeMinutes(json)
  }
}

// MARK: Pipeline style

let decodeChef: DecodeFunction<Chef> =
  decode(Chef.init)
  |> required("id", int)
  |> required("name", string)
  |> optional("email", string)

let decodeIngredient: DecodeFunction<Ingredient> =
  decode(Ingredient.init)
  |> required("name", string)
  |> required("grams", double)

/// Preparation and cooking time added up: a field made from two members.
let decodeRecipeMinutes: DecodeFunction<Int> =
  decode({ (prep: Int, cook: Int) in prep + cook })
  |> required("prep_minutes", int)
  |> required("cook_minutes", int)

let decodeRecipe: DecodeFunction<Recipe> =
  decode(Recipe.init)
  |> required("id", int)
  |> required("title", string)
  |> required("chef", decodeChef)
  |> required("ingredients", array(decodeIngredient))
  |> requiredAt(["meta", "cuisine"], string)
  |> hardcoded("cookbook-api")
  |> custom(decodeRecipeMinutes)

// MARK: Documents

let goodRecipeJSON = """
  {
    "id": 1,
    "title": "Shakshuka",
    "chef": {"id": 7, "name": "Ana"},
    "ingredients": [{"name": "eggs", "grams": 240}, {"name": "tomatoes", "grams": 400}],
    "meta": {"cuisine": "Maghrebi"},
    "prep_minutes": 10,
    "cook_minutes": 25
  }
  """

let badRecipeJSON = """
  {
    "id": 2,
    "title": "Shakshuka",
    "chef": {"id": 7, "name": "Ana", "email": 42},
    "ingredients": [{"name": "eggs", "grams": 240}, {"name": "tomatoes"}],
    "meta": {},
    "prep_minutes": "10",
    "cook_minutes": 25
  }
  """

// MARK: Mixing the styles

struct Review: Equatable {
  let id: Int
  let recipe: Recipe
  let reviewer: Chef?
  let stars: Int
}

extension Review: Decodable {
  static func decode(_ json: JSON) -> Decoded<Review> {
    curry(Review.init)
      <^> json <| "id"
      <*> required("recipe", decodeRecipe)(json)
      <*> optional("reviewer", decodeChef)(json)
      <*> json <| "stars"
  }
}

struct ReviewPage: Equatable {
  let reviews: [Review]
  let next: String?
}

let decodeReviewPage: DecodeFunction<ReviewPage> =
  decode(ReviewPage.init)
  |> required("reviews", array(Review.decode))
  |> optionalAt(["links", "next"], string)

// MARK: Things to know

struct CommentThread: Equatable {
  let text: String
  let replies: [CommentThread]
}

let decodeThread: DecodeFunction<CommentThread> =
  decode(CommentThread.init)
  |> required("text", string)
  |> optional("replies", array(lazy { decodeThread }), [])

/// What the guide's blocks print, for comparing with its output blocks.
private final class PrintedOutput: @unchecked Sendable {
  private let lock = NSLock()
  private var storedText = ""

  var text: String { lock.withLock { storedText } }

  func append(_ text: String) { lock.withLock { storedText += text } }
}

@Suite struct PipelineVsOperatorsDocTests {
  static let guide = TestSupport.repositoryRoot.appendingPathComponent("Docs/Pipeline-vs-Operators.md")

  private let printed = PrintedOutput()

  /// Stands in for Swift's `print` inside the guide's blocks, recording what they print.
  func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    printed.append(items.map { "\($0)" }.joined(separator: separator) + terminator)
  }

  /// Whether the guide shows `printed` as an output block.
  func guideShowsPrintedOutput() throws -> Bool {
    let guide = try String(contentsOf: Self.guide, encoding: .utf8)
    return guide.contains("```text\n" + printed.text + "```")
  }

  @Test func decodingAGoodDocument() throws {
    let byPipeline = decodeJSON(goodRecipeJSON, with: decodeRecipe)
    let byOperators: Decoded<Recipe> = decode(parsing: goodRecipeJSON)
    print(byPipeline == byOperators)
    print(byPipeline.map { "\($0.title) by \($0.chef.name), \($0.totalMinutes) minutes" })
    let expectedRecipe = Recipe(
      id: 1, title: "Shakshuka", chef: Chef(id: 7, name: "Ana", email: nil),
      ingredients: [Ingredient(name: "eggs", grams: 240), Ingredient(name: "tomatoes", grams: 400)],
      cuisine: "Maghrebi", source: "cookbook-api", totalMinutes: 35)

    #expect(try guideShowsPrintedOutput(), "printed:\n\(printed.text)")
    #expect(byPipeline == .success(expectedRecipe))
    #expect(byOperators == .success(expectedRecipe))
  }

  @Test func decodingABadDocument() throws {
    let badByPipeline = decodeJSON(badRecipeJSON, with: decodeRecipe)
    let badByOperators: Decoded<Recipe> = decode(parsing: badRecipeJSON)
    print(badByPipeline.error == badByOperators.error)
    print(badByPipeline)

    #expect(try guideShowsPrintedOutput(), "printed:\n\(printed.text)")
    #expect(badByPipeline.error?.failures.count == 4)
  }

  @Test func decodingTextThatIsNotJSON() throws {
    print(decodeJSON("{\n  \"id\": 1,\n  \"title\": \"Shakshuka\"\n  \"chef\": {}\n}", with: decodeRecipe))

    #expect(try guideShowsPrintedOutput(), "printed:\n\(printed.text)")
  }

  @Test func mixingTheStyles() throws {
    let goodPage = decodeJSON(
      """
      {"reviews": [{"id": 5, "stars": 4, "recipe": \(goodRecipeJSON)}], "links": {"next": "/reviews?page=2"}}
      """,
      with: decodeReviewPage)
    print(goodPage.map { "\($0.reviews.count) review, next: \($0.next ?? "none")" })

    let badPage = decodeJSON(
      """
      {"reviews": [{"id": 5, "stars": "four", "reviewer": {"id": 8}, "recipe": \(badRecipeJSON)}], "links": null}
      """,
      with: decodeReviewPage)
    print(badPage)

    #expect(try guideShowsPrintedOutput(), "printed:\n\(printed.text)")
    #expect(goodPage.value?.reviews.first?.recipe.title == "Shakshuka")
  }

  @Test func recursiveDecoders() {
    let thread = decodeThread(["text": "a", "replies": [["text": "b"], ["text": "c", "replies": [["text": "d"]]]]])
    #expect(thread.value?.replies.map(\.text) == ["b", "c"])
    #expect(thread.value?.replies.last?.replies.first?.text == "d")
    #expect("\(decodeThread(["text": "a", "replies": [["replies": []]]]))" == "failure(replies[0].text: missing key)")
  }

  /// The rows of the guide's "Side by side" table that are not in its Swift blocks.
  @Test(
    arguments: [[:], ["n": .null, "image": .null], ["n": 3, "image": "a.png"], ["n": "3", "image": 4], [1]] as [JSON])
  func sideBySideRowsAgree(_ json: JSON) {
    let defaulted: Decoded<Int> = (json <|? "n").map { $0 ?? 0 }
    #expect("\(optional("n", int, 0)(json))" == "\(defaulted)")
    let nullable: Decoded<String?> = json <| "image"
    #expect("\(required("image", Decoding.nullable(string))(json))" == "\(nullable)")
    let either: Decoded<Int> = json <| "n" <|> json <| "image"
    #expect("\(oneOf([required("n", int), required("image", int)])(json))" == "\(either)")
    let mapped: Decoded<Int> = { (text: String) in text.count } <^> json <| "image"
    #expect("\(required("image", string |> map { (text: String) in text.count })(json))" == "\(mapped)")
  }

  /// Each Swift block of the guide appears in this file, line for line (indentation aside).
  @Test func guideBlocksAreCopiedHere() throws {
    let guide = try String(contentsOf: Self.guide, encoding: .utf8)
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let sourceLines = Self.significantLines(source)
    let blocks = guide.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    #expect(blocks.count == 13)
    for block in blocks {
      let lines = Self.significantLines(block)
      let found = sourceLines.indices.contains { start in sourceLines[start...].starts(with: lines) }
      #expect(found, "not copied into this file:\n\(block)")
    }
  }

  /// The lines of `text` without their indentation, blank lines left out.
  static func significantLines(_ text: String) -> [Substring] {
    text.split(separator: "\n").map { $0.drop { $0 == " " } }.filter { !$0.isEmpty }
  }
}
