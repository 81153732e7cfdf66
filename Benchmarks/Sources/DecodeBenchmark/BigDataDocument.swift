/// Writes the big_data document: `count` objects shaped like Argo's TestModel
/// (argo-fixtures/types.json), pretty-printed with two-space indents as that file is.
///
/// The values come from a fixed-seed generator (`SplitMix64`, the root package's test
/// generator, compiled here from the same file), so every run and every machine
/// decodes the same bytes (10,000 objects make about 7.2 MB). They vary the way real
/// data does: numbers of every width (`UInt64` above `Int64.max` included), integers
/// in strings, optional members that are present, `null` or missing, arrays of
/// several lengths and non-ASCII text.
enum BigDataDocument {
  /// The number of objects in the benchmark's document.
  static let benchmarkCount = 10_000

  /// The document's UTF-8 text.
  static func text(count: Int, seed: UInt64 = 0x5EED_B16D) -> String {
    var random = SplitMix64(seed: seed)
    var writer = Writer()
    writer.line("[")
    for index in 0..<count {
      writeObject(index: index, to: &writer, random: &random)
      writer.line(index + 1 < count ? "  }," : "  }")
    }
    writer.line("]")
    return writer.text
  }

  private static let words = [
    "hello", "world", "argo", "decoding", "pipeline", "swift", "json", "model", "café", "naïve", "über",
    "東京", "data", "value", "key", "path", "error", "success", "failure", "optional", "array", "object",
    "number", "string", "bool", "null", "curry", "apply", "map", "flatMap", "🎉", "emoji",
  ]

  private static func writeObject(index: Int, to writer: inout Writer, random: inout SplitMix64) {
    func word() -> String { words[Int(random.next() % UInt64(words.count))] }
    func wordArray(_ range: ClosedRange<Int>) -> String {
      let count = range.lowerBound + Int(random.next() % UInt64(range.count))
      return "[" + (0..<count).map { _ in "\"\(word())\"" }.joined(separator: ", ") + "]"
    }
    func decimal(wholeBelow limit: UInt64, fractionDigits: Int) -> String {
      var fraction = ""
      for _ in 0..<fractionDigits { fraction += String(random.next() % 10) }
      return "\(random.next() % limit).\(fraction)1"
    }

    writer.line("  {")
    writer.line("    \"numerics\": {")
    writer.line("      \"int\": \(Int(random.next() % 200_000) - 100_000),")
    writer.line("      \"int64\": \(Int64(bitPattern: random.next()) >> 10),")
    writer.line("      \"int64_string\": \"\(Int64(bitPattern: random.next()))\",")
    writer.line("      \"double\": \(decimal(wholeBelow: 100_000, fractionDigits: Int(random.next() % 8))),")
    writer.line("      \"float\": \(decimal(wholeBelow: 1000, fractionDigits: Int(random.next() % 3))),")
    switch index % 3 {
    case 0: writer.line("      \"int_opt\": \(random.next() % 1000),")
    case 1: writer.line("      \"int_opt\": null,")
    default: break
    }
    writer.line("      \"uint\": \(random.next() % 1_000_000),")
    writer.line("      \"uint64\": \(random.next()),")
    writer.line("      \"uint64_string\": \"\(random.next())\"")
    writer.line("    },")
    writer.line("    \"bool\": \(random.next() % 2 == 0),")
    writer.line("    \"string_array\": \(wordArray(2...9)),")
    writer.line("    \"string_array_opt\": \(index % 2 == 0 ? "null" : wordArray(1...6)),")
    writer.line("    \"embedded\": {")
    writer.line("      \"string_array\": \(wordArray(1...4)),")
    writer.line("      \"string_array_opt\": \(index % 4 == 0 ? "null" : wordArray(0...2))")
    writer.line("    },")
    writer.line("    \"user_opt\": {")
    writer.line("      \"id\": \(index),")
    if index % 5 == 0 {
      writer.line("      \"email\": \"\(word())\(index)@example.com\",")
    }
    writer.line("      \"name\": \"\(word().capitalized) \(word()) \(word()) \(index)\"")
    writer.line("    },")
    let members = (0..<(1 + Int(random.next() % 5))).map { number in "\"\(word())\(number)\": \"\(word())\"" }
    writer.line("    \"dict\": {" + members.joined(separator: ", ") + "}")
  }

  private struct Writer {
    var text = ""

    mutating func line(_ line: String) {
      text += line
      text += "\n"
    }
  }
}

extension String {
  fileprivate var capitalized: String { prefix(1).uppercased() + dropFirst() }
}
