import Foundation

// The options of `CodableEncoder` are `JSONEncoder`'s own types, so that a configuration
// written for one is a configuration of the other: `encoder.outputFormatting = [.sortedKeys]`
// and a stored `JSONEncoder.DateEncodingStrategy` both mean the same to either.

extension CodableEncoder {
  /// How the text is laid out: `.prettyPrinted`, `.sortedKeys`, `.withoutEscapingSlashes`.
  public typealias OutputFormatting = JSONEncoder.OutputFormatting
  /// How a `Date` is written; every case of `JSONEncoder`'s.
  public typealias DateEncodingStrategy = JSONEncoder.DateEncodingStrategy
  /// How `Data` is written: base64, `Data`'s own `encode(to:)`, or your closure.
  public typealias DataEncodingStrategy = JSONEncoder.DataEncodingStrategy
  /// How coding keys become member names: as they are, snake case, or your closure.
  public typealias KeyEncodingStrategy = JSONEncoder.KeyEncodingStrategy
  /// What infinities and NaN become: an error, or strings you choose.
  public typealias NonConformingFloatEncodingStrategy = JSONEncoder.NonConformingFloatEncodingStrategy
}

extension JSONEncoder.KeyEncodingStrategy {
  /// `name` in snake case, exactly as `JSONEncoder` converts it: a word ends before an
  /// upper-case letter that follows a lower-case one, and a run of upper-case letters is a
  /// word of its own (`myURLProperty` is `my_url_property`); the words are lower-cased and
  /// joined with `_`.
  static func snakeCase(_ name: String) -> String {
    let scalars = name.unicodeScalars
    guard !scalars.isEmpty else { return name }
    func isUpper(_ scalar: Unicode.Scalar) -> Bool {
      let category = scalar.properties.generalCategory
      return category == .uppercaseLetter || category == .titlecaseLetter
    }
    func isLower(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.generalCategory == .lowercaseLetter
    }
    var words: [Range<String.Index>] = []
    var wordStart = scalars.startIndex
    var searchStart = scalars.index(after: wordStart)
    while let upper = scalars[searchStart...].firstIndex(where: isUpper) {
      words.append(wordStart..<upper)
      guard let lower = scalars[upper...].firstIndex(where: isLower) else {
        wordStart = upper
        break
      }
      if lower == scalars.index(after: upper) {
        // A capital followed by a lower-case letter starts a word.
        wordStart = upper
      } else {
        // A run of capitals is a word, up to the capital before the lower-case letter.
        let beforeLower = scalars.index(before: lower)
        words.append(upper..<beforeLower)
        wordStart = beforeLower
      }
      searchStart = scalars.index(after: lower)
    }
    words.append(wordStart..<scalars.endIndex)
    return words.map { String(scalars[$0]).lowercased() }.joined(separator: "_")
  }
}
