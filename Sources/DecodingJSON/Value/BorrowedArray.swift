/// An array of a parsed document, read without retaining the document: for a decoder's loop
/// over the elements of a ``JSON`` that it holds, which keeps the document alive.
///
/// Bound with `case .array(let elements) = json` in a loop that makes calls, the view is a
/// copy, which retains the document and releases it again: once for each of canada.json's
/// 55,563 points with the pipeline's `array(array(double))`, 168,176 retains a decode where
/// this makes 112,131 (`Benchmarks/Scripts/decode-instructions.sh --calls canada`).
@usableFromInline
package struct BorrowedArray {
  /// The document, unretained: the `JSON` the array was read from keeps it.
  @usableFromInline
  let document: Unmanaged<JSONDocument>
  /// The array's slot.
  @usableFromInline
  let slot: JSONSlot

  init(document: JSONDocument, slot: JSONSlot) {
    self.document = .passUnretained(document)
    self.slot = slot
  }

  /// The number of elements.
  @usableFromInline
  package var count: Int {
    document._withUnsafeGuaranteedRef { $0.count(of: slot) }
  }

  /// Whether decoding the elements may recurse deep enough to look at the stack first
  /// (``JSONArray/mayNestDeep``).
  @usableFromInline
  package var mayNestDeep: Bool {
    document._withUnsafeGuaranteedRef { $0.isDeep }
  }

  /// The element at `position`, which must be in range.
  @usableFromInline
  package func element(at position: Int) -> JSON {
    document._withUnsafeGuaranteedRef { $0.value(of: $0.slot(at: slot.firstChild + position)) }
  }
}

extension JSON {
  /// This value as a ``BorrowedArray`` when it is an array of a parsed document; `nil` for
  /// anything else, an array built in memory included. Valid only while this value lives.
  // Out of line: inlined into a decoder's loop, the binding was copied again.
  @usableFromInline @inline(never)
  package var borrowedArray: BorrowedArray? {
    guard case .array(let elements) = self, case .indexed(let document, let slot) = elements.storage else {
      return nil
    }
    return BorrowedArray(document: document, slot: slot)
  }
}
