/// The unkeyed container of Decoding's `Swift.Encoder`: elements appended to an array of
/// the output tree.
struct UnkeyedJSONEncodingContainer: UnkeyedEncodingContainer {
  let state: JSONEncodingState
  let array: JSONOutputTree.NodeID
  let depth: Int

  var codingPath: [any CodingKey] { state.codingPath(depth: depth) }

  var count: Int { state.tree.count(of: array) }

  /// A new pending element.
  private func element() -> JSONOutputTree.NodeID {
    state.tree.appendElement(to: array)
  }

  mutating func encodeNil() throws { state.tree.setNull(element()) }
  mutating func encode(_ value: Bool) throws { state.tree.setBool(element(), value) }
  mutating func encode(_ value: String) throws { state.tree.setString(element(), value) }
  mutating func encode(_ value: Int) throws { state.tree.setInteger(element(), Int64(value)) }
  mutating func encode(_ value: Int8) throws { state.tree.setInteger(element(), Int64(value)) }
  mutating func encode(_ value: Int16) throws { state.tree.setInteger(element(), Int64(value)) }
  mutating func encode(_ value: Int32) throws { state.tree.setInteger(element(), Int64(value)) }
  mutating func encode(_ value: Int64) throws { state.tree.setInteger(element(), value) }
  mutating func encode(_ value: UInt) throws { state.tree.setInteger(element(), UInt64(value)) }
  mutating func encode(_ value: UInt8) throws { state.tree.setInteger(element(), UInt64(value)) }
  mutating func encode(_ value: UInt16) throws { state.tree.setInteger(element(), UInt64(value)) }
  mutating func encode(_ value: UInt32) throws { state.tree.setInteger(element(), UInt64(value)) }
  mutating func encode(_ value: UInt64) throws { state.tree.setInteger(element(), value) }
  mutating func encode(_ value: Int128) throws { state.tree.setNumber(element(), text: value.description) }
  mutating func encode(_ value: UInt128) throws { state.tree.setNumber(element(), text: value.description) }

  mutating func encode(_ value: Double) throws {
    let index = count
    try state.encode(
      value, at: element(), parent: array, strategy: state.options.nonConformingFloatEncodingStrategy,
      errorPath: state.errorPath(depth, .index(index)))
  }

  mutating func encode(_ value: Float) throws {
    let index = count
    try state.encode(
      value, at: element(), parent: array, strategy: state.options.nonConformingFloatEncodingStrategy,
      errorPath: state.errorPath(depth, .index(index)))
  }

  mutating func encode<T: Swift.Encodable>(_ value: T) throws {
    let index = count
    try state.encode(value, at: element(), parent: array, parentDepth: depth, step: .index(index))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
    NestedKey
  > {
    let index = count
    let nested = element()
    state.tree.makeObject(nested)
    let nestedDepth = state.enter(depth: depth, step: .index(index))
    state.enterContainer(depth: nestedDepth)
    return KeyedEncodingContainer(
      KeyedJSONEncodingContainer<NestedKey>(state: state, object: nested, depth: nestedDepth))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let index = count
    let nested = element()
    state.tree.makeArray(nested)
    let nestedDepth = state.enter(depth: depth, step: .index(index))
    state.enterContainer(depth: nestedDepth)
    return UnkeyedJSONEncodingContainer(state: state, array: nested, depth: nestedDepth)
  }

  /// An encoder for the next element, written `{}` if nothing is encoded into it.
  mutating func superEncoder() -> any Swift.Encoder {
    let index = count
    let node = element()
    return JSONValueEncoder(state: state, node: node, depth: state.enter(depth: depth, step: .index(index)))
  }
}
