import Foundation

extension DateDecodingStrategy {
  /// A string that `formatter` reads, e.g. with `dateFormat = "yyyy-MM-dd"`.
  ///
  /// Set the formatter's `locale` (usually `en_US_POSIX`) and `timeZone`; do not
  /// change it while decoding. A string it cannot read fails with the format:
  /// `expected date formatted "yyyy-MM-dd", found "May 1st"`.
  public static func formatted(_ formatter: DateFormatter) -> DateDecodingStrategy {
    DateDecodingStrategy { json in
      if case .string(let text) = json, let date = formatter.date(from: text) { return .success(date) }
      let format = formatter.dateFormat ?? ""
      return .typeMismatch(expected: format.isEmpty ? "date" : "date formatted \(JSON.quoted(format))", actual: json)
    }
  }

  /// A string read by a parse strategy, such as a `Date.FormatStyle` or
  /// `Date.VerbatimFormatStyle(…).parseStrategy`.
  ///
  /// A string the strategy rejects fails naming the strategy's type:
  /// `expected date readable by Date.FormatStyle, found "May 1st"`. What counts as
  /// readable is the strategy's decision (Foundation's format styles, for one,
  /// ignore text after the date).
  public static func parsed<Strategy: ParseStrategy & Sendable>(by strategy: Strategy) -> DateDecodingStrategy
  where Strategy.ParseInput == String, Strategy.ParseOutput == Date {
    DateDecodingStrategy { json in
      if case .string(let text) = json, let date = try? strategy.parse(text) { return .success(date) }
      return .typeMismatch(expected: "date readable by \(typeName(Strategy.self))", actual: json)
    }
  }

  /// A type's name without its module, keeping outer types: `Date.FormatStyle`.
  static func typeName(_ type: Any.Type) -> String {
    var name = Substring(String(reflecting: type))
    // Types declared in an extension in another module read `(extension in Module):Module.Type`.
    if let extensionEnd = name.range(of: "):") { name = name[extensionEnd.upperBound...] }
    if let moduleEnd = name.firstIndex(of: ".") { name = name[name.index(after: moduleEnd)...] }
    return String(name)
  }
}
