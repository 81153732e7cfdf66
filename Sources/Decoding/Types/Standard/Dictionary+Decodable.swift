extension Dictionary: Decodable where Key == String, Value: Decodable, Value == Value.DecodedType {
  /// Decodes a JSON object, every member's value as `Value`.
  ///
  /// The failures of all bad members are reported together, ordered by key.
  @inlinable
  public static func decode(_ json: JSON) -> Decoded<[String: Value]> {
    decodeValues(of: json, with: { Value.decode($0) })
  }
}

extension Dictionary where Key == String {
  /// Decodes the members of a JSON object with `decodeValue`, accumulating failures in document order.
  @inlinable
  package static func decodeValues(of json: JSON, with decodeValue: (JSON) -> Decoded<Value>) -> Decoded<
    [String: Value]
  > {
    guard case .object(let members) = json else {
      return .typeMismatch(expected: "object", actual: json)
    }
    var decoded = [String: Value](minimumCapacity: members.count)
    var failures: [DecodeError] = []
    for (key, member) in members {
      switch decodeValue(member) {
      case .success(let value): decoded[key] = value
      case .failure(let error): failures.append(error.prefixed(with: .key(key)))
      }
    }
    guard failures.isEmpty else {
      return .failure(.multiple(failures))
    }
    return .success(decoded)
  }
}
