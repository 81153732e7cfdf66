/// Swift text reduced to what a formatter cannot change: its tokens, one per word or
/// punctuation mark, with string literals whole, comments word by word, and no trailing
/// comma before a closing bracket.
///
/// `curry-gen --check` compares the files this way, so that a toolchain whose swift-format
/// lays code out differently (other line breaks, indentation, trailing commas) does not make
/// checked-in files stale; any change to a name, a type, a body or a comment's words does.
struct LayoutFreeText: Equatable {
  /// One token and the line (from 1) it starts on. Tokens are equal when their text is:
  /// the line is there for messages, and differs whenever the layout does.
  struct Token: Equatable {
    let text: String
    let line: Int

    static func == (lhs: Token, rhs: Token) -> Bool { lhs.text == rhs.text }
  }

  let tokens: [Token]

  init(_ text: String) {
    var tokens: [Token] = []
    var line = 1
    let characters = Array(text)
    var index = 0
    func append(_ start: Int, _ end: Int) {
      tokens.append(Token(text: String(characters[start..<end]), line: line))
    }
    while index < characters.count {
      let character = characters[index]
      if character == "\n" {
        line += 1
        index += 1
      } else if character.isWhitespace {
        index += 1
      } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
        // A line comment: its words, wherever the formatter indents it.
        var end = index
        while end < characters.count, characters[end] != "\n" { end += 1 }
        for word in String(characters[index..<end]).split(whereSeparator: \.isWhitespace) {
          tokens.append(Token(text: String(word), line: line))
        }
        index = end
      } else if character == "\"" {
        // A string literal on one line, whole: its spaces are its contents.
        var end = index + 1
        while end < characters.count, characters[end] != "\"", characters[end] != "\n" {
          end += characters[end] == "\\" ? 2 : 1
        }
        end = min(end + 1, characters.count)
        append(index, end)
        index = end
      } else if character.isLetter || character.isNumber || character == "_" {
        var end = index + 1
        while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" {
          end += 1
        }
        append(index, end)
        index = end
      } else {
        append(index, index + 1)
        index += 1
      }
    }
    // A trailing comma is layout: swift-format adds or removes it with the line breaks.
    self.tokens = tokens.indices.compactMap { index in
      let isTrailingComma =
        tokens[index].text == "," && index + 1 < tokens.count && [")", "]", ">"].contains(tokens[index + 1].text)
      return isTrailingComma ? nil : tokens[index]
    }
  }

  /// The first token where the two texts differ: its line in each text (`nil` past the end)
  /// and the two tokens; `nil` when they are equal.
  func firstDifference(from other: LayoutFreeText) -> (line: Int?, otherLine: Int?, token: String, otherToken: String)?
  {
    for index in 0..<max(tokens.count, other.tokens.count) {
      let mine = index < tokens.count ? tokens[index] : nil
      let theirs = index < other.tokens.count ? other.tokens[index] : nil
      if mine != theirs {
        return (mine?.line, theirs?.line, mine?.text ?? "(end of file)", theirs?.text ?? "(end of file)")
      }
    }
    return nil
  }
}
