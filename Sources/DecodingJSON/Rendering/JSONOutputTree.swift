/// A JSON value put together in whatever order its parts arrive, then written in one pass
/// through a ``JSONWriter``: what an encoder needs when containers stay open while their
/// parent goes on (Codable's nested containers and `superEncoder()`), or when an object's
/// members must be sorted before they are written.
///
/// It is flat, not a tree of allocations: every value is one fixed-size ``Node`` in one
/// array, linked to its next sibling, and the text of every scalar and key is already JSON
/// (quoted and escaped) in one byte buffer. Writing copies those bytes out.
///
/// A node starts *pending* (reserved for a value not yet given) and becomes a scalar, an
/// object or an array once. A pending node still pending when the tree is written is
/// written `{}`, as `JSONEncoder` writes a value that encoded nothing.
package struct JSONOutputTree {
  /// A node's position in the tree.
  package typealias NodeID = Int32

  /// What a node holds.
  package enum Kind: UInt8 {
    /// Nothing yet; written `{}`.
    case pending
    /// A scalar whose JSON text is in ``bytes``.
    case scalar
    /// An object whose members are the linked children.
    case object
    /// An array whose elements are the linked children.
    case array
    /// A child taken out of its container again: not written.
    case omitted
  }

  private struct Node {
    /// Where the member's quoted key starts in `bytes`; unused outside objects.
    var keyStart = 0
    /// A scalar's text start in `bytes`, or a container's first child.
    var start = 0
    /// The next sibling, or -1.
    var next: NodeID = -1
    /// The length of the quoted key.
    var keyLength: Int32 = 0
    /// A scalar's text length, or a container's number of children.
    var length: Int32 = 0
    /// A container's last child, or -1.
    var last: NodeID = -1
    var kind = Kind.pending
  }

  /// The root value's node.
  package static let root: NodeID = 0

  /// The text of every scalar and key, each quoted and escaped as JSON.
  private let bytes: JSONByteBuffer
  private var nodes: [Node]
  /// Whether `/` is written `\/` in strings and keys.
  package let escapesSlashes: Bool

  /// A tree whose root is pending.
  package init(escapesSlashes: Bool, capacity: Int = 64) {
    self.escapesSlashes = escapesSlashes
    nodes = [Node()]
    nodes.reserveCapacity(capacity)
    bytes = JSONByteBuffer(capacity: capacity * 8)
  }

  /// How many bytes of scalar and key text the tree holds: about the size of its compact text.
  package var textCount: Int { bytes.count }

  /// What `node` holds.
  package func kind(of node: NodeID) -> Kind {
    nodes[Int(node)].kind
  }

  /// How many members or elements the container `node` has.
  package func count(of node: NodeID) -> Int {
    Int(nodes[Int(node)].length)
  }

  // MARK: Building containers

  /// Makes the pending `node` an empty object.
  package mutating func makeObject(_ node: NodeID) {
    nodes[Int(node)].kind = .object
  }

  /// Makes the pending `node` an empty array.
  package mutating func makeArray(_ node: NodeID) {
    nodes[Int(node)].kind = .array
  }

  /// A node that belongs to no container: what is written to it is never written out.
  package mutating func makeDetachedNode() -> NodeID {
    nodes.append(Node())
    return NodeID(nodes.count - 1)
  }

  /// Adds a pending member named `key` at the end of the object `object`.
  ///
  /// A key given twice is written once, where it came first, with the value it was given
  /// last.
  package mutating func appendMember(to object: NodeID, key: String) -> NodeID {
    let keyStart = bytes.count
    var bytes = bytes
    JSONWriter.appendQuoted(key, to: &bytes, escapingSlashes: escapesSlashes)
    var node = Node()
    node.keyStart = keyStart
    node.keyLength = Int32(truncatingIfNeeded: bytes.count - keyStart)
    return link(node, to: object)
  }

  /// Adds a pending element at the end of the array `array`.
  package mutating func appendElement(to array: NodeID) -> NodeID {
    link(Node(), to: array)
  }

  private mutating func link(_ node: Node, to parent: NodeID) -> NodeID {
    let id = NodeID(truncatingIfNeeded: nodes.count)
    nodes.append(node)
    let parentIndex = Int(parent)
    let last = nodes[parentIndex].last
    if last < 0 {
      nodes[parentIndex].start = Int(id)
    } else {
      nodes[Int(last)].next = id
    }
    nodes[parentIndex].last = id
    nodes[parentIndex].length &+= 1
    return id
  }

  /// Takes `node`, a child of `container`, out again: it is not written, nor counted.
  package mutating func omit(_ node: NodeID, from container: NodeID) {
    guard nodes[Int(node)].kind != .omitted else { return }
    nodes[Int(node)].kind = .omitted
    nodes[Int(container)].length &-= 1
  }

  /// The member of `object` given `key` last, if there is one.
  package func lastMember(of object: NodeID, key: String) -> NodeID? {
    var quoted: [UInt8] = []
    JSONWriter.appendQuoted(key, to: &quoted, escapingSlashes: escapesSlashes)
    var found: NodeID?
    var child = firstChild(of: object)
    do {
      let text = bytes.bytes
      while child >= 0 {
        let node = nodes[Int(child)]
        if node.kind != .omitted, Int(node.keyLength) == quoted.count,
          text[node.keyStart..<node.keyStart + quoted.count].elementsEqual(quoted)
        {
          found = child
        }
        child = node.next
      }
    }
    return found
  }

  private func firstChild(of container: NodeID) -> NodeID {
    let node = nodes[Int(container)]
    return node.last < 0 ? -1 : NodeID(truncatingIfNeeded: node.start)
  }

  // MARK: Scalars

  /// Makes the pending `node` `null`.
  package mutating func setNull(_ node: NodeID) {
    setScalar(node) { $0.append(bytes: Self.null.utf8Start, count: 4) }
  }

  /// Makes the pending `node` `true` or `false`.
  package mutating func setBool(_ node: NodeID, _ flag: Bool) {
    setScalar(node) { bytes in
      let literal: StaticString = flag ? "true" : "false"
      bytes.append(bytes: literal.utf8Start, count: literal.utf8CodeUnitCount)
    }
  }

  /// Makes the pending `node` a string.
  package mutating func setString(_ node: NodeID, _ text: String) {
    let escapesSlashes = escapesSlashes
    setScalar(node) { bytes in
      var bytes = bytes
      JSONWriter.appendQuoted(text, to: &bytes, escapingSlashes: escapesSlashes)
    }
  }

  /// Makes the pending `node` an integer.
  package mutating func setInteger(_ node: NodeID, _ value: Int64) {
    setScalar(node) { bytes in
      var bytes = bytes
      JSONWriter.appendDecimal(value, to: &bytes)
    }
  }

  /// Makes the pending `node` an unsigned integer.
  package mutating func setInteger(_ node: NodeID, _ value: UInt64) {
    setScalar(node) { bytes in
      var bytes = bytes
      JSONWriter.appendDecimal(value, to: &bytes)
    }
  }

  /// Makes the pending `node` a finite `Double`, in its shortest form.
  package mutating func setNumber(_ node: NodeID, _ value: Double) {
    setScalar(node) { bytes in
      var bytes = bytes
      JSONWriter.appendShortest(value, to: &bytes)
    }
  }

  /// Makes the pending `node` a finite `Float`, in its shortest form.
  package mutating func setNumber(_ node: NodeID, _ value: Float) {
    setScalar(node) { bytes in
      var bytes = bytes
      JSONWriter.appendShortest(value, to: &bytes)
    }
  }

  /// Makes the pending `node` a number whose text, valid JSON, is `text`.
  package mutating func setNumber(_ node: NodeID, text: String) {
    setScalar(node) { bytes in
      var text = text
      text.withUTF8 { bytes.append($0) }
    }
  }

  private static let null: StaticString = "null"

  private mutating func setScalar(_ node: NodeID, _ write: (JSONByteBuffer) -> Void) {
    let start = bytes.count
    write(bytes)
    let index = Int(node)
    nodes[index].kind = .scalar
    nodes[index].start = start
    nodes[index].length = Int32(truncatingIfNeeded: bytes.count - start)
  }
}

// MARK: - Writing

extension JSONOutputTree {
  private enum Frame {
    /// A container written child by child along the links.
    case linked(container: NodeID, next: NodeID)
    /// An object whose members were reordered (sorted, or a repeated key dropped).
    case listed(members: [NodeID], position: Int)
  }

  /// Writes the tree as one value, members in the order they were added, or sorted by the
  /// UTF-8 bytes of their keys when `sortsKeys` (as `JSONEncoder` sorts them).
  package func write(to writer: inout JSONWriter, sortsKeys: Bool) {
    do {
      let text = bytes.bytes
      var stack: [Frame] = []
      var pending: NodeID? = Self.root
      while true {
        if let id = pending {
          pending = nil
          let node = nodes[Int(id)]
          switch node.kind {
          case .pending:
            writer.beginObject()
            writer.endObject()
          case .omitted:
            break
          case .scalar:
            writer.write(rawValue: UnsafeBufferPointer(rebasing: text[node.start..<node.start + Int(node.length)]))
          case .array:
            writer.beginArray()
            stack.append(.linked(container: id, next: firstChild(of: id)))
          case .object:
            writer.beginObject()
            if let members = reorderedMembers(of: id, sortsKeys: sortsKeys, text: text) {
              stack.append(.listed(members: members, position: 0))
            } else {
              stack.append(.linked(container: id, next: firstChild(of: id)))
            }
          }
        }
        guard let frame = stack.popLast() else { return }
        switch frame {
        case .linked(let container, let next):
          let isObject = nodes[Int(container)].kind == .object
          guard next >= 0 else {
            isObject ? writer.endObject() : writer.endArray()
            continue
          }
          let child = nodes[Int(next)]
          stack.append(.linked(container: container, next: child.next))
          guard child.kind != .omitted else { continue }
          if isObject { writer.key(quoted: keyText(of: child, in: text)) }
          pending = next
        case .listed(let members, let position):
          guard position < members.count else {
            writer.endObject()
            continue
          }
          let member = members[position]
          writer.key(quoted: keyText(of: nodes[Int(member)], in: text))
          pending = member
          stack.append(.listed(members: members, position: position + 1))
        }
      }
    }
  }

  private func keyText(of node: Node, in text: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: text[node.keyStart..<node.keyStart + Int(node.keyLength)])
  }

  /// The members of `object` in the order to write them, or `nil` when that is their order
  /// along the links (no key repeated, no sorting).
  private func reorderedMembers(
    of object: NodeID, sortsKeys: Bool, text: UnsafeBufferPointer<UInt8>
  ) -> [NodeID]? {
    guard count(of: object) > 1 else { return nil }
    let repeated = hasRepeatedKey(object, text: text)
    guard repeated || sortsKeys else { return nil }
    var members: [NodeID] = []
    members.reserveCapacity(count(of: object))
    var child = firstChild(of: object)
    while child >= 0 {
      if nodes[Int(child)].kind != .omitted { members.append(child) }
      child = nodes[Int(child)].next
    }
    let keyOf = { (member: NodeID) in keyText(of: nodes[Int(member)], in: text) }
    if repeated {
      members = lastValuePerKey(members, keyOf: keyOf)
    }
    if sortsKeys {
      members.sort { Self.keyPrecedes(keyOf($0), keyOf($1)) }
    }
    return members
  }

  /// Whether two members of `object` have the same key.
  ///
  /// Each key sets one of 64 bits picked by its length and bytes; only a key whose bit is
  /// set already is compared with the earlier keys, and only with those of its length.
  private func hasRepeatedKey(_ object: NodeID, text: UnsafeBufferPointer<UInt8>) -> Bool {
    var seen: UInt64 = 0
    var child = firstChild(of: object)
    while child >= 0 {
      let node = nodes[Int(child)]
      defer { child = node.next }
      guard node.kind != .omitted else { continue }
      let length = Int(node.keyLength)
      // The quotes are the first and last bytes; the key's own are between.
      let first = length > 2 ? text[node.keyStart + 1] : 0
      let last = length > 2 ? text[node.keyStart + length - 2] : 0
      let bit = UInt64(1) << ((UInt64(length) &* 31 &+ UInt64(first) &* 7 &+ UInt64(last)) & 63)
      if seen & bit != 0, isKeyRepeated(node, before: child, in: object, text: text) { return true }
      seen |= bit
    }
    return false
  }

  /// Whether a member before `member` in `object` has `node`'s key.
  private func isKeyRepeated(
    _ node: Node, before member: NodeID, in object: NodeID, text: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    var earlier = firstChild(of: object)
    while earlier >= 0, earlier != member {
      let other = nodes[Int(earlier)]
      if other.kind != .omitted, other.keyLength == node.keyLength,
        (0..<Int(node.keyLength)).allSatisfy({ text[other.keyStart + $0] == text[node.keyStart + $0] })
      {
        return true
      }
      earlier = other.next
    }
    return false
  }

  /// One member per key, where the key came first, with the value it was given last.
  private func lastValuePerKey(_ members: [NodeID], keyOf: (NodeID) -> UnsafeBufferPointer<UInt8>) -> [NodeID] {
    var positions: [[UInt8]: Int] = [:]
    var kept: [NodeID] = []
    for member in members {
      let key = Array(keyOf(member))
      if let position = positions[key] {
        kept[position] = member
      } else {
        positions[key] = kept.count
        kept.append(member)
      }
    }
    return kept
  }

  /// Whether quoted key `a` comes before `b` in the UTF-8 order of the keys' own text.
  private static func keyPrecedes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    let backslash = UInt8(ascii: "\\")
    if !a.contains(backslash), !b.contains(backslash) {
      // Without escapes the text between the quotes is the key's bytes.
      return a[1..<a.count - 1].lexicographicallyPrecedes(b[1..<b.count - 1])
    }
    return unquoted(a).utf8.lexicographicallyPrecedes(unquoted(b).utf8)
  }

  private static func unquoted(_ quoted: UnsafeBufferPointer<UInt8>) -> String {
    JSONStringEscapes.decode(UnsafeBufferPointer(rebasing: quoted[1..<quoted.count - 1]))
  }
}
