/// The keyed container of Decoding's `Swift.Encoder`: members appended to an object of the
/// output tree, named through the key strategy.
struct KeyedJSONEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let state: JSONEncodingState
  let object: JSONOutputTree.NodeID
  let depth: Int

  var codingPath: [any CodingKey] { state.codingPath(depth: depth) }

  /// A new pending member for `key`.
  private func member(_ key: some CodingKey) -> JSONOutputTree.NodeID {
    state.tree.appendMember(to: object, key: state.name(for: key, depth: depth))
  }

  mutating func encodeNil(forKey key: Key) throws { state.tree.setNull(member(key)) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { state.tree.setBool(member(key), value) }
  mutating func encode(_ value: String, forKey key: Key) throws { state.tree.setString(member(key), value) }
  mutating func encode(_ value: Int, forKey key: Key) throws { state.tree.setInteger(member(key), Int64(value)) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { state.tree.setInteger(member(key), Int64(value)) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { state.tree.setInteger(member(key), Int64(value)) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { state.tree.setInteger(member(key), Int64(value)) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { state.tree.setInteger(member(key), value) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { state.tree.setInteger(member(key), UInt64(value)) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { state.tree.setInteger(member(key), UInt64(value)) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { state.tree.setInteger(member(key), UInt64(value)) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { state.tree.setInteger(member(key), UInt64(value)) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { state.tree.setInteger(member(key), value) }
  mutating func encode(_ value: Int128, forKey key: Key) throws {
    state.tree.setNumber(member(key), text: value.description)
  }
  mutating func encode(_ value: UInt128, forKey key: Key) throws {
    state.tree.setNumber(member(key), text: value.description)
  }

  mutating func encode(_ value: Double, forKey key: Key) throws {
    try state.encode(
      value, at: member(key), parent: object, strategy: state.options.nonConformingFloatEncodingStrategy,
      errorPath: state.errorPath(depth, .key(key)))
  }

  mutating func encode(_ value: Float, forKey key: Key) throws {
    try state.encode(
      value, at: member(key), parent: object, strategy: state.options.nonConformingFloatEncodingStrategy,
      errorPath: state.errorPath(depth, .key(key)))
  }

  mutating func encode<T: Swift.Encodable>(_ value: T, forKey key: Key) throws {
    try state.encode(value, at: member(key), parent: object, parentDepth: depth, step: .key(key))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let name = state.name(for: key, depth: depth)
    var nested: JSONOutputTree.NodeID
    // Asked again for the same key, or for a key whose value was an object: the same
    // object, as `JSONEncoder` gives.
    if let existing = state.tree.lastMember(of: object, key: name), state.tree.kind(of: existing) == .object {
      nested = existing
    } else {
      nested = state.tree.appendMember(to: object, key: name)
      state.tree.makeObject(nested)
    }
    let nestedDepth = state.enter(depth: depth, step: .key(key))
    state.enterContainer(depth: nestedDepth)
    return KeyedEncodingContainer(
      KeyedJSONEncodingContainer<NestedKey>(state: state, object: nested, depth: nestedDepth))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let name = state.name(for: key, depth: depth)
    var nested: JSONOutputTree.NodeID
    if let existing = state.tree.lastMember(of: object, key: name), state.tree.kind(of: existing) == .array {
      nested = existing
    } else {
      nested = state.tree.appendMember(to: object, key: name)
      state.tree.makeArray(nested)
    }
    let nestedDepth = state.enter(depth: depth, step: .key(key))
    state.enterContainer(depth: nestedDepth)
    return UnkeyedJSONEncodingContainer(state: state, array: nested, depth: nestedDepth)
  }

  mutating func superEncoder() -> any Swift.Encoder {
    superEncoder(named: JSONCodingKey(name: "super"))
  }

  mutating func superEncoder(forKey key: Key) -> any Swift.Encoder {
    superEncoder(named: key)
  }

  /// An encoder for the member `key`, written `{}` if nothing is encoded into it.
  private func superEncoder(named key: some CodingKey) -> any Swift.Encoder {
    let node = member(key)
    return JSONValueEncoder(state: state, node: node, depth: state.enter(depth: depth, step: .key(key)))
  }
}
