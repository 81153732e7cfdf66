/// A table of text printed with aligned columns.
///
/// ```
/// file           approach            MB/s
/// twitter.json   Decoding           512.3
/// ```
/// Text columns are left-aligned and columns whose cells all start with a digit
/// are right-aligned, so figures line up on their last digit.
public struct TextTable: Sendable {
  /// The column titles.
  public let header: [String]
  /// The rows added so far.
  public private(set) var rows: [[String]] = []

  /// Creates an empty table with these column titles.
  public init(header: [String]) {
    self.header = header
  }

  /// Adds a row; it must have one cell per column.
  public mutating func append(_ row: [String]) {
    precondition(row.count == header.count, "a row needs \(header.count) cells, got \(row.count)")
    rows.append(row)
  }

  /// The table as lines of text, a rule under the header, without trailing spaces.
  public func render(columnGap: Int = 2) -> String {
    let widths = header.indices.map { column in
      ([header[column]] + rows.map { $0[column] }).map(\.count).max()!
    }
    let isNumeric = header.indices.map { column in
      !rows.isEmpty && rows.allSatisfy { row in row[column].first.map { $0.isNumber || $0 == "-" } ?? true }
    }
    func line(_ cells: [String]) -> String {
      var text = ""
      for (column, cell) in cells.enumerated() {
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        if column > 0 { text += String(repeating: " ", count: columnGap) }
        text += isNumeric[column] ? padding + cell : cell + padding
      }
      while text.last == " " { text.removeLast() }
      return text
    }
    let rule = String(repeating: "-", count: widths.reduce(0, +) + columnGap * (widths.count - 1))
    return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
  }
}
