/// Reads Swift source line by line, tracking nesting depth and blanking out string
/// literals and comments, which is all the sample classifier needs to know.
struct SwiftLineScanner {
  /// One line of source, as the classifier sees it.
  struct Line {
    /// How many `(`, `[` and `{` are open when the line starts.
    var depthAtStart: Int
    /// The line's code with strings and comments removed.
    var code: String
    /// The parts of `code` at nesting depth zero.
    var topLevelCode: String
  }

  private enum Mode {
    case code(depthAtEntry: Int)
    case string(multiline: Bool, hashes: Int)
    case blockComment(nesting: Int)
  }

  private var modes: [Mode] = [.code(depthAtEntry: 0)]
  private var depth = 0

  /// Scans `lines` in order.
  static func scan(_ lines: [String]) -> [Line] {
    var scanner = SwiftLineScanner()
    return lines.map { scanner.scanLine($0) }
  }

  private mutating func scanLine(_ text: String) -> Line {
    let characters = Array(text)
    var line = Line(depthAtStart: depth, code: "", topLevelCode: "")
    var index = 0
    func peek(_ offset: Int) -> Character? {
      index + offset < characters.count ? characters[index + offset] : nil
    }
    while index < characters.count {
      let character = characters[index]
      switch modes[modes.count - 1] {
      case .blockComment(let nesting):
        if character == "*", peek(1) == "/" {
          modes.removeLast()
          if nesting > 1 { modes.append(.blockComment(nesting: nesting - 1)) }
          index += 2
          continue
        }
        if character == "/", peek(1) == "*" {
          modes[modes.count - 1] = .blockComment(nesting: nesting + 1)
          index += 2
          continue
        }
        index += 1
      case .string(let multiline, let hashes):
        if character == "\\", characters[(index + 1)...].prefix(hashes).allSatisfy({ $0 == "#" }),
          characters[(index + 1)...].prefix(hashes).count == hashes
        {
          let next = index + 1 + hashes
          if next < characters.count, characters[next] == "(" {
            modes.append(.code(depthAtEntry: depth))
            depth += 1
            index = next + 1
            continue
          }
          index = next + 1
          continue
        }
        let quotes = multiline ? 3 : 1
        if character == "\"", characters[index...].prefix(quotes).allSatisfy({ $0 == "\"" }),
          characters[index...].prefix(quotes).count == quotes,
          characters[(index + quotes)...].prefix(hashes).count == hashes,
          characters[(index + quotes)...].prefix(hashes).allSatisfy({ $0 == "#" })
        {
          modes.removeLast()
          index += quotes + hashes
          line.code += "\"\""
          if depth == 0 { line.topLevelCode += "\"\"" }
          continue
        }
        index += 1
      case .code(let depthAtEntry):
        if character == "/", peek(1) == "/" {
          index = characters.count
          continue
        }
        if character == "/", peek(1) == "*" {
          modes.append(.blockComment(nesting: 1))
          index += 2
          continue
        }
        let hashes = characters[index...].prefix { $0 == "#" }.count
        if peek(hashes) == "\"" {
          let multiline = peek(hashes + 1) == "\"" && peek(hashes + 2) == "\""
          modes.append(.string(multiline: multiline, hashes: hashes))
          index += hashes + (multiline ? 3 : 1)
          continue
        }
        if character == ")" && modes.count > 1 && depth == depthAtEntry + 1 {
          // The end of a string interpolation: back into the string.
          modes.removeLast()
          depth -= 1
          index += 1
          continue
        }
        if "([{".contains(character) {
          if depth == 0 { line.topLevelCode.append(character) }
          depth += 1
        } else if ")]}".contains(character) {
          depth = max(0, depth - 1)
          if depth == 0 { line.topLevelCode.append(character) }
        } else if depth == 0 {
          line.topLevelCode.append(character)
        }
        line.code.append(character)
        index += 1
      }
    }
    return line
  }
}
