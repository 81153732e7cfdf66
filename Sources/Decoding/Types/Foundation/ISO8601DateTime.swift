import Foundation

// A strict reader for RFC 3339 date-times, the ISO 8601 profile JSON APIs use:
// `2024-05-01T12:00:00Z`, `2024-05-01T12:00:00.123+02:00`.
//
// Foundation's `Date.ISO8601FormatStyle` accepts trailing garbage on Linux
// (`2024-05-01T12:00:00Zjunk` parses), which would turn bad input into a silent
// value, so the whole text is checked here: every field, its range, the day of
// the month (leap years included) and nothing after the offset.

/// Parses RFC 3339 date-time text.
enum ISO8601DateTime {
  /// The instant `text` denotes, or `nil` unless all of it is one valid date-time.
  ///
  /// Accepts `T` or `t` between date and time, an optional fraction of a second
  /// of any length after `.`, and `Z`, `z` or a `±hh:mm` offset. Seconds run
  /// from 00 to 59 (a leap second `60` is rejected).
  static func date(from text: String) -> Date? {
    var text = text
    return text.withUTF8 { bytes in
      var reader = Reader(bytes: bytes)
      return reader.readDateTime()
    }
  }

  /// Days from 1970-01-01 to the given proleptic Gregorian date (negative before it).
  static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    // Counts in 400-year eras starting on 1 March, so the leap day ends each year.
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let monthFromMarch = (month + 9) % 12
    let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The number of days in `month` of `year`.
  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2:
      let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
      return isLeap ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Seconds from 1970-01-01 to 2001-01-01, `Date`'s reference date.
  static let secondsFrom1970ToReferenceDate = 978_307_200

  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
      self.bytes = bytes
    }

    mutating func readDateTime() -> Date? {
      guard let year = number(digits: 4), skip("-"),
        let month = number(digits: 2), (1...12).contains(month), skip("-"),
        let day = number(digits: 2), (1...ISO8601DateTime.daysIn(month: month, year: year)).contains(day),
        skip("T") || skip("t"),
        let hour = number(digits: 2), hour < 24, skip(":"),
        let minute = number(digits: 2), minute < 60, skip(":"),
        let second = number(digits: 2), second < 60,
        let fraction = fractionOfSecond(),
        let offset = offsetInSeconds(),
        position == bytes.count
      else { return nil }
      let days = ISO8601DateTime.daysSince1970(year: year, month: month, day: day)
      let secondsSince1970 = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
      // From the reference date, so the fraction keeps `Date`'s full precision.
      let whole = secondsSince1970 - ISO8601DateTime.secondsFrom1970ToReferenceDate
      return Date(timeIntervalSinceReferenceDate: Double(whole) + fraction)
    }

    /// `0` when there is no fraction, `nil` when `.` has no digits after it.
    mutating func fractionOfSecond() -> Double? {
      guard skip(".") else { return 0 }
      var numerator: UInt64 = 0
      var denominator: UInt64 = 1
      let start = position
      while position < bytes.count, let digit = digitValue(bytes[position]) {
        // Digits past the 18th are below a `Double`'s precision here; they are checked, not used.
        if denominator < 1_000_000_000_000_000_000 {
          numerator = numerator * 10 + UInt64(digit)
          denominator *= 10
        }
        position += 1
      }
      guard position > start else { return nil }
      return Double(numerator) / Double(denominator)
    }

    /// The offset east of UTC, in seconds: `Z` is 0, `+02:00` is 7200.
    mutating func offsetInSeconds() -> Int? {
      if skip("Z") || skip("z") { return 0 }
      let sign: Int
      if skip("+") {
        sign = 1
      } else if skip("-") {
        sign = -1
      } else {
        return nil
      }
      guard let hours = number(digits: 2), hours < 24, skip(":"),
        let minutes = number(digits: 2), minutes < 60
      else { return nil }
      return sign * (hours * 3_600 + minutes * 60)
    }

    mutating func number(digits count: Int) -> Int? {
      guard position + count <= bytes.count else { return nil }
      var value = 0
      for offset in 0..<count {
        guard let digit = digitValue(bytes[position + offset]) else { return nil }
        value = value * 10 + digit
      }
      position += count
      return value
    }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
      guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
      position += 1
      return true
    }

    func digitValue(_ byte: UInt8) -> Int? {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte &- UInt8(ascii: "0")) : nil
    }
  }
}
