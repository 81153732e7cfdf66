/// The values of the successes, in order, as Argo's `catDecoded`; failures are dropped.
///
/// The failures are lost: for a feed where bad elements should be skipped *and*
/// reported, decode a ``LenientArray`` instead.
@inlinable
public func catDecoded<T>(_ decodedValues: [Decoded<T>]) -> [T] {
  var values: [T] = []
  values.reserveCapacity(decodedValues.count)
  for case .success(let value) in decodedValues {
    values.append(value)
  }
  return values
}

/// The members whose value decoded, as Argo's `catDecoded` for dictionaries; failures are dropped.
@inlinable
public func catDecoded<T>(_ decodedValues: [String: Decoded<T>]) -> [String: T] {
  var values: [String: T] = [:]
  for case (let key, .success(let value)) in decodedValues {
    values[key] = value
  }
  return values
}

/// The values of all the results, in order, or every failure among them: Argo's `sequence`,
/// used to decode the elements of a JSON array one by one (`sequence(rings.map(decodeRing))`).
///
/// Where Argo stopped at the first failure, every failure is reported, each with its
/// element's index in front of its path, as decoding `[T]` reports them; so feed it the
/// results of one array's elements, in order.
@inlinable
public func sequence<T>(_ decodedValues: [Decoded<T>]) -> Decoded<[T]> {
  var values: [T] = []
  values.reserveCapacity(decodedValues.count)
  var failures = FailureCollector()
  for (index, decoded) in decodedValues.enumerated() {
    switch decoded {
    case .success(let value):
      if failures.isEmpty { values.append(value) }
    case .failure(let error):
      failures.add(error, at: .index(index))
    }
  }
  if let error = failures.error { return .failure(error) }
  return .success(values)
}

/// The values of all the results under their keys, or every failure among them: Argo's
/// `sequence` for dictionaries, such as an object's members decoded one by one.
///
/// Every failure is reported, with its key (as text) in front of its path, ordered by
/// key, as decoding `[String: T]` reports them.
@inlinable
public func sequence<Key, Value>(_ decodedValues: [Key: Decoded<Value>]) -> Decoded<[Key: Value]> {
  var values = [Key: Value](minimumCapacity: decodedValues.count)
  var failures: [(key: String, error: DecodeError)] = []
  for (key, decoded) in decodedValues {
    switch decoded {
    case .success(let value):
      values[key] = value
    case .failure(let error):
      let name = "\(key)"
      failures.append((name, error.prefixed(with: .key(name))))
    }
  }
  guard failures.isEmpty else { return .failure(.multiple(failures.sorted { $0.key < $1.key }.map(\.error))) }
  return .success(values)
}
