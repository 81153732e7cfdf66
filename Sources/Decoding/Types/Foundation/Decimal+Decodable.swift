import Foundation

// `decode` is disfavored: Argo 4 did not conform this type, so an app's module may declare
// its own `decode` for it, and code that imports both calls that one, as it did with Argo.
extension Decimal: Decodable {
  /// Decodes a number from its original text, so no digit is lost to a `Double`:
  /// `0.1` is exactly one tenth and `12345678901234567890.12` keeps every digit.
  ///
  /// A string holding a JSON number (`"12.30"`) is accepted too, as APIs send
  /// amounts as strings precisely to keep them exact. Anything else fails:
  /// `expected Decimal, found "12,30"`. A number `Decimal` cannot hold exactly
  /// (more than 38 significant digits, or beyond its exponent range) fails rather
  /// than being rounded.
  @_disfavoredOverload
  public static func decode(_ json: JSON) -> Decoded<Decimal> {
    let number: JSONNumber
    switch json {
    case .number(let value): number = value
    case .string(let string):
      guard let value = JSONNumber(text: string) else { return .typeMismatch(expected: "Decimal", actual: json) }
      number = value
    default: return .typeMismatch(expected: "Decimal", actual: json)
    }
    let digits = DecimalDigits(number)
    if digits.digits.isEmpty { return .success(0) }
    guard digits.digits.utf8.count <= Self.maximumDigits + 1,
      let decimal = Decimal(string: digits.scientificText, locale: nil)
    else {
      return .failure(digits.digits.utf8.count > Self.maximumDigits ? tooPrecise(json) : outOfRange(json))
    }
    // `Decimal(string:)` rounds what does not fit; compare to be sure nothing was.
    guard DecimalDigits(decimal) == digits else { return .failure(tooPrecise(json)) }
    return .success(decimal)
  }

  /// The significant digits every `Decimal` holds; some 39-digit values fit too.
  static let maximumDigits = 38

  private static func tooPrecise(_ json: JSON) -> DecodeError {
    .typeMismatch(expected: "Decimal (at most \(maximumDigits) significant digits)", actual: json.description)
  }

  private static func outOfRange(_ json: JSON) -> DecodeError {
    .typeMismatch(expected: "Decimal within its range (exponent -128 to 127)", actual: json.description)
  }
}

/// A decimal number as its sign, its significant digits and a power of ten:
/// `-12.50` is `-, "125", -1`. Zero has no digits.
struct DecimalDigits: Equatable {
  var isNegative: Bool
  /// ASCII digits with no leading or trailing zero.
  var digits: String
  var exponent: Int

  /// The digits of a JSON number, read from its text by the parser's number scanner.
  init(_ number: JSONNumber) {
    let parts = number.significantDigits
    self.init(isNegative: parts.isNegative, mantissa: parts.digits, exponent: parts.exponent)
  }

  /// The digits of a `Decimal`, for checking that it holds a value exactly.
  init(_ decimal: Decimal) {
    self.init(
      isNegative: decimal.sign == .minus, mantissa: decimal.significand.description, exponent: Int(decimal.exponent))
  }

  private init(isNegative: Bool, mantissa: String, exponent: Int) {
    let significant = mantissa.drop { $0 == "0" }
    var digits = Substring(significant)
    var exponent = exponent
    while digits.last == "0" {
      digits.removeLast()
      exponent += 1
    }
    self.isNegative = isNegative && !digits.isEmpty
    self.digits = String(digits)
    self.exponent = digits.isEmpty ? 0 : exponent
  }

  /// `-125e-1`: text `Decimal(string:)` reads without a locale's decimal separator.
  var scientificText: String {
    (isNegative ? "-" : "") + digits + "e" + String(exponent)
  }
}
