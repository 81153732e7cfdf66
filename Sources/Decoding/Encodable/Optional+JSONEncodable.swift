// Alone or as an element, `nil` is `null`. As an object member it is left out: see
// `JSONOutput.member(_:_:)` and `JSON.object(encoding:)`, which look for `nil` through
// `OptionalJSONEncodable`.

extension Optional: JSONEncodable where Wrapped: JSONEncodable {
  /// The wrapped value's JSON, or `null`.
  public func encode() -> JSON {
    switch self {
    case .some(let value): value.encode()
    case .none: .null
    }
  }

  /// Writes the wrapped value, or `null`.
  public func encode(to output: inout JSONOutput) throws {
    switch self {
    case .some(let value): try value.encode(to: &output)
    case .none: output.writeNull()
    }
  }
}

/// An optional seen through `any JSONEncodable`, so that a `nil` member can be left out.
protocol OptionalJSONEncodable {
  /// Whether this is `nil`.
  var isNil: Bool { get }
}

extension Optional: OptionalJSONEncodable where Wrapped: JSONEncodable {
  var isNil: Bool { self == nil }
}
