import Foundation

// The Foundation types whose JSON form is not what their own `init(from:)` reads, so
// that `JSONDecoder` reads them specially and so does this decoder: `Date` and `Data`
// by the decoder's strategies, `URL` from a string, `Decimal` from a number's digits.
// The value's step is already on the path when these run.

extension JSONValueDecoder {
  func date(from value: JSON) throws -> Date {
    let depth = path.count
    if value.isNull {
      throw mismatch(value, Date.self, expected: "Date", isRightKind: false, depth: depth, entry: nil)
    }
    switch options.dateDecodingStrategy {
    case .deferredToDate:
      return try withValue(value) { try Date(from: self) }
    case .secondsSince1970:
      return Date(timeIntervalSince1970: try timestamp(value, expected: "seconds since 1970"))
    case .millisecondsSince1970:
      return Date(timeIntervalSince1970: try timestamp(value, expected: "milliseconds since 1970") / 1_000)
    case .iso8601:
      let expected = "ISO 8601 date-time such as \"2024-05-01T12:00:00Z\""
      guard case .string(let text) = value else {
        throw mismatch(value, String.self, expected: expected, isRightKind: false, depth: depth, entry: nil)
      }
      guard let date = ISO8601DateTime.date(from: text) else {
        throw mismatch(value, Date.self, expected: expected, isRightKind: true, depth: depth, entry: nil)
      }
      return date
    case .formatted(let formatter):
      let format = formatter.dateFormat ?? ""
      let expected = format.isEmpty ? "date" : "date formatted \(JSON.quoted(format))"
      guard case .string(let text) = value else {
        throw mismatch(value, String.self, expected: expected, isRightKind: false, depth: depth, entry: nil)
      }
      guard let date = formatter.date(from: text) else {
        throw mismatch(value, Date.self, expected: expected, isRightKind: true, depth: depth, entry: nil)
      }
      return date
    case .custom(let read):
      return try withValue(value) { try read(self) }
    }
  }

  /// A number for a timestamp strategy; the failure names the strategy.
  private func timestamp(_ value: JSON, expected: String) throws -> Double {
    do {
      return try floatingPoint(value, as: Double.self, depth: path.count, entry: nil)
    } catch {
      throw mismatch(value, Double.self, expected: expected, isRightKind: value.isNumber, depth: path.count, entry: nil)
    }
  }

  func data(from value: JSON) throws -> Data {
    let depth = path.count
    if value.isNull {
      throw mismatch(value, Data.self, expected: "base64 data", isRightKind: false, depth: depth, entry: nil)
    }
    switch options.dataDecodingStrategy {
    case .deferredToData:
      return try withValue(value) { try Data(from: self) }
    case .base64:
      guard case .string(let text) = value else {
        throw mismatch(value, String.self, expected: "base64 data", isRightKind: false, depth: depth, entry: nil)
      }
      guard let data = Data(base64Encoded: text) else {
        throw mismatch(value, Data.self, expected: "base64 data", isRightKind: true, depth: depth, entry: nil)
      }
      return data
    case .custom(let read):
      return try withValue(value) { try read(self) }
    }
  }

  func url(from value: JSON) throws -> URL {
    guard case .string(let text) = value else {
      let type: Any.Type = value.isNull ? URL.self : String.self
      throw mismatch(value, type, expected: "URL", isRightKind: false, depth: path.count, entry: nil)
    }
    guard let url = URL(string: text) else {
      throw mismatch(value, URL.self, expected: "URL", isRightKind: true, depth: path.count, entry: nil)
    }
    return url
  }

  /// A number's exact value; unlike `JSONDecoder`, which rounds past 38 significant
  /// digits, a number `Decimal` cannot hold exactly fails.
  func decimal(from value: JSON) throws -> Decimal {
    guard value.isNumber else {
      throw mismatch(value, Decimal.self, expected: "Decimal", isRightKind: false, depth: path.count, entry: nil)
    }
    switch Decimal.decode(value) {
    case .success(let decimal):
      return decimal
    case .failure(let error):
      throw failure(.dataCorrupted, error.failures[0].reason, depth: path.count)
    }
  }
}
