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
  /// A string the strategy rejects fails with the strategy's type:
  /// `expected date readable by FormatStyle, found "May 1st"`.
  public static func parsed<Strategy: ParseStrategy & Sendable>(by strategy: Strategy) -> DateDecodingStrategy
  where Strategy.ParseInput == String, Strategy.ParseOutput == Date {
    DateDecodingStrategy { json in
      if case .string(let text) = json, let date = try? strategy.parse(text) { return .success(date) }
      return .typeMismatch(expected: "date readable by \(Strategy.self)", actual: json)
    }
  }
}
