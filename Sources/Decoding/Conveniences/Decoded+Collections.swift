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
