import Decoding

/// What a JSON document is made of: how many values of each kind, and how deeply nested.
public struct ShapeSummary: Sendable, Equatable {
  /// The number of objects, including the root.
  public var objects = 0
  /// The number of arrays.
  public var arrays = 0
  /// The number of string values; object keys are not counted.
  public var strings = 0
  /// The number of numbers.
  public var numbers = 0
  /// The number of `true` and `false` values.
  public var booleans = 0
  /// The number of `null` values.
  public var nulls = 0
  /// The deepest nesting of objects and arrays: 0 for a lone scalar, 1 for `[1, 2]`, 2 for `{"a": [1]}`.
  public var maximumDepth = 0
  /// The document's size in bytes.
  public var byteCount: Int

  /// Counts the values of `json`, a document of `byteCount` bytes.
  ///
  /// Walks the document with an explicit stack, so any document the parser accepts is
  /// summarised without deep recursion.
  public init(of json: JSON, byteCount: Int) {
    self.byteCount = byteCount
    var pending: [(value: JSON, depth: Int)] = [(json, 0)]
    while let (value, depth) = pending.popLast() {
      switch value {
      case .object(let members):
        objects += 1
        maximumDepth = max(maximumDepth, depth + 1)
        pending.append(contentsOf: members.values.map { ($0, depth + 1) })
      case .array(let elements):
        arrays += 1
        maximumDepth = max(maximumDepth, depth + 1)
        pending.append(contentsOf: elements.map { ($0, depth + 1) })
      case .string: strings += 1
      case .number: numbers += 1
      case .bool: booleans += 1
      case .null: nulls += 1
      }
    }
  }

  /// The summary as aligned lines, numbers grouped by thousands:
  ///
  /// ```text
  /// size       631,515 bytes
  /// objects      1,264
  /// ```
  public var lines: [String] {
    let rows: [(String, Int, String)] = [
      ("size", byteCount, " bytes"),
      ("objects", objects, ""),
      ("arrays", arrays, ""),
      ("strings", strings, ""),
      ("numbers", numbers, ""),
      ("booleans", booleans, ""),
      ("nulls", nulls, ""),
      ("max depth", maximumDepth, ""),
    ]
    let width = rows.map { Self.grouped($0.1).count }.max() ?? 0
    return rows.map { label, value, unit in
      let number = Self.grouped(value)
      let padding = String(repeating: " ", count: 10 - label.count + width - number.count)
      return label + padding + number + unit
    }
  }

  /// `1234567` as `1,234,567`, the same on every machine and locale.
  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (position, digit) in digits.enumerated() {
      if position > 0 && (digits.count - position) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return value < 0 ? "-" + result : result
  }
}
