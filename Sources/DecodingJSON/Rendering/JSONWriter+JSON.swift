extension JSONWriter {
  /// The layout of `format`: `": "` between key and value, empty containers as `{}` and
  /// `[]`, only RFC 8259's escapes.
  package init(format: JSONFormat) {
    self.init(layout: Layout(indent: format.indent))
  }

  /// Writes a ``JSON`` value; numbers as ``JSONNumber/text``, so a parsed number keeps its
  /// exact original digits, and object members in ascending key order when `sortsKeys`.
  ///
  /// Containers waiting to be finished live on an explicit stack rather than the call
  /// stack, so the depth of a value cannot overflow the stack.
  package mutating func write(_ root: JSON, sortsKeys: Bool) {
    var stack: [Frame] = []
    var pending: JSON? = root
    while true {
      if let value = pending {
        pending = nil
        switch value {
        case .null: writeNull()
        case .bool(let flag): write(flag)
        case .number(let number): write(rawValue: number.text)
        case .string(let text): write(text)
        case .array(let elements):
          beginArray()
          stack.append(.array(elements: elements, next: 0))
        case .object(let members):
          beginObject()
          var ordered = Array(members)
          if sortsKeys { ordered.sort { $0.key < $1.key } }
          stack.append(.object(members: ordered, next: 0))
        }
      }
      // Move on to the next element or member, closing every finished container.
      guard let frame = stack.popLast() else { return }
      switch frame {
      case .array(let elements, let next):
        if next == elements.count {
          endArray()
          continue
        }
        pending = elements[next]
        stack.append(.array(elements: elements, next: next + 1))
      case .object(let members, let next):
        if next == members.count {
          endObject()
          continue
        }
        key(members[next].key)
        pending = members[next].value
        stack.append(.object(members: members, next: next + 1))
      }
    }
  }

  private enum Frame {
    case array(elements: JSONArray, next: Int)
    case object(members: [(key: String, value: JSON)], next: Int)
  }
}
