/// A fenced code block of a Markdown document: ```` ```swift test ```` … ```` ``` ````.
public struct FencedBlock: Sendable, Hashable {
  /// The first word of the info string, lowercased: `swift`, `text`, `sh`, or empty.
  public var language: String
  /// The words after the language in the info string, such as `test` or `output`.
  public var flags: [String]
  /// The lines between the fences, with the opening fence's indentation removed.
  public var lines: [String]
  /// The one-based line of the opening fence in the document.
  public var fenceLine: Int

  /// Creates a block.
  public init(language: String, flags: [String], lines: [String], fenceLine: Int) {
    self.language = language
    self.flags = flags
    self.lines = lines
    self.fenceLine = fenceLine
  }

  /// The one-based document line of the block's first content line.
  public var firstContentLine: Int { fenceLine + 1 }

  /// The fenced blocks of `markdown`, in order.
  ///
  /// Follows CommonMark closely enough for documentation: a fence is three or more
  /// backticks or tildes, closed by a run of the same character at least as long;
  /// an unclosed fence runs to the end of the document.
  public static func blocks(in markdown: String) -> [FencedBlock] {
    var blocks: [FencedBlock] = []
    var open: (marker: Character, length: Int, indent: Int, block: FencedBlock)?
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
    }
    for (index, line) in lines.enumerated() {
      let indent = line.prefix { $0 == " " }.count
      let trimmed = line.dropFirst(indent)
      if var current = open {
        if let fence = fenceRun(trimmed), fence.marker == current.marker, fence.length >= current.length,
          trimmed.dropFirst(fence.length).allSatisfy(\.isWhitespace)
        {
          blocks.append(current.block)
          open = nil
        } else {
          let removable = min(current.indent, line.prefix { $0 == " " }.count)
          current.block.lines.append(String(line.dropFirst(removable)))
          open = current
        }
        continue
      }
      guard let fence = fenceRun(trimmed) else { continue }
      let info = trimmed.dropFirst(fence.length)
      if fence.marker == "`" && info.contains("`") { continue }
      let words = info.split(whereSeparator: \.isWhitespace).map(String.init)
      let block = FencedBlock(
        language: words.first?.lowercased() ?? "",
        flags: Array(words.dropFirst()),
        lines: [],
        fenceLine: index + 1
      )
      open = (fence.marker, fence.length, indent, block)
    }
    if let open { blocks.append(open.block) }
    return blocks
  }

  private static func fenceRun(_ text: Substring) -> (marker: Character, length: Int)? {
    guard let marker = text.first, marker == "`" || marker == "~" else { return nil }
    let length = text.prefix { $0 == marker }.count
    return length >= 3 ? (marker, length) : nil
  }
}
