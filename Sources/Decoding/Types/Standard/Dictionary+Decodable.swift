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
  ///
  /// Two keys that a document holds apart but Swift's `String` calls equal (`"é"` and
  /// `"e\u{301}"`) are a failure at the later key, not one value silently kept.
  @inlinable
  package static func decodeValues(of json: JSON, with decodeValue: (JSON) -> Decoded<Value>) -> Decoded<
    [String: Value]
  > {
    guard case .object(let members) = json else {
      return .typeMismatch(expected: "object", actual: json)
    }
    if members.mayNestDeep, ThreadStack.isRunningLow() { return .failure(.stackExhausted) }
    var decoded = [String: Value](minimumCapacity: members.count)
    var failures = FailureCollector()
    for (key, member) in members {
      switch decodeValue(member) {
      case .success(let value):
        // A document's keys differ by code points, but a `String` key of a dictionary is
        // one for every canonically equivalent spelling: say so rather than keep one value.
        if decoded.updateValue(value, forKey: key) != nil, let earlier = decoded.index(forKey: key) {
          failures.add(DecodeError(.canonicalKeyCollision(with: decoded[earlier].key)), at: .key(key))
        }
      case .failure(let error): failures.add(error, at: .key(key))
      }
    }
    if let error = failures.error { return .failure(error) }
    return .success(decoded)
  }
}
