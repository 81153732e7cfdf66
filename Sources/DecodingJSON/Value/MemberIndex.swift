/// A hash table from key to member for one large object of a parsed document.
///
/// A lookup scans an object from the member after the last one found, which reading the
/// members in document order makes one comparison each; lookups in another order would
/// scan half the object each. A ``JSONDocument`` builds an index for an object of
/// ``JSONDocument/indexedFrom`` members or more once the scans there have passed
/// ``JSONDocument/scansBeforeIndex`` times its members, so that any number of lookups in
/// any order costs time linear in their number and the object's size. Keys are hashed by the standard library's hasher, seeded afresh
/// by each process, so no input can make them collide on purpose.
final class MemberIndex: Sendable {
  /// Per position, one more than the member placed there, or 0 where none is.
  private let table: [UInt32]
  private let mask: Int

  /// The document's slot of the object's first key.
  private let firstChild: Int

  /// Indexes the `count` members of `document` from the slot `firstChild` on (key slot,
  /// value slot, …), leaving out keys shadowed by a later member.
  init(firstChild: Int, count: Int, in document: JSONDocument) {
    var size = 16
    while size < 2 * count { size *= 2 }
    let mask = size - 1
    var table = [UInt32](repeating: 0, count: size)
    for member in 0..<count {
      let key = document.slot(at: firstChild + 2 * member)
      guard !key.has(JSONSlot.shadowedFlag) else { continue }
      var position = Self.withCodePoints(of: key, in: document) { Self.hash($0) } & mask
      while table[position] != 0 { position = (position + 1) & mask }
      table[position] = UInt32(member + 1)
    }
    self.table = table
    self.mask = mask
    self.firstChild = firstChild
  }

  /// The position of the member whose key has the code points whose UTF-8 is `wanted`.
  func member(_ wanted: UnsafeBufferPointer<UInt8>, in document: JSONDocument) -> Int? {
    var probes = 0
    return member(wanted, in: document, probes: &probes)
  }

  /// ``member(_:in:)``, adding the positions of the table it looked at to `probes`: what a
  /// lookup costs, which tests count to show that it does not grow with the object.
  func member(_ wanted: UnsafeBufferPointer<UInt8>, in document: JSONDocument, probes: inout Int) -> Int? {
    var position = Self.hash(wanted) & mask
    while true {
      probes += 1
      let entry = table[position]
      guard entry != 0 else { return nil }
      let member = Int(entry) - 1
      if document.key(document.slot(at: firstChild + 2 * member), spells: wanted) { return member }
      position = (position + 1) & mask
    }
  }

  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hasher = Hasher()
    hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    return hasher.finalize()
  }

  /// Calls `body` with the UTF-8 of a key's text: its bytes in the input, or its decoded
  /// escapes.
  private static func withCodePoints<Result>(
    of key: JSONSlot, in document: JSONDocument, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    guard key.has(JSONSlot.escapedFlag) else {
      return body(UnsafeBufferPointer(rebasing: document.bytes[key.offset..<key.offset + document.length(of: key)]))
    }
    var text = document.string(of: key)
    return text.withUTF8(body)
  }
}
