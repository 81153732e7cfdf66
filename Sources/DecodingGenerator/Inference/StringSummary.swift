import Decoding
import Foundation

/// What the strings seen at one place of the samples have in common: whether every one of
/// them is a date `Date` decodes, or an absolute URL.
struct StringSummary: Equatable {
  /// How many strings were seen.
  private(set) var count = 0
  /// Whether every string so far is an ISO 8601 date-time that `Date.decode` accepts.
  private(set) var allDates = true
  /// Whether every string so far is an absolute URL with an authority (`https://…`).
  private(set) var allAbsoluteURLs = true

  /// Records one string. Once one string is not a date (or URL), the rest are not checked.
  mutating func add(_ text: String) {
    count += 1
    if allDates, case .failure = Date.decode(.string(text)) { allDates = false }
    if allAbsoluteURLs, !Self.isAbsoluteURL(text) { allAbsoluteURLs = false }
  }

  /// Records every string `other` recorded.
  mutating func add(_ other: StringSummary) {
    count += other.count
    allDates = allDates && other.allDates
    allAbsoluteURLs = allAbsoluteURLs && other.allAbsoluteURLs
  }

  /// `Date` or `URL` when every string is one and the options allow it, otherwise `String`.
  func fieldType(options: GeneratorOptions) -> FieldType {
    if options.inferDates && allDates { return .date }
    if options.inferURLs && allAbsoluteURLs { return .url }
    return .string
  }

  /// Whether `text` is a URL `URL.decode` accepts that starts with a scheme and `//`, such as
  /// `https://example.com/a` or `file:///tmp`. A scheme alone is not enough: `"Note: 12"`
  /// and `"urn:isbn:0451450523"` stay strings.
  static func isAbsoluteURL(_ text: String) -> Bool {
    guard let separator = text.range(of: "://") else { return false }
    let scheme = text[..<separator.lowerBound].unicodeScalars
    guard let first = scheme.first, first.isASCIILetter,
      scheme.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit || "+-.".unicodeScalars.contains($0) })
    else { return false }
    guard case .success = URL.decode(.string(text)) else { return false }
    return true
  }
}

extension Unicode.Scalar {
  /// `A`…`Z` or `a`…`z`.
  var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
  /// `0`…`9`.
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
