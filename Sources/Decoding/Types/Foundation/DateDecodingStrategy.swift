import Foundation

/// How a `Date` is written in a document; pick one per field with ``DecodingPipeline/date(_:)``:
/// `date(.millisecondsSince1970)`, `date(.iso8601)`, `date(.formatted(formatter))`; in the
/// operator style, with `json.date("created_at", .millisecondsSince1970)`.
///
/// `Date`'s own ``Decodable`` conformance uses ``iso8601``.
///
/// Every strategy fails with a message saying what it expected and what it found
/// (`created_at: expected ISO 8601 date-time such as "2024-05-01T12:00:00Z", found "yesterday"`).
/// The timestamp strategies take JSON numbers (fractions allowed) and reject a
/// timestamp outside the years 1 to 9999, which is almost always a unit mix-up
/// such as milliseconds read as seconds.
public struct DateDecodingStrategy: Sendable {
  /// Decodes a date this way.
  public let decode: DecodeFunction<Date>

  /// A strategy made from your own decoder function.
  public init(_ decode: @escaping DecodeFunction<Date>) {
    self.decode = decode
  }

  /// A number of seconds since 1970-01-01T00:00:00Z (a Unix timestamp), e.g. `1714564800`.
  public static let secondsSince1970 = DateDecodingStrategy.timestamp(
    expected: "seconds since 1970", secondsSince1970: { $0 })

  /// A number of milliseconds since 1970-01-01T00:00:00Z, as JavaScript's `Date.now()`, e.g. `1714564800123`.
  public static let millisecondsSince1970 = DateDecodingStrategy.timestamp(
    expected: "milliseconds since 1970", secondsSince1970: { $0 / 1_000 })

  /// A number of seconds since 2001-01-01T00:00:00Z, `Date`'s reference date, e.g. `736257600`.
  public static let secondsSinceReferenceDate = DateDecodingStrategy.timestamp(
    expected: "seconds since 2001-01-01",
    secondsSince1970: { $0 + Double(ISO8601DateTime.secondsFrom1970ToReferenceDate) })

  /// An RFC 3339 (ISO 8601) date-time string, with or without fractional seconds:
  /// `2024-05-01T12:00:00Z`, `2024-05-01T12:00:00.123Z`, `2024-05-01T14:00:00+02:00`.
  ///
  /// The whole text must be one date-time: a date alone, a missing offset, an
  /// impossible day such as `2023-02-29`, or anything after the offset is a failure.
  public static let iso8601 = DateDecodingStrategy { json in
    if case .string(let text) = json, let date = ISO8601DateTime.date(from: text) { return .success(date) }
    return .typeMismatch(expected: "ISO 8601 date-time such as \"2024-05-01T12:00:00Z\"", actual: json)
  }

  /// The earliest and latest seconds since 1970 a timestamp may denote: years 1 to 9999.
  static let timestampRange: Range<Double> = -62_135_596_800..<253_402_300_800

  /// A numeric timestamp; `secondsSince1970` converts the number to seconds since 1970.
  private static func timestamp(
    expected: String,
    secondsSince1970: @escaping @Sendable (Double) -> Double
  ) -> DateDecodingStrategy {
    DateDecodingStrategy { json in
      guard case .number(let number) = json else { return .typeMismatch(expected: expected, actual: json) }
      let seconds = secondsSince1970(number.doubleValue)
      guard timestampRange.contains(seconds) else {
        return .typeMismatch(expected: "\(expected) within the years 1 to 9999", actual: json)
      }
      return .success(Date(timeIntervalSince1970: seconds))
    }
  }
}
