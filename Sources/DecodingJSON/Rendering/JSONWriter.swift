/// The library's one JSON writer: UTF-8 JSON text appended to one growing byte buffer, a
/// value at a time, in the order the calls come.
///
/// It knows where commas, line breaks and indentation go, so a caller says only what to
/// write: `beginObject()`, `key(_:)`, a value, …, `endObject()`. It keeps no stack: the
/// innermost open container is all that decides the next separator, and a closed container
/// always leaves its parent with at least one element. ``JSON/formatted(_:)`` and
/// `CodableEncoder` both write through it, in their own ``Layout``.
///
/// The caller keeps the calls balanced and gives every member a key; the writer checks
/// nothing, so that the cost per value stays a few stores.
package struct JSONWriter {
  /// Where whitespace goes, and which optional escapes are written.
  package struct Layout: Sendable {
    /// Spaces per nesting level, one member or element per line; `nil` writes no whitespace.
    package var indent: Int?
    /// What goes between a key and its value when indented: `": "` or Foundation's `" : "`.
    package var prettyKeySeparator: StaticString
    /// Whether an empty container is written on two lines, as Foundation's pretty printing
    /// does (`[`, an empty line, `]`), instead of `[]`.
    package var breaksEmptyContainers: Bool
    /// Whether `/` is written `\/`, as `JSONEncoder` does unless told otherwise.
    package var escapesSlashes: Bool

    /// A layout; the defaults are compact text with only RFC 8259's escapes.
    package init(
      indent: Int? = nil, prettyKeySeparator: StaticString = ": ", breaksEmptyContainers: Bool = false,
      escapesSlashes: Bool = false
    ) {
      self.indent = indent.map { max($0, 0) }
      self.prettyKeySeparator = prettyKeySeparator
      self.breaksEmptyContainers = breaksEmptyContainers
      self.escapesSlashes = escapesSlashes
    }
  }

  /// The text written so far.
  package let output: JSONByteBuffer
  /// A copy of the text written so far.
  package var bytes: [UInt8] { output.array }
  /// How the text is laid out.
  package let layout: Layout
  /// Open containers.
  private var depth = 0
  /// How many containers are open: the nesting level of the next value's container.
  package var openContainerCount: Int { depth }
  /// Whether the innermost open container has an element already, so the next needs a comma.
  private var containerHasElements = false
  /// Whether a key was just written, so the value that follows needs no separator.
  private var afterKey = false

  /// A writer with an empty buffer that reserves `capacity` bytes.
  package init(layout: Layout = Layout(), capacity: Int = 256) {
    self.layout = layout
    output = JSONByteBuffer(capacity: capacity)
  }

  /// Forgets the text written and starts again at the top level, keeping the buffer's memory.
  package mutating func reset() {
    output.removeAll()
    depth = 0
    containerHasElements = false
    afterKey = false
  }

  // MARK: Containers

  /// Opens an object, as a value.
  package mutating func beginObject() {
    beforeValue()
    output.append(UInt8(ascii: "{"))
    open()
  }

  /// Closes the innermost open container, an object.
  package mutating func endObject() {
    close(UInt8(ascii: "}"))
  }

  /// Opens an array, as a value.
  package mutating func beginArray() {
    beforeValue()
    output.append(UInt8(ascii: "["))
    open()
  }

  /// Closes the innermost open container, an array.
  package mutating func endArray() {
    close(UInt8(ascii: "]"))
  }

  /// Writes the key of the next member of the innermost open object.
  package mutating func key(_ name: String) {
    beforeKey()
    write(quoted: name)
    afterKeyWritten()
  }

  /// Writes what goes before the key of the next member of the innermost open object (a
  /// comma, a line break, indentation) and returns where the key will start in ``output``;
  /// ``writeKeyText(_:)`` then ``finishKey()`` write the key, as ``key(_:)`` does.
  package mutating func separateKey() -> Int {
    beforeKey()
    return output.count
  }

  /// Writes a key's quoted text, after ``separateKey()``.
  package mutating func writeKeyText(_ name: String) {
    write(quoted: name)
  }

  /// Writes what goes between a key and its value, after ``writeKeyText(_:)``.
  package mutating func finishKey() {
    afterKeyWritten()
  }

  /// Writes the key of the next member from its text as ``appendQuoted(_:to:escapingSlashes:)``
  /// wrote it, quotes and escapes included.
  package mutating func key(quoted text: UnsafeBufferPointer<UInt8>) {
    beforeKey()
    output.append(text)
    afterKeyWritten()
  }

  // MARK: Values

  /// Writes `null`.
  package mutating func writeNull() {
    beforeValue()
    append("null")
  }

  /// Writes `true` or `false`.
  package mutating func write(_ flag: Bool) {
    beforeValue()
    flag ? append("true") : append("false")
  }

  /// Writes a string, quoted and escaped.
  package mutating func write(_ text: String) {
    beforeValue()
    write(quoted: text)
  }

  /// Writes an integer in decimal.
  package mutating func write(_ value: Int64) {
    beforeValue()
    var output = output
    Self.appendDecimal(value, to: &output)
  }

  /// Writes an unsigned integer in decimal.
  package mutating func write(_ value: UInt64) {
    beforeValue()
    var output = output
    Self.appendDecimal(value, to: &output)
  }

  /// Writes a finite `Double` in its shortest round-tripping form; see ``appendShortest(_:to:)-(Double,_)``.
  package mutating func write(_ value: Double) {
    beforeValue()
    var output = output
    Self.appendShortest(value, to: &output)
  }

  /// Writes a finite `Float` in its shortest round-tripping form.
  package mutating func write(_ value: Float) {
    beforeValue()
    var output = output
    Self.appendShortest(value, to: &output)
  }

  /// Writes the text of a value that is already JSON, such as a number's digits or what
  /// ``appendQuoted(_:to:escapingSlashes:)`` wrote.
  package mutating func write(rawValue text: UnsafeBufferPointer<UInt8>) {
    beforeValue()
    output.append(text)
  }

  /// Writes the text of a value that is already JSON; see ``write(rawValue:)-(UnsafeBufferPointer<UInt8>)``.
  package mutating func write(rawValue text: String) {
    beforeValue()
    var text = text
    text.withUTF8 { output.append($0) }
  }

  // MARK: Separators

  private mutating func open() {
    depth += 1
    containerHasElements = false
  }

  private mutating func close(_ bracket: UInt8) {
    depth -= 1
    if containerHasElements {
      newLine(depth: depth)
    } else if layout.breaksEmptyContainers, layout.indent != nil {
      output.append(UInt8(ascii: "\n"))
      newLine(depth: depth)
    }
    output.append(bracket)
    containerHasElements = true
  }

  private mutating func beforeKey() {
    if containerHasElements { output.append(UInt8(ascii: ",")) }
    newLine(depth: depth)
    containerHasElements = true
  }

  private mutating func afterKeyWritten() {
    if layout.indent == nil {
      output.append(UInt8(ascii: ":"))
    } else {
      append(layout.prettyKeySeparator)
    }
    afterKey = true
  }

  /// Writes what goes before a value: a comma and the line break of the innermost container,
  /// unless a key was just written. Every value written with ``output`` directly needs it.
  package mutating func beforeValue() {
    if afterKey {
      afterKey = false
      return
    }
    guard depth > 0 else { return }
    if containerHasElements { output.append(UInt8(ascii: ",")) }
    newLine(depth: depth)
    containerHasElements = true
  }

  private mutating func newLine(depth: Int) {
    guard let indent = layout.indent else { return }
    output.append(UInt8(ascii: "\n"))
    for _ in 0..<indent * depth { output.append(UInt8(ascii: " ")) }
  }

  private mutating func append(_ literal: StaticString) {
    output.append(bytes: literal.utf8Start, count: literal.utf8CodeUnitCount)
  }

  private mutating func write(quoted text: String) {
    var output = output
    Self.appendQuoted(text, to: &output, escapingSlashes: layout.escapesSlashes)
  }
}

extension JSONWriter {
  /// Appends `text` as a JSON string, quoted, with RFC 8259's escapes (and `\/` for `/`
  /// when `escapingSlashes`).
  package static func appendQuoted(_ text: String, to bytes: inout some JSONByteSink, escapingSlashes: Bool) {
    bytes.append(UInt8(ascii: "\""))
    JSONStringEscapes.escape(text, into: &bytes, escapingSlashes: escapingSlashes)
    bytes.append(UInt8(ascii: "\""))
  }

  /// Appends the decimal digits of `value`, with `-` if it is negative.
  package static func appendDecimal(_ value: Int64, to bytes: inout some JSONByteSink) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    appendDecimal(value.magnitude, to: &bytes)
  }

  /// Appends the decimal digits of `value`.
  package static func appendDecimal(_ value: UInt64, to bytes: inout some JSONByteSink) {
    if value < 10 {
      bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
      return
    }
    // 20 digits hold UInt64.max; the digits are made right to left in a fixed buffer.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var remaining = value
      var start = 20
      while remaining > 0 {
        let (quotient, digit) = remaining.quotientAndRemainder(dividingBy: 10)
        start &-= 1
        digits[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: digit)
        remaining = quotient
      }
      bytes.append(bytes: UnsafePointer(digits.baseAddress! + start), count: 20 - start)
    }
  }

  /// Appends a finite `Double` in the shortest form that reads back as the same value, as
  /// `JSONEncoder` writes it: Swift's `description` without a trailing `.0`, so `3.0` is
  /// `3`, `-0.0` is `-0` and `1e21` is `1e+21`.
  package static func appendShortest(_ value: Double, to bytes: inout some JSONByteSink) {
    appendShortest(description: value.description, to: &bytes)
  }

  /// Appends a finite `Float` as ``appendShortest(_:to:)-(Double,_)`` appends a `Double`.
  package static func appendShortest(_ value: Float, to bytes: inout some JSONByteSink) {
    appendShortest(description: value.description, to: &bytes)
  }

  private static func appendShortest(description: String, to bytes: inout some JSONByteSink) {
    var text = description
    text.withUTF8 { digits in
      var count = digits.count
      if count > 2, digits[count - 2] == UInt8(ascii: "."), digits[count - 1] == UInt8(ascii: "0") { count -= 2 }
      bytes.append(bytes: digits.baseAddress!, count: count)
    }
  }
}
