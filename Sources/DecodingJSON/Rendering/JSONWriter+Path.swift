extension JSONWriter {
  /// The path of the next value the writer is to write, read back from the text written:
  /// the key just written in each open object, the position of the next element in each
  /// open array.
  ///
  /// The writer keeps no stack of open containers, so that writing costs a few stores per
  /// value; this is for an error, the one time a path is needed, and reads the text once.
  /// The text of open containers is as written (members are reordered only as an object
  /// closes), in any layout.
  package func pathOfNextValue() -> JSONPath {
    let text = output.bytes
    /// An open container: its last key (objects), or how many elements have begun (arrays).
    var open: [(isObject: Bool, key: String, elements: Int)] = []
    var expectsKey = false
    var position = 0
    while position < text.count {
      let byte = text[position]
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        if !open.isEmpty, !open[open.count - 1].isObject { open[open.count - 1].elements += 1 }
        open.append((byte == UInt8(ascii: "{"), "", 0))
        expectsKey = byte == UInt8(ascii: "{")
        position += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        open.removeLast()
        expectsKey = false
        position += 1
      case UInt8(ascii: ","):
        expectsKey = open.last?.isObject ?? false
        position += 1
      case UInt8(ascii: "\""):
        let start = position
        position += 1
        while position < text.count, text[position] != UInt8(ascii: "\"") {
          position += text[position] == UInt8(ascii: "\\") ? 2 : 1
        }
        position += 1
        if expectsKey {
          // The key as the writer escaped it, between its quotes; its escapes are valid.
          let contents = Array(text[min(start + 1, text.count)..<min(max(position - 1, start + 1), text.count)])
          open[open.count - 1].key = contents.withUnsafeBufferPointer { JSONStringEscapes.decode($0) }
          expectsKey = false
        } else if !open.isEmpty, !open[open.count - 1].isObject {
          open[open.count - 1].elements += 1
        }
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: ":"):
        position += 1
      default:
        // A number, `true`, `false` or `null`: one element, up to the next separator.
        if !open.isEmpty, !open[open.count - 1].isObject { open[open.count - 1].elements += 1 }
        while position < text.count, !Self.endsScalar(text[position]) { position += 1 }
      }
    }
    // An outer array's open element is its last one begun; the innermost's next is not begun.
    return JSONPath(
      open.indices.map { level in
        let container = open[level]
        if container.isObject { return .key(container.key) }
        return .index(level == open.count - 1 ? container.elements : container.elements - 1)
      })
  }

  private static func endsScalar(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: " "), UInt8(ascii: "\n"),
      UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: ":"):
      return true
    default:
      return false
    }
  }
}
