import Foundation

extension Date: JSONEncodable {
  /// An ISO 8601 date-time in UTC, which `Date.decode` reads back (the options' other date
  /// strategies apply when the date is written with ``encode(to:)``).
  public func encode() -> JSON {
    .string(Self.iso8601String(self))
  }

  /// Writes the date as ``JSONEncodingOptions/dates`` says: ISO 8601 by default.
  public func encode(to output: inout JSONOutput) throws {
    switch output.options.dates {
    case .iso8601: output.write(Self.iso8601String(self))
    case .secondsSince1970: try output.write(timeIntervalSince1970)
    case .millisecondsSince1970: try output.write(timeIntervalSince1970 * 1000)
    case .secondsSinceReferenceDate: try output.write(timeIntervalSinceReferenceDate)
    }
  }

  /// `2026-12-02T01:05:00Z`, with milliseconds when there is a fraction of a second.
  package static func iso8601String(_ date: Date) -> String {
    let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
    guard milliseconds.isFinite, abs(milliseconds) < 1e17 else { return "0001-01-01T00:00:00Z" }
    let total = Int64(milliseconds)
    let (seconds, millisecond) = floorDivision(total, 1000)
    let (days, secondOfDay) = floorDivision(seconds, 86_400)
    let (year, month, day) = civilDate(daysSince1970: days)
    func pad(_ value: Int64, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    var text = "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T"
    text += "\(pad(secondOfDay / 3600, 2)):\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2))"
    if millisecond != 0 { text += "." + pad(millisecond, 3) }
    return text + "Z"
  }

  private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
    let (quotient, remainder) = value.quotientAndRemainder(dividingBy: divisor)
    return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
  }

  /// The proleptic Gregorian date of a day counted from 1970-01-01 (Howard Hinnant's algorithm).
  private static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
