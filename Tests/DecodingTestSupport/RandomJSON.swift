import DecodingJSON

/// Random `JSON` values for property and fuzz tests, biased towards the cases that
/// break writers and parsers: escapes, control characters, non-ASCII text, number
/// edges, empty and nested containers.
package struct RandomJSON {
  package var generator: SplitMix64

  package init(seed: UInt64) {
    generator = SplitMix64(seed: seed)
  }

  /// A value nested at most `depth` containers deep.
  package mutating func value(depth: Int = 4) -> JSON {
    let kind = Int.random(in: 0..<(depth > 0 ? 8 : 6), using: &generator)
    switch kind {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &generator))
    case 2, 3: return .number(number())
    case 4, 5: return .string(string())
    case 6:
      let count = Int.random(in: 0...5, using: &generator)
      return .array((0..<count).map { _ in value(depth: depth - 1) })
    default:
      let count = Int.random(in: 0...5, using: &generator)
      var members: [String: JSON] = [:]
      for _ in 0..<count { members[string()] = value(depth: depth - 1) }
      return .object(members)
    }
  }

  /// A number as a parser would produce it, from its text.
  package mutating func number() -> JSONNumber {
    JSONNumber(text: numberText())!
  }

  /// The text of a random JSON number.
  package mutating func numberText() -> String {
    switch Int.random(in: 0..<8, using: &generator) {
    case 0:
      let edges: [String] = [
        "0", "-0", "1", "-1", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
        "18446744073709551615", "18446744073709551616", "-9223372036854775809", "1e308", "1.7976931348623157e308",
        "5e-324", "2.2250738585072014e-308", "1e400", "-1e400", "1e-400", "0.1", "100e-2", "1E+2",
      ]
      return edges.randomElement(using: &generator)!
    case 1: return String(Int64.random(in: .min ... .max, using: &generator))
    case 2: return String(UInt64.random(in: 0 ... .max, using: &generator))
    case 3: return String(Int.random(in: -1000...1000, using: &generator))
    default:
      var text = Bool.random(using: &generator) ? "-" : ""
      text += digits(count: Int.random(in: 1...22, using: &generator), leadingZeroAllowed: false)
      if Bool.random(using: &generator) {
        text += "." + digits(count: Int.random(in: 1...22, using: &generator), leadingZeroAllowed: true)
      }
      if Int.random(in: 0..<3, using: &generator) == 0 {
        text += ["e", "E", "e+", "e-", "E-"].randomElement(using: &generator)!
        text += String(Int.random(in: 0...330, using: &generator))
      }
      return text
    }
  }

  private mutating func digits(count: Int, leadingZeroAllowed: Bool) -> String {
    var text = ""
    for position in 0..<count {
      let low: UInt8 = position == 0 && !leadingZeroAllowed ? 1 : 0
      text.append(Character(Unicode.Scalar(UInt8.random(in: low...9, using: &generator) + 48)))
    }
    if !leadingZeroAllowed, count > 1, Int.random(in: 0..<10, using: &generator) == 0 { return "0" }
    return text
  }

  /// A string mixing ASCII, escapes, control characters and multi-byte scalars.
  package mutating func string() -> String {
    let pieces: [String] = [
      "a", "key", "Z", " ", "\"", "\\", "/", "\n", "\r", "\t", "\u{08}", "\u{0C}", "\u{00}", "\u{1F}", "\u{7F}",
      "é", "e\u{301}", "ß", "€", "中文", "😀", "👩‍👩‍👧", "\u{2028}", "\u{FFFD}", "\u{10FFFF}", "id", "name",
    ]
    let count = Int.random(in: 0...6, using: &generator)
    return (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
  }
}
