/// `text` as a Swift string literal: `"user_id"`, with quotes, backslashes and control
/// characters escaped so that any JSON key can be written into the decoder.
func swiftStringLiteral(_ text: String) -> String {
  var literal = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": literal += "\\\""
    case "\\": literal += "\\\\"
    case "\n": literal += "\\n"
    case "\r": literal += "\\r"
    case "\t": literal += "\\t"
    case "\0": literal += "\\0"
    default:
      if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .format
        || scalar.properties.generalCategory == .lineSeparator
        || scalar.properties.generalCategory == .paragraphSeparator
      {
        literal += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        literal.unicodeScalars.append(scalar)
      }
    }
  }
  return literal + "\""
}
