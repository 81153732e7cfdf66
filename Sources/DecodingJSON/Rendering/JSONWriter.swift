/// Writes ``JSON`` values as UTF-8 JSON text, for ``JSON/formatted(_:)``.
///
/// Containers waiting to be finished live on an explicit stack rather than the
/// call stack, so the depth of a value cannot overflow the stack.
struct JSONWriter {
  private enum Frame {
    case array(elements: JSONArray, next: Int)
    case object(members: [(key: String, value: JSON)], next: Int)
  }

  let format: JSONFormat
  private(set) var output: [UInt8] = []
  private var stack: [Frame] = []

  init(format: JSONFormat) {
    self.format = format
    output.reserveCapacity(256)
  }

  mutating func write(_ root: JSON) {
    var pending: JSON? = root
    while true {
      if let value = pending {
        pending = nil
        switch value {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .number(let number): output.append(contentsOf: number.text.utf8)
        case .string(let text): writeString(text)
        case .array(let elements):
          output.append(UInt8(ascii: "["))
          if elements.isEmpty {
            output.append(UInt8(ascii: "]"))
          } else {
            stack.append(.array(elements: elements, next: 0))
          }
        case .object(let members):
          output.append(UInt8(ascii: "{"))
          if members.isEmpty {
            output.append(UInt8(ascii: "}"))
          } else {
            var ordered = Array(members)
            if format.sortsKeys { ordered.sort { $0.key < $1.key } }
            stack.append(.object(members: ordered, next: 0))
          }
        }
      }
      // Move on to the next element or member, closing every finished container.
      guard let frame = stack.popLast() else { return }
      switch frame {
      case .array(let elements, let next):
        if next == elements.count {
          closeContainer(UInt8(ascii: "]"))
          continue
        }
        if next > 0 { output.append(UInt8(ascii: ",")) }
        newLine(depth: stack.count + 1)
        pending = elements[next]
        stack.append(.array(elements: elements, next: next + 1))
      case .object(let members, let next):
        if next == members.count {
          closeContainer(UInt8(ascii: "}"))
          continue
        }
        if next > 0 { output.append(UInt8(ascii: ",")) }
        newLine(depth: stack.count + 1)
        writeString(members[next].key)
        output.append(UInt8(ascii: ":"))
        if format.indent != nil { output.append(UInt8(ascii: " ")) }
        pending = members[next].value
        stack.append(.object(members: members, next: next + 1))
      }
    }
  }

  /// Ends the container just popped off the stack.
  private mutating func closeContainer(_ bracket: UInt8) {
    newLine(depth: stack.count)
    output.append(bracket)
  }

  private mutating func newLine(depth: Int) {
    guard let indent = format.indent else { return }
    output.append(UInt8(ascii: "\n"))
    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * depth))
  }

  private mutating func append(_ literal: StaticString) {
    output.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  private mutating func writeString(_ text: String) {
    output.append(UInt8(ascii: "\""))
    JSONStringEscapes.escape(text, into: &output)
    output.append(UInt8(ascii: "\""))
  }
}
