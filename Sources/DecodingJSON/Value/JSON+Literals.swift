extension JSON: ExpressibleByDictionaryLiteral {
  /// Creates an object from a literal, in its order; a repeated key keeps its last value.
  public init(dictionaryLiteral elements: (String, JSON)...) {
    self = .object(JSONObject(storage: .members(JSONMembers(elements))))
  }
}

extension JSON: ExpressibleByArrayLiteral {
  /// Creates an array from a literal.
  public init(arrayLiteral elements: JSON...) {
    self = .array(JSONArray(elements))
  }
}

extension JSON: ExpressibleByStringLiteral {
  /// Creates a string from a literal.
  public init(stringLiteral value: String) {
    self = .string(value)
  }
}

extension JSON: ExpressibleByIntegerLiteral {
  /// Creates a number from an integer literal.
  public init(integerLiteral value: Int64) {
    self = .number(JSONNumber(value))
  }
}

extension JSON: ExpressibleByFloatLiteral {
  /// Creates a number from a floating-point literal.
  public init(floatLiteral value: Double) {
    self = .number(JSONNumber(value))
  }
}

extension JSON: ExpressibleByBooleanLiteral {
  /// Creates `true` or `false` from a literal.
  public init(booleanLiteral value: Bool) {
    self = .bool(value)
  }
}

extension JSON: ExpressibleByNilLiteral {
  /// Creates `null` from `nil`.
  public init(nilLiteral: ()) {
    self = .null
  }
}
