// Typed accessors for navigation. Each gives the value only when the JSON is
// already of that kind, and `nil` for anything else: nothing is converted
// between kinds (`"12"` is not an `intValue`, `1` is not a `boolValue`), nothing
// is truncated, and nothing traps.

extension JSON {
  /// The text of a string, otherwise `nil`.
  @inlinable
  public var stringValue: String? {
    guard case .string(let text) = self else { return nil }
    return text
  }

  /// The number itself, with its original text, otherwise `nil`.
  @inlinable
  public var numberValue: JSONNumber? {
    guard case .number(let number) = self else { return nil }
    return number
  }

  /// A number that is an integer within `Int`'s range, otherwise `nil`.
  ///
  /// `2.0` and `2e0` give `2`; `2.5`, `1e30` and `"2"` give `nil`.
  @inlinable
  public var intValue: Int? {
    numberValue?.exactly(as: Int.self)
  }

  /// A number that is an integer within `Int64`'s range, otherwise `nil`.
  @inlinable
  public var int64Value: Int64? {
    numberValue?.exactly(as: Int64.self)
  }

  /// A number that is an integer within `UInt64`'s range, otherwise `nil`.
  @inlinable
  public var uint64Value: UInt64? {
    numberValue?.exactly(as: UInt64.self)
  }

  /// A number as its correctly rounded `Double`; `nil` for other values, for numbers
  /// beyond `Double`'s range (such as `1e400`) and for nonzero numbers that round to zero
  /// (`1e-400`), as `Double`'s decoder does.
  @inlinable
  public var doubleValue: Double? {
    numberValue?.doubleValueInRange
  }

  /// `true` or `false`, otherwise `nil` (the numbers `0` and `1` included).
  @inlinable
  public var boolValue: Bool? {
    guard case .bool(let flag) = self else { return nil }
    return flag
  }

  /// The elements of an array, otherwise `nil`.
  @inlinable
  public var arrayValue: JSONArray? {
    guard case .array(let elements) = self else { return nil }
    return elements
  }

  /// The members of an object, otherwise `nil`.
  @inlinable
  public var objectValue: JSONObject? {
    guard case .object(let members) = self else { return nil }
    return members
  }

  /// Whether this is `null`.
  @inlinable
  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }
}
