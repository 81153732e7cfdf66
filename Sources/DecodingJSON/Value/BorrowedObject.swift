/// An object of a parsed document, read without retaining the document: for a decoder's
/// lookup of a member of a ``JSON`` that it holds, which keeps the document alive.
///
/// Bound with `case .object(let members) = json` before a call, the view is a copy, which
/// retains the document and releases it again, once for every field of every model decoded:
/// twitter.json with the one-call operators made 13,633 retains a decode, and makes 3,447
/// through this (`Benchmarks/Scripts/decode-instructions.sh --calls twitter`).
@usableFromInline
package struct BorrowedObject {
  /// The document, unretained: the `JSON` the object was read from keeps it.
  @usableFromInline
  let document: Unmanaged<JSONDocument>
  /// The object's slot.
  @usableFromInline
  let slot: JSONSlot

  /// The value of the member `key` (of its last occurrence), or `nil`: what
  /// ``JSONObject/subscript(key:)`` gives.
  @usableFromInline
  package func value(forKey key: String) -> JSON? {
    document._withUnsafeGuaranteedRef { JSONObject.value(forKey: key, of: slot, in: $0) }
  }
}

extension JSON {
  /// This value as a ``BorrowedObject`` when it is an object of a parsed document; `nil` for
  /// anything else, an object built in memory included. Valid only while this value lives.
  // Out of line: inlined into a decoder, the binding was copied again.
  @usableFromInline @inline(never)
  package var borrowedObject: BorrowedObject? {
    guard case .object(let members) = self, case .indexed(let document, let slot) = members.storage else {
      return nil
    }
    return BorrowedObject(document: .passUnretained(document), slot: slot)
  }
}
