// The single value container of Decoding's `Swift.Encoder` is the encoder itself: one value,
// written into its node, which must still be pending.

extension JSONValueEncoder: SingleValueEncodingContainer {
  /// The node, if nothing was encoded into it yet; otherwise the misuse is remembered.
  private func pendingNode() -> JSONOutputTree.NodeID? {
    if state.tree.kind(of: node) == .pending { return node }
    state.recordMisuse(
      depth: depth, "Attempt to encode value through single value container when previously value already encoded.")
    return nil
  }

  func encodeNil() throws { if let node = pendingNode() { state.tree.setNull(node) } }
  func encode(_ value: Bool) throws { if let node = pendingNode() { state.tree.setBool(node, value) } }
  func encode(_ value: String) throws { if let node = pendingNode() { state.tree.setString(node, value) } }
  func encode(_ value: Int) throws { if let node = pendingNode() { state.tree.setInteger(node, Int64(value)) } }
  func encode(_ value: Int8) throws { if let node = pendingNode() { state.tree.setInteger(node, Int64(value)) } }
  func encode(_ value: Int16) throws { if let node = pendingNode() { state.tree.setInteger(node, Int64(value)) } }
  func encode(_ value: Int32) throws { if let node = pendingNode() { state.tree.setInteger(node, Int64(value)) } }
  func encode(_ value: Int64) throws { if let node = pendingNode() { state.tree.setInteger(node, value) } }
  func encode(_ value: UInt) throws { if let node = pendingNode() { state.tree.setInteger(node, UInt64(value)) } }
  func encode(_ value: UInt8) throws { if let node = pendingNode() { state.tree.setInteger(node, UInt64(value)) } }
  func encode(_ value: UInt16) throws { if let node = pendingNode() { state.tree.setInteger(node, UInt64(value)) } }
  func encode(_ value: UInt32) throws { if let node = pendingNode() { state.tree.setInteger(node, UInt64(value)) } }
  func encode(_ value: UInt64) throws { if let node = pendingNode() { state.tree.setInteger(node, value) } }
  func encode(_ value: Int128) throws {
    if let node = pendingNode() { state.tree.setNumber(node, text: value.description) }
  }
  func encode(_ value: UInt128) throws {
    if let node = pendingNode() { state.tree.setNumber(node, text: value.description) }
  }

  func encode(_ value: Double) throws {
    guard let node = pendingNode() else { return }
    try state.encode(
      value, at: node, parent: nil, strategy: state.options.nonConformingFloatEncodingStrategy,
      errorPath: state.errorPath(depth, nil))
  }

  func encode(_ value: Float) throws {
    guard let node = pendingNode() else { return }
    try state.encode(
      value, at: node, parent: nil, strategy: state.options.nonConformingFloatEncodingStrategy,
      errorPath: state.errorPath(depth, nil))
  }

  func encode<T: Swift.Encodable>(_ value: T) throws {
    guard let node = pendingNode() else { return }
    try state.encode(value, at: node, parent: nil, parentDepth: depth, step: nil)
  }
}
