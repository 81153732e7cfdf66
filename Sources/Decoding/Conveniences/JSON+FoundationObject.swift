import Foundation

extension JSON {
  /// Converts the output of `JSONSerialization` (or any `Any` built from
  /// dictionaries, arrays, strings, numbers, booleans and `NSNull`) to `JSON`.
  ///
  /// A JSON boolean stays `.bool` even though Foundation stores it as an
  /// `NSNumber`, on Linux as on Apple platforms, so `true` and `1` never mix up.
  /// A value that is not JSON (a `Date`, a custom type) becomes `.null` where it
  /// stands, as in Argo, and the rest is kept; use ``init(validating:)`` to get an
  /// error naming it instead.
  public init(_ object: Any) {
    // Cannot throw: with `lenient`, a value with no JSON form becomes `.null`.
    self = (try? JSON.convert(object, lenient: true)) ?? .null
  }

  /// Converts `JSONSerialization`-style values to `JSON`, throwing a ``DecodeError`` with the
  /// path of the first value that has no JSON form.
  ///
  /// As a function value, `JSON.init` means ``init(_:)``, as in Argo's `.map(JSON.init)`,
  /// even where a throwing function would fit too; pass `{ try JSON(validating: $0) }` for
  /// this one.
  @_disfavoredOverload
  public init(validating object: Any) throws {
    self = try JSON.convert(object, lenient: false)
  }

  /// Converts `object`; a value with no JSON form becomes `.null` when `lenient`,
  /// otherwise a failure at its path.
  static func convert(_ object: Any, lenient: Bool) throws(DecodeError) -> JSON {
    switch object {
    case let json as JSON:
      return json
    case is NSNull:
      return .null
    case let value as Bool where type(of: object) == Bool.self:
      return .bool(value)
    case let value as String:
      return .string(value)
    case let number as NSNumber:
      return convert(number)
    case let elements as [Any]:
      var converted: [JSON] = []
      converted.reserveCapacity(elements.count)
      for (index, element) in elements.enumerated() {
        do {
          converted.append(try convert(element, lenient: lenient))
        } catch {
          throw error.prefixed(with: .index(index))
        }
      }
      return .array(converted)
    case let members as [String: Any]:
      var converted = [String: JSON](minimumCapacity: members.count)
      for (key, member) in members {
        do {
          converted[key] = try convert(member, lenient: lenient)
        } catch {
          throw error.prefixed(with: .key(key))
        }
      }
      return .object(converted)
    default:
      let mirror = Mirror(reflecting: object)
      if mirror.displayStyle == .optional {
        guard let wrapped = mirror.children.first?.value else { return .null }
        return try convert(wrapped, lenient: lenient)
      }
      if lenient { return .null }
      throw DecodeError.typeMismatch(
        expected: "a JSON value (dictionary, array, string, number, boolean or NSNull)",
        actual: "\(type(of: object))")
    }
  }

  private static func convert(_ number: NSNumber) -> JSON {
    if isBoolean(number) {
      return .bool(number.boolValue)
    }
    if number is NSDecimalNumber, let exact = JSONNumber(text: number.description) {
      return .number(exact)
    }
    switch UInt8(bitPattern: number.objCType.pointee) {
    case UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "i"), UInt8(ascii: "l"), UInt8(ascii: "q"):
      return .number(JSONNumber(number.int64Value))
    case UInt8(ascii: "C"), UInt8(ascii: "S"), UInt8(ascii: "I"), UInt8(ascii: "L"), UInt8(ascii: "Q"):
      return .number(JSONNumber(number.uint64Value))
    case UInt8(ascii: "f"):
      return .number(JSONNumber(number.floatValue))
    default:
      return .number(JSONNumber(number.doubleValue))
    }
  }

  /// Whether Foundation made this number from a boolean. `JSONSerialization`
  /// returns the shared `kCFBooleanTrue`/`kCFBooleanFalse` objects, whose class is
  /// `__NSCFBoolean` on every platform, while `1` and `0` are ordinary numbers.
  private static func isBoolean(_ number: NSNumber) -> Bool {
    String(describing: type(of: number)) == "__NSCFBoolean"
  }
}
