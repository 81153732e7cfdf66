extension JSON: CustomStringConvertible {
  /// A short, JSON-like rendering for messages: `"Cool User"`, `42`,
  /// `{"id": 1, "name": "Cool User"}`, `[1, 2, 3, … 97 more]`.
  ///
  /// Long values are cut after about 80 characters, so describing a value from a large
  /// document stays cheap and never prints megabytes, and each cut says how much it left
  /// out: `… 97 more` elements or members, `"abc…" (1,234 more characters)`. The whole
  /// value is ``formatted(_:)``. Object keys are sorted so that the same value always reads
  /// the same.
  public var description: String {
    var output = ""
    var budget = JSON.descriptionBudget
    describe(into: &output, budget: &budget)
    return output
  }

  /// About how many characters ``description`` writes before abbreviating.
  static let descriptionBudget = 80

  private func describe(into output: inout String, budget: inout Int) {
    switch self {
    case .null: write("null", into: &output, budget: &budget)
    case .bool(let value): write(value ? "true" : "false", into: &output, budget: &budget)
    case .number(let number): write(number.text, into: &output, budget: &budget)
    case .string(let text):
      let limit = max(budget - 2, 8)
      let count = text.count
      if count > limit {
        let kept = limit - 1
        write(JSON.quoted(String(text.prefix(kept))).dropLast() + "…\"", into: &output, budget: &budget)
        let unit = count - kept == 1 ? "character" : "characters"
        write(" (\(JSON.grouped(count - kept)) more \(unit))", into: &output, budget: &budget)
      } else {
        write(JSON.quoted(text), into: &output, budget: &budget)
      }
    case .array(let elements):
      output += "["
      budget -= 1
      for (position, element) in elements.enumerated() {
        if position > 0 { write(", ", into: &output, budget: &budget) }
        if budget <= 0 {
          output += "… \(JSON.grouped(elements.count - position)) more"
          break
        }
        element.describe(into: &output, budget: &budget)
      }
      output += "]"
    case .object(let members):
      output += "{"
      budget -= 1
      for (position, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
        if position > 0 { write(", ", into: &output, budget: &budget) }
        if budget <= 0 {
          output += "… \(JSON.grouped(members.count - position)) more"
          break
        }
        write(JSON.quoted(member.key) + ": ", into: &output, budget: &budget)
        member.value.describe(into: &output, budget: &budget)
      }
      output += "}"
    }
  }

  private func write(_ text: some StringProtocol, into output: inout String, budget: inout Int) {
    output += text
    budget -= text.count
  }

  /// `count` with its thousands grouped by commas, as a message reads it: `1,234`.
  static func grouped(_ count: Int) -> String {
    var digits = String(count)
    var position = digits.endIndex
    while digits.distance(from: digits.startIndex, to: position) > 3 {
      position = digits.index(position, offsetBy: -3)
      digits.insert(",", at: position)
    }
    return digits
  }

  /// `text` as a JSON string literal, quoted and escaped as ``formatted(_:)`` writes it.
  package static func quoted(_ text: String) -> String {
    var output: [UInt8] = [UInt8(ascii: "\"")]
    JSONStringEscapes.escape(text, into: &output)
    output.append(UInt8(ascii: "\""))
    return String(decoding: output, as: UTF8.self)
  }

  /// `value` in uppercase hexadecimal, padded with zeros to `width` digits: `001F`.
  package static func hex(_ value: UInt32, width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
