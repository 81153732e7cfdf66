/// A key that equals another when their code points do, as RFC 8259 §8.3 recommends for
/// comparing member names.
///
/// `String`'s `==` compares by canonical equivalence, so `"é"` and `"e\u{301}"`, or `"K"` and
/// `"\u{212A}"` (KELVIN SIGN), are one key in a `[String: JSON]`; Python and JavaScript see
/// two, and so does a document, its duplicate-key check and its lookups.
struct CodePointKey: Hashable, Sendable {
  /// The key.
  let text: String

  init(_ text: String) {
    self.text = text
  }

  static func == (lhs: CodePointKey, rhs: CodePointKey) -> Bool {
    lhs.text.utf8.elementsEqual(rhs.text.utf8)
  }

  func hash(into hasher: inout Hasher) {
    let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    if hashed == nil {
      for byte in text.utf8 { hasher.combine(byte) }
    }
  }
}
