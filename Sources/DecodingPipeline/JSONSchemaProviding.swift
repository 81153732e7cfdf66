import Decoding
import Foundation

/// A type that says what JSON it writes, for the schema of a codec field of that type.
///
/// The library's scalars and Foundation types conform. So may a type of an app that writes
/// itself as JSON, so that `required("price", \.price, decodeMoney)` has a schema:
///
/// ```swift
/// extension Money: JSONSchemaProviding {
///   static var jsonSchema: JSONSchema { .string.described("An amount and its currency, \"12.50 EUR\"") }
/// }
/// ```
///
/// Optionals, arrays, `String`-keyed dictionaries and `RawRepresentable` enums need no
/// conformance: `JSONSchema.of(_:)` finds them from their parts.
public protocol JSONSchemaProviding: JSONEncodable {
  /// The schema of what ``Decoding/JSONEncodable/encode(to:)`` writes.
  static var jsonSchema: JSONSchema { get }
}

extension String: JSONSchemaProviding {
  /// Any string.
  public static var jsonSchema: JSONSchema { .string }
}

extension Bool: JSONSchemaProviding {
  /// `true` or `false`.
  public static var jsonSchema: JSONSchema { .boolean }
}

extension JSONSchemaProviding where Self: FixedWidthInteger {
  /// An integer within the type's bounds: `Int8` is `minimum: -128, maximum: 127`.
  public static var jsonSchema: JSONSchema { .integer(Self.self) }
}

extension Int: JSONSchemaProviding {}
extension Int8: JSONSchemaProviding {}
extension Int16: JSONSchemaProviding {}
extension Int32: JSONSchemaProviding {}
extension Int64: JSONSchemaProviding {}
extension UInt: JSONSchemaProviding {}
extension UInt8: JSONSchemaProviding {}
extension UInt16: JSONSchemaProviding {}
extension UInt32: JSONSchemaProviding {}
extension UInt64: JSONSchemaProviding {}

extension Double: JSONSchemaProviding {
  /// Any number (JSON has no NaN nor infinity; the encoder's options decide what they become).
  public static var jsonSchema: JSONSchema { .number() }
}

extension Float: JSONSchemaProviding {
  /// Zero, or a number whose magnitude a `Float` holds: `Float.decode` refuses one that
  /// rounds to an infinity or to zero. The bounds are the texts the encoder writes for the
  /// least and the greatest `Float`, `1e-45` and `3.4028235e+38`, which both read back.
  public static var jsonSchema: JSONSchema {
    .magnitude(least: Float.leastNonzeroMagnitude.description, greatest: Float.greatestFiniteMagnitude.description)
  }
}

extension Decimal: JSONSchemaProviding {
  /// Zero, or a number of magnitude 1e-90 to about 1e127, which `Decimal.decode` holds
  /// exactly with up to 38 significant digits. The upper bound is a `Double` whose exact value
  /// is at least its shortest text, so that a validator that reads bounds as `Double`s and a
  /// decimal written in full by the encoder agree at the edge. A schema cannot count digits:
  /// a number of more is refused by the decoder though the schema allows it.
  public static var jsonSchema: JSONSchema {
    .magnitude(least: "1e-90", greatest: "9.999999999999998e126")
  }
}

extension JSONSchema {
  /// Zero, or a number whose magnitude is from `least` to `greatest` (JSON number texts): the
  /// numbers a type of limited range and precision reads without rounding to zero or overflowing.
  static func magnitude(least: String, greatest: String) -> JSONSchema {
    func number(_ text: String) -> JSONNumber? { JSONNumber(text: text) }
    return .oneOf([
      .constant(0),
      .number(minimum: number(least), maximum: number(greatest)),
      .number(minimum: number("-" + greatest), maximum: number("-" + least)),
    ])
  }
}

extension Date: JSONSchemaProviding {
  /// As the options the schema is written with say (``JSONSchemaOptions/dates``): by
  /// default a `date-time` string.
  public static var jsonSchema: JSONSchema { JSONSchema(.date(nil)) }
}

extension URL: JSONSchemaProviding {
  /// A `uri` string.
  public static var jsonSchema: JSONSchema { .string(format: "uri") }
}

extension UUID: JSONSchemaProviding {
  /// A `uuid` string, with the pattern `UUID(uuidString:)` reads, for validators that do
  /// not check formats.
  public static var jsonSchema: JSONSchema {
    JSONSchema(
      .string(
        format: "uuid", contentEncoding: nil,
        pattern: "^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$"))
  }
}

extension Data: JSONSchemaProviding {
  /// A base64 string, with the pattern `Data.decode` reads.
  public static var jsonSchema: JSONSchema {
    JSONSchema(
      .string(
        format: nil, contentEncoding: "base64",
        pattern: "^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$"))
  }
}

extension JSON: JSONSchemaProviding {
  /// Any JSON value.
  public static var jsonSchema: JSONSchema { .any }
}

// The types made of others, found through conformances of their own: a cast to these
// protocols succeeds only when the parts conform, so a `[Money]` is an array of `Money`'s
// schema, or of the empty one.

/// An optional: its wrapped type's values or `null`.
protocol OptionalSchema {
  static var wrappedSchema: JSONSchema { get }
}

extension Optional: OptionalSchema where Wrapped: JSONEncodable {
  static var wrappedSchema: JSONSchema { .of(Wrapped.self) }
}

/// An array: its elements' schema.
protocol ArraySchema {
  static var elementSchema: JSONSchema { get }
}

extension Array: ArraySchema where Element: JSONEncodable {
  static var elementSchema: JSONSchema { .of(Element.self) }
}

/// A `String`-keyed dictionary: its values' schema.
protocol DictionarySchema {
  static var valueSchema: JSONSchema { get }
}

extension Dictionary: DictionarySchema where Key == String, Value: JSONEncodable {
  static var valueSchema: JSONSchema { .of(Value.self) }
}

extension JSONSchema {
  /// The schema of `type`, as ``of(_:)`` describes it.
  static func resolving(_ type: any JSONEncodable.Type) -> JSONSchema {
    if let providing = type as? any JSONSchemaProviding.Type { return providing.jsonSchema }
    if let optional = type as? any OptionalSchema.Type { return .nullable(optional.wrappedSchema) }
    if let array = type as? any ArraySchema.Type { return .array(array.elementSchema) }
    if let dictionary = type as? any DictionarySchema.Type { return .dictionary(dictionary.valueSchema) }
    if let enumeration = type as? any (CaseIterable & RawRepresentable).Type {
      return .enumeration(rawValues(enumeration))
    }
    if let rawRepresentable = type as? any RawRepresentable.Type, let raw = rawSchema(rawRepresentable) {
      return raw.described("A raw value of \(type).")
    }
    return .unknown(
      "\(type) has no schema the library knows: conform it to JSONSchemaProviding, or give the field its codec.")
  }

  /// The raw values of every case of `type`, in declaration order.
  private static func rawValues<T: CaseIterable & RawRepresentable>(_ type: T.Type) -> [JSON] {
    T.allCases.map { ($0.rawValue as? any JSONEncodable)?.encode() ?? .null }
  }

  /// The schema of `type`'s raw value.
  private static func rawSchema<T: RawRepresentable>(_ type: T.Type) -> JSONSchema? {
    (T.RawValue.self as? any JSONEncodable.Type).map(resolving)
  }
}
