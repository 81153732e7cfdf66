// Member lookup shared by the operators (`<|`, `<|?`, …) and the pipeline
// (`required`, `optional`, …), so both styles fail in exactly the same way.

extension JSON {
  /// The failure for decoding `self` as an object when it is something else.
  @usableFromInline
  func notAnObject() -> DecodeError {
    .typeMismatch(expected: "object", actual: description)
  }

  /// Decodes the member `key` with `decode`; failures inside the member get `key` in their path.
  @inlinable
  package func decodeMember<A>(_ key: String, _ decode: (JSON) -> Decoded<A>) -> Decoded<A> {
    let member: JSON?
    do { member = try self.member(key) } catch { return .failure(notAnObject()) }
    guard let value = member else { return .failure(.missingKey(key)) }
    if value.nestsTooDeep { return .failure(DecodeError.stackExhausted.prefixed(with: .key(key))) }
    return decode(value).prefixingFailures(with: .key(key))
  }

  /// Like ``decodeMember(_:_:)``, but a missing or `null` member gives `nil`.
  /// A member that is present and fails to decode is still a failure.
  @inlinable
  package func decodeOptionalMember<A>(_ key: String, _ decode: (JSON) -> Decoded<A>) -> Decoded<A?> {
    let member: JSON?
    do { member = try self.member(key) } catch { return .failure(notAnObject()) }
    guard let value = member else { return .success(nil) }
    if case .null = value { return .success(nil) }
    if value.nestsTooDeep { return .failure(DecodeError.stackExhausted.prefixed(with: .key(key))) }
    return decode(value).map(Optional.some).prefixingFailures(with: .key(key))
  }

  /// Decodes the value at a key path such as `["user", "name"]`.
  @inlinable
  package func decodeMember<A>(atPath keys: [String], _ decode: (JSON) -> Decoded<A>) -> Decoded<A> {
    switch value(atPath: keys, missingIsNil: false) {
    case .success(let value):
      if value!.nestsTooDeep { return .failure(DecodeError.stackExhausted).prefixingFailures(withPath: keys) }
      return decode(value!).prefixingFailures(withPath: keys)
    case .failure(let error): return .failure(error)
    }
  }

  /// Decodes the value at a key path; a missing or `null` value at any step gives `nil`.
  @inlinable
  package func decodeOptionalMember<A>(atPath keys: [String], _ decode: (JSON) -> Decoded<A>) -> Decoded<A?> {
    switch value(atPath: keys, missingIsNil: true) {
    case .success(nil): return .success(nil)
    case .success(let value?):
      if value.nestsTooDeep { return .failure(DecodeError.stackExhausted).prefixingFailures(withPath: keys) }
      return decode(value).map(Optional.some).prefixingFailures(withPath: keys)
    case .failure(let error): return .failure(error)
    }
  }

  /// The member `key`, or `nil` when there is none; throws when this is not an object.
  ///
  /// An object of a parsed document is read without retaining the document (`self` keeps it):
  /// bound with `case .object(let members)`, the view was copied, a retain and a release of
  /// the document for every field decoded.
  @inlinable
  func member(_ key: String) throws(NotAnObject) -> JSON? {
    if let object = borrowedObject { return withExtendedLifetime(self) { object.value(forKey: key) } }
    guard case .object(let members) = self else { throw NotAnObject() }
    return members[key]
  }

  /// What ``member(_:)`` throws for a value that is not an object.
  @usableFromInline
  struct NotAnObject: Error {
    @usableFromInline init() {}
  }

  /// Walks `keys`; `nil` for a missing or `null` step when `missingIsNil`, otherwise a failure.
  ///
  /// The document itself is not a step: like `json <|? "key"`, a key path into a
  /// `null` document fails, since `null` is not an object.
  @usableFromInline
  func value(atPath keys: [String], missingIsNil: Bool) -> Decoded<JSON?> {
    var current = self
    for (depth, key) in keys.enumerated() {
      // Built only on failure: a path is an array, and the success path allocates nothing.
      var path: JSONPath { JSONPath(keys.prefix(depth).map(JSONPath.Component.key)) }
      guard case .object(let members) = current else {
        if missingIsNil, depth > 0, case .null = current { return .success(nil) }
        return .failure(current.notAnObject().prefixed(with: path))
      }
      guard let next = members[key] else {
        return missingIsNil ? .success(nil) : .failure(DecodeError.missingKey(key).prefixed(with: path))
      }
      current = next
    }
    if missingIsNil, case .null = current { return .success(nil) }
    return .success(current)
  }
}

extension Decoded {
  /// This result with the key path `keys` put in front of the paths of its failures.
  ///
  /// Takes the keys rather than a ``JSONPath`` so that a success, the common case,
  /// never builds the path's array.
  @inlinable
  consuming func prefixingFailures(withPath keys: [String]) -> Decoded {
    switch consume self {
    case .failure(let error): .failure(error.prefixed(with: JSONPath(keys.map(JSONPath.Component.key))))
    case let success: success
    }
  }
}
