extension LenientDictionary: Decodable where Value: Decodable, Value == Value.DecodedType {
  /// Decodes a JSON object, keeping the members whose values decode and recording the others.
  ///
  /// A value that is not an object (`null` included) is a failure. For a member that may be
  /// missing or `null`, use `<|?`.
  @inlinable
  public static func decode(_ json: JSON) -> Decoded<LenientDictionary<Value>> {
    decodeLeniently(json, with: { Value.decode($0) })
  }
}

extension LenientDictionary {
  /// Decodes the members of a JSON object with `decodeValue`, skipping and recording failures.
  ///
  /// Two keys that Swift's `String` calls equal (`"é"` and `"e\u{301}"`) are a failure of the
  /// whole object, as for `[String: Value]`: skipping one would hide which value was meant.
  @inlinable
  package static func decodeLeniently(_ json: JSON, with decodeValue: (JSON) -> Decoded<Value>) -> Decoded<
    LenientDictionary
  > {
    guard case .object(let members) = json else { return .typeMismatch(expected: "object", actual: json) }
    if members.mayNestDeep, ThreadStack.isRunningLow() { return .failure(.stackExhausted) }
    var values = [String: Value](minimumCapacity: members.count)
    var skips = SkipRecorder()
    var collisions = FailureCollector()
    var seen = Set<String>(minimumCapacity: members.count)
    for (index, (key, member)) in members.enumerated() {
      if !seen.insert(key).inserted, let earlier = seen.firstIndex(of: key) {
        collisions.add(DecodeError(.canonicalKeyCollision(with: seen[earlier])), at: .key(key))
        continue
      }
      switch decodeValue(member) {
      case .success(let value): values[key] = value
      case .failure(let error): skips.skip(index: index, key: key, error: error, at: .key(key))
      }
    }
    if let error = collisions.error { return .failure(error) }
    return .success(LenientDictionary(values: values, skips: skips))
  }
}
