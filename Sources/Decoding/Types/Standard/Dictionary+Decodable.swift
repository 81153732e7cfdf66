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
  /// Decodes the members of a JSON object with `decodeValue`, accumulating failures by key.
  @inlinable
  package static func decodeValues(of json: JSON, with decodeValue: (JSON) -> Decoded<Value>) -> Decoded<
    [String: Value]
  > {
    guard case .object(let members) = json else {
      return .typeMismatch(expected: "object", actual: json)
    }
    // The common case, every value decodes: `mapValues` reuses the object's hash
    // table, so no key is hashed again. The first failure abandons it for the loop
    // below, which collects every failure.
    if let decoded = try? members.mapValues({ member in
      guard case .success(let value) = decodeValue(member) else { throw AbandonedFastPath() }
      return value
    }) {
      return .success(decoded)
    }
    var decoded = [String: Value](minimumCapacity: members.count)
    var failures: [(key: String, error: DecodeError)] = []
    for (key, member) in members {
      switch decodeValue(member) {
      case .success(let value): decoded[key] = value
      case .failure(let error): failures.append((key, error.prefixed(with: .key(key))))
      }
    }
    guard failures.isEmpty else {
      return .failure(.multiple(failures.sorted { $0.key < $1.key }.map(\.error)))
    }
    return .success(decoded)
  }
}

/// Thrown to leave a fast path that cannot report failures as well as the slow path does.
@usableFromInline
struct AbandonedFastPath: Error {
  @inlinable
  init() {}
}
