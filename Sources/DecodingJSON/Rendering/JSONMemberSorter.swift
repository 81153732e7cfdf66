/// Sorts the members of objects that a ``JSONWriter`` has just written, in place in its
/// buffer: what lets an encoder write members in the order a model gives them and still put
/// out sorted keys, with one writer and no second pass over the text.
///
/// While an object is open, the sorter keeps three positions per member (where its separator
/// starts, where its quoted key starts and ends). When the object closes, before its bracket,
/// the members are already in order (nothing is moved), or its text from the first key on is
/// copied once and written back member by member in ascending key order, with the separator
/// that stood between the first two. Every member of one object has the same separator, in
/// any layout, so the text stays what a writer given the members in sorted order writes.
/// An inner object is sorted when it closes, before its parent is.
///
/// A key given twice in one object is written once, with the value given last, as the
/// parser keeps it.
package struct JSONMemberSorter {
  /// Three positions per member of the open objects: separator, key start, key end.
  private var marks: [Int] = []
  /// Per open object, where its members' marks start in `marks`.
  private var objects: [Int] = []

  /// A sorter with no open object.
  package init() {}

  /// Notes that an object was opened, whose members are to be sorted when it closes.
  package mutating func beginObject() {
    objects.append(marks.count)
  }

  /// Writes the next member's key through `writer`, noting where it is.
  package mutating func key(_ name: String, in writer: inout JSONWriter) {
    let separator = writer.output.count
    let start = writer.separateKey()
    writer.writeKeyText(name)
    if !objects.isEmpty {
      marks.append(separator)
      marks.append(start)
      marks.append(writer.output.count)
    }
    writer.finishKey()
  }

  /// Sorts the members of the innermost open object, whose last value `output` ends with;
  /// call it before the object's closing bracket is written.
  package mutating func endObject(in output: JSONByteBuffer) {
    guard let base = objects.popLast() else { return }
    defer { self.marks.removeSubrange(base...) }
    let count = (self.marks.count - base) / 3
    guard count > 1 else { return }
    let marks = Array(self.marks[base...])
    let end = output.count
    let newEnd = output.withMutableBytes { bytes -> Int in
      func key(_ member: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[marks[3 * member + 1]..<marks[3 * member + 2]])
      }
      if (1..<count).allSatisfy({ Self.quotedKeyPrecedes(key($0 - 1), key($0)) }) { return end }
      var order = Array(0..<count)
      order.sort { Self.quotedKeyPrecedes(key($0), key($1)) }  // stable: equal keys keep their order
      order = Self.lastOfEachKey(order, key: key)
      let first = marks[1]
      let text = Array(bytes[first..<end])
      let separator = (marks[3] - first)..<(marks[4] - first)
      var position = first
      func append(_ range: Range<Int>) {
        for index in range {
          bytes[position] = text[index]
          position &+= 1
        }
      }
      for (rank, member) in order.enumerated() {
        if rank > 0 { append(separator) }
        let stop = member + 1 < count ? marks[3 * (member + 1)] : end
        append((marks[3 * member + 1] - first)..<(stop - first))
      }
      return position
    }
    output.truncate(to: newEnd)
  }

  /// `order` (sorted) without the members whose key a later member repeats, byte for byte.
  private static func lastOfEachKey(
    _ order: [Int], key: (Int) -> UnsafeBufferPointer<UInt8>
  ) -> [Int] {
    var kept: [Int] = []
    kept.reserveCapacity(order.count)
    var runStart = 0
    for member in order {
      // Equal keys are next to each other in sorted order, in the order they were given,
      // among keys that sort the same (canonically equivalent ones, which stay two keys).
      if let last = kept.last, !quotedKeyPrecedes(key(last), key(member)) {
        if let same = kept[runStart...].firstIndex(where: { key($0).elementsEqual(key(member)) }) {
          kept.remove(at: same)
        }
      } else {
        runStart = kept.count
      }
      kept.append(member)
    }
    return kept
  }

  /// Whether the quoted key `a` comes before `b`, as ``JSONWriter/keyPrecedes(_:_:)`` orders
  /// the keys they spell: by bytes when both are ASCII without escapes.
  package static func quotedKeyPrecedes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    let aText = UnsafeBufferPointer(rebasing: a[1..<a.count - 1])
    let bText = UnsafeBufferPointer(rebasing: b[1..<b.count - 1])
    if isPlain(aText), isPlain(bText) { return aText.lexicographicallyPrecedes(bText) }
    return JSONWriter.keyPrecedes(JSONStringEscapes.decode(aText), JSONStringEscapes.decode(bText))
  }

  private static func isPlain(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    !text.contains { $0 >= 0x80 || $0 == UInt8(ascii: "\\") }
  }
}
