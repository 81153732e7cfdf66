extension JSONWriter {
  /// The layout of `format`: `": "` between key and value, empty containers as `{}` and
  /// `[]`, only RFC 8259's escapes.
  package init(format: JSONFormat) {
    self.init(layout: Layout(indent: format.indent))
  }

  /// Writes a parsed ``JSON`` value, which holds no NaN or infinity; numbers as
  /// ``JSONNumber/text``, so a parsed number keeps its exact original digits, and object
  /// members in ascending key order when `sortsKeys`. (A NaN would be written `null`: use
  /// ``write(_:sortsKeys:nonFinite:)`` for a value made in Swift.)
  package mutating func write(parsed root: JSON, sortsKeys: Bool) {
    write(root, sortsKeys: sortsKeys, maximumDepth: .max) { writer, value, _ in
      writer.write(rawValue: JSONNumber(value).text)
    } tooDeep: { _ in
    }
  }

  /// Writes a ``JSON`` value; numbers as ``JSONNumber/text``, so a parsed number keeps its
  /// exact original digits, and object members in ascending key order when `sortsKeys`. A
  /// number made from a NaN or an infinity goes to `nonFinite`, with a function that gives
  /// its path: it writes what stands for it, or throws.
  ///
  /// Containers waiting to be finished live on an explicit stack rather than the call
  /// stack, so the depth of a value cannot overflow the stack. An array or object that
  /// would be nested deeper than `maximumDepth` (counting the containers already open in
  /// the writer) goes first to `tooDeep`, with a function that gives its path: it throws,
  /// or returns and the container is written.
  package mutating func write(
    _ root: JSON, sortsKeys: Bool, maximumDepth: Int,
    nonFinite: (inout JSONWriter, Double, () -> [JSONPath.Component]) throws -> Void,
    tooDeep: (() -> [JSONPath.Component]) throws -> Void
  ) rethrows {
    var stack: [Frame] = []
    var pending: JSON? = root
    while true {
      if let value = pending {
        pending = nil
        switch value {
        case .null: writeNull()
        case .bool(let flag): write(flag)
        case .number(let number):
          if case .double(let double) = number.storage, !double.isFinite {
            try nonFinite(&self, double) { Self.path(of: stack) }
          } else {
            write(number)
          }
        case .string(let text): write(text)
        case .array(let elements):
          if openContainerCount >= maximumDepth { try tooDeep { Self.path(of: stack) } }
          if case .indexed(let document, let slot) = elements.storage {
            write(document: document, root: slot, sortsKeys: sortsKeys)
            break
          }
          beginArray()
          stack.append(.array(elements: elements, next: 0))
        case .object(let members):
          if openContainerCount >= maximumDepth { try tooDeep { Self.path(of: stack) } }
          if case .indexed(let document, let slot) = members.storage {
            write(document: document, root: slot, sortsKeys: sortsKeys)
            break
          }
          beginObject()
          var ordered = Array(members)
          if sortsKeys { ordered.sort { Self.keyPrecedes($0.key, $1.key) } }
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

  /// Writes a number's text without making a `String` for the common forms.
  package mutating func write(_ number: JSONNumber) {
    switch number.storage {
    case .integer(let value): write(value)
    case .unsignedInteger(let value): write(value)
    case .double(let value): write(value)
    default: write(rawValue: number.text)
    }
  }

  /// Writes a parsed value straight from its document's slots, members in document order,
  /// or in ascending key order when `sortsKeys`.
  ///
  /// Numbers, and strings and keys without escapes, are copied from the input as they are
  /// (their text is already valid JSON, and what ``write(_:)-(String)`` would write); only a
  /// string with escapes is decoded and escaped again, so the output is the canonical form.
  /// No `JSON`, `String` or member array is made for the rest; sorting makes one array of
  /// member positions per object of two members or more.
  private mutating func write(document: JSONDocument, root: JSONSlot, sortsKeys: Bool) {
    let input = document.bytes.baseAddress!
    let copiesStrings = !layout.escapesSlashes
    var parents: [(container: JSONSlot, next: Int, end: Int, order: [Int])] = []
    var container = root
    var next = 0
    var end = 0
    /// The members of `container` in the order to write them, when sorted; empty otherwise.
    var order: [Int] = []
    var pending: JSONSlot? = root
    var isOpen = false
    while true {
      if let slot = pending {
        pending = nil
        switch slot.kind {
        case .null: writeNull()
        case .false: write(false)
        case .true: write(true)
        case .number:
          beforeValue()
          output.append(bytes: input + slot.offset, count: document.length(of: slot))
        case .string:
          if copiesStrings, !slot.has(JSONSlot.escapedFlag) {
            beforeValue()
            output.append(bytes: input + (slot.offset &- 1), count: document.length(of: slot) &+ 2)
          } else {
            write(document.string(of: slot))
          }
        case .array, .object:
          slot.kind == .array ? beginArray() : beginObject()
          if isOpen { parents.append((container, next, end, order)) }
          isOpen = true
          container = slot
          next = 0
          end = document.count(of: slot)
          order = []
          if sortsKeys, slot.kind == .object, end > 1 {
            order = Self.sortedMembers(of: slot, count: end, in: document)
            end = order.count
          }
        }
      }
      guard isOpen else { return }
      if next == end {
        container.kind == .array ? endArray() : endObject()
        guard let parent = parents.popLast() else { return }
        (container, next, end, order) = parent
        continue
      }
      if container.kind == .array {
        pending = document.slot(at: container.firstChild &+ next)
        next &+= 1
        continue
      }
      let member = order.isEmpty ? next : order[next]
      let keySlot = document.slot(at: container.firstChild &+ 2 &* member)
      pending = document.slot(at: container.firstChild &+ 2 &* member &+ 1)
      next &+= 1
      if keySlot.has(JSONSlot.shadowedFlag) {
        pending = nil
        continue
      }
      if copiesStrings, !keySlot.has(JSONSlot.escapedFlag) {
        key(quoted: UnsafeBufferPointer(start: input + (keySlot.offset &- 1), count: document.length(of: keySlot) &+ 2))
      } else {
        key(document.string(of: keySlot))
      }
    }
  }

  /// The positions of the members of `object` (not those hidden by a repeated key) in
  /// ascending key order, as ``keyPrecedes(_:_:)`` orders keys; equal keys keep their order.
  private static func sortedMembers(of object: JSONSlot, count: Int, in document: JSONDocument) -> [Int] {
    let input = document.bytes
    var members: [(position: Int, slot: JSONSlot, key: String?)] = []
    members.reserveCapacity(count)
    for position in 0..<count {
      let key = document.slot(at: object.firstChild &+ 2 &* position)
      guard !key.has(JSONSlot.shadowedFlag) else { continue }
      // Keys of ASCII without escapes, nearly all, are compared by their bytes in the input.
      let isPlain = !key.has(JSONSlot.escapedFlag) && !key.has(JSONSlot.nonASCIIFlag)
      members.append((position, key, isPlain ? nil : document.string(of: key)))
    }
    func bytes(of slot: JSONSlot) -> Slice<UnsafeBufferPointer<UInt8>> {
      input[slot.offset..<slot.offset &+ document.length(of: slot)]
    }
    members.sort { a, b in
      switch (a.key, b.key) {
      case (nil, nil): bytes(of: a.slot).lexicographicallyPrecedes(bytes(of: b.slot))
      default:
        keyPrecedes(
          a.key ?? String(decoding: bytes(of: a.slot), as: UTF8.self),
          b.key ?? String(decoding: bytes(of: b.slot), as: UTF8.self))
      }
    }
    return members.map(\.position)
  }

  /// Whether key `a` comes before `b` in sorted output: Swift's `String` order, which for keys
  /// in Unicode's composed form (NFC), nearly all, is the order of their UTF-8 bytes.
  package static func keyPrecedes(_ a: String, _ b: String) -> Bool {
    a < b
  }

  private static func path(of stack: [Frame]) -> [JSONPath.Component] {
    stack.map { frame in
      switch frame {
      case .array(_, let next): .index(next - 1)
      case .object(let members, let next): .key(members[next - 1].key)
      }
    }
  }

  private enum Frame {
    case array(elements: JSONArray, next: Int)
    case object(members: [(key: String, value: JSON)], next: Int)
  }
}
