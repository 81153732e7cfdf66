#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// `JSON` as a Codable value, so that a Codable model can keep a free-form member
// (`let metadata: JSON`) and `JSONEncoder`/`JSONDecoder` read and write it.
//
// A `Swift.Decoder` cannot say what kind of value it holds, so `init(from:)` asks
// in turn, cheapest and least ambiguous first. Decoding's own decoder never comes
// here: it hands its `JSON` over as it is (see `JSONValueDecoder`).

extension JSON: Swift.Decodable {
  /// Reads whatever value `decoder` holds: `null`, a Boolean, a string, a number,
  /// an object or an array.
  ///
  /// Integers that fit `Int64` or `UInt64` stay exact. Other numbers keep the digits of
  /// the `Decimal` Foundation's `JSONDecoder` reads from the text (up to 38 significant
  /// digits), and otherwise become the nearest `Double`.
  public init(from decoder: any Swift.Decoder) throws {
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      self = .null
    } else if let flag = try? single.decode(Bool.self) {
      self = .bool(flag)
    } else if let text = try? single.decode(String.self) {
      self = .string(text)
    } else if let number = JSON.number(in: single) {
      self = .number(number)
    } else if let members = try? decoder.container(keyedBy: JSONMemberKey.self) {
      var object = [String: JSON](minimumCapacity: members.allKeys.count)
      for key in members.allKeys {
        object[key.stringValue] = try members.decode(JSON.self, forKey: key)
      }
      self = .object(object)
    } else if var elements = try? decoder.unkeyedContainer() {
      var array: [JSON] = []
      array.reserveCapacity(elements.count ?? 0)
      while !elements.isAtEnd {
        array.append(try elements.decode(JSON.self))
      }
      self = .array(array)
    } else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "expected a JSON value (null, Bool, String, number, object or array)"))
    }
  }

  /// The number a container holds, as exactly as the decoder gives it; `nil` if none.
  private static func number(in single: any SingleValueDecodingContainer) -> JSONNumber? {
    if let integer = try? single.decode(Int64.self) { return JSONNumber(integer) }
    if let integer = try? single.decode(UInt64.self) { return JSONNumber(integer) }
    let double = try? single.decode(Double.self)
    // `JSONDecoder` reads a `Decimal` from the number's own digits; keep them when they
    // denote the same value as the `Double`, which rules out a decoder that made the
    // `Decimal` some other way.
    if let decimal = try? single.decode(Decimal.self), decimal.isFinite,
      let exact = JSONNumber(text: decimal.description),
      double == nil || exact.doubleValue == double
    {
      return exact
    }
    return double.map { JSONNumber($0) }
  }
}

extension JSON: Swift.Encodable {
  /// Writes the value with `encoder`, objects in their iteration order (document order for a parsed one).
  ///
  /// Integers are written as `Int64` or `UInt64`, other numbers as the `Double` when that
  /// keeps their value exactly and as a `Decimal` when only a `Decimal` does, so that
  /// `JSONEncoder` writes every digit. A number neither holds (such as `1e400`) is
  /// written as its `Double`, which `JSONEncoder` rejects unless told how to write
  /// infinities.
  public func encode(to encoder: any Swift.Encoder) throws {
    switch self {
    case .null:
      var single = encoder.singleValueContainer()
      try single.encodeNil()
    case .bool(let flag):
      var single = encoder.singleValueContainer()
      try single.encode(flag)
    case .string(let text):
      var single = encoder.singleValueContainer()
      try single.encode(text)
    case .number(let number):
      var single = encoder.singleValueContainer()
      try number.encode(into: &single)
    case .array(let elements):
      var container = encoder.unkeyedContainer()
      for element in elements {
        try container.encode(element)
      }
    case .object(let members):
      var container = encoder.container(keyedBy: JSONMemberKey.self)
      for (key, value) in members {
        try container.encode(value, forKey: JSONMemberKey(key))
      }
    }
  }
}

extension JSONNumber {
  /// Encodes the number in the form that keeps it exactly; see ``JSON/encode(to:)``.
  fileprivate func encode(into single: inout some SingleValueEncodingContainer) throws {
    switch storage {
    case .integer(let value): try single.encode(value)
    case .unsignedInteger(let value): try single.encode(value)
    case .double(let value): try single.encode(value)
    case .decimal, .text:
      if let parts = decimalParts {
        if !doubleKeepsValue(parts), let decimal = parts.decimal {
          try single.encode(decimal)
        } else {
          try single.encode(doubleValue)
        }
      } else if let decimal = Decimal(string: text, locale: nil), decimal.isFinite {
        // More significant digits than `UInt64` holds: `Decimal` keeps up to 38 of them.
        try single.encode(decimal)
      } else {
        try single.encode(doubleValue)
      }
    }
  }

  /// The value as `significand × 10^exponent` with no trailing zero in `significand`,
  /// when the significand fits `UInt64`.
  private var decimalParts: DecimalParts? {
    switch storage {
    case .integer(let value): return DecimalParts(significand: value.magnitude, exponent: 0, isNegative: value < 0)
    case .unsignedInteger(let value): return DecimalParts(significand: value, exponent: 0, isNegative: false)
    case .decimal(let significand, let exponent, let isNegative):
      return DecimalParts(significand: significand, exponent: Int(exponent), isNegative: isNegative)
    case .text(let box):
      return box.decimal.map {
        DecimalParts(significand: $0.significand, exponent: Int($0.exponent), isNegative: $0.isNegative)
      }
    case .double: return nil
    }
  }

  /// Whether the shortest `Double` text of this number denotes exactly `parts`.
  private func doubleKeepsValue(_ parts: DecimalParts) -> Bool {
    let double = doubleValue
    guard double.isFinite, let shortest = JSONNumber(text: double.description)?.decimalParts else { return false }
    return shortest == parts
  }

  /// A decimal value reduced so that equal values have equal parts.
  private struct DecimalParts: Equatable {
    let significand: UInt64
    let exponent: Int
    let isNegative: Bool

    init(significand: UInt64, exponent: Int, isNegative: Bool) {
      var significand = significand
      var exponent = exponent
      while significand != 0, significand % 10 == 0 {
        significand /= 10
        exponent += 1
      }
      self.significand = significand
      self.exponent = significand == 0 ? 0 : exponent
      self.isNegative = isNegative && significand != 0
    }

    /// The same value as a `Decimal`, when its exponent is within `Decimal`'s range.
    var decimal: Decimal? {
      guard (-128...127).contains(exponent) else { return nil }
      return Decimal(sign: isNegative ? .minus : .plus, exponent: exponent, significand: Decimal(significand))
    }
  }
}

/// A member name as a coding key, for reading and writing objects of any shape.
struct JSONMemberKey: CodingKey {
  let stringValue: String
  let intValue: Int? = nil

  init(_ key: String) {
    stringValue = key
  }

  init?(stringValue: String) {
    self.stringValue = stringValue
  }

  init?(intValue: Int) {
    return nil
  }
}
