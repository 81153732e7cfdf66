import Foundation

/// UTF-8 JSON text being written, into one growing buffer: what ``JSONEncodable/encode(to:)``
/// and every ``EncodeFunction`` write into.
///
/// ```swift
/// func encode(to output: inout JSONOutput) throws {
///   try output.writeObject { object in
///     try object.member("name", name)
///     try object.member("email", email)          // left out when nil
///     try object.member("phone", orNull: phone)  // `null` when nil
///   }
/// }
/// ```
///
/// It knows where commas, line breaks and indentation go, so a model says only what to
/// write. Errors thrown inside a ``member(_:_:)-(_,V)`` or an array element get the key or
/// index put in front of their path on the way out, so paths cost nothing until something
/// fails. It is not `Sendable`: it is the buffer one encode is writing, passed `inout`.
public struct JSONOutput {
  /// The options the text is written with.
  public let options: JSONEncodingOptions
  /// The writer; compact when keys are sorted, which happens when the text is finished.
  var writer: JSONWriter

  /// An empty output that reserves `capacity` bytes.
  public init(options: JSONEncodingOptions = .compact, capacity: Int = 1024) {
    self.options = options
    let layout = options.sortsKeys ? JSONWriter.Layout() : options.layout
    writer = JSONWriter(layout: layout, capacity: capacity)
  }

  /// Forgets the text written, keeping the memory, to write another value.
  mutating func reset() {
    writer.reset()
  }

  // MARK: Scalars

  /// Writes `null`.
  public mutating func writeNull() {
    writer.writeNull()
  }

  /// Writes `true` or `false`.
  public mutating func write(_ flag: Bool) {
    writer.write(flag)
  }

  /// Writes a string, quoted, escaped as RFC 8259 requires (and `/` as `\/` when the options say so).
  public mutating func write(_ text: String) {
    writer.write(text)
  }

  /// Writes an integer exactly.
  public mutating func write(_ value: Int) {
    writer.write(Int64(value))
  }

  /// Writes an integer exactly.
  public mutating func write(_ value: Int64) {
    writer.write(value)
  }

  /// Writes an unsigned integer exactly.
  public mutating func write(_ value: UInt64) {
    writer.write(value)
  }

  /// Writes a `Double` in its shortest round-tripping form (`0.1`, `129.9`, `3` for `3.0`).
  ///
  /// NaN and the infinities follow ``JSONEncodingOptions/nonFiniteNumbers``: by default they
  /// throw `NaN cannot be written as JSON`.
  public mutating func write(_ value: Double) throws {
    if value.isFinite {
      writer.write(value)
    } else {
      try Self.writeNonFinite(value, strategy: options.nonFiniteNumbers, into: &writer, path: .root)
    }
  }

  /// Writes a `Float` in its shortest round-tripping form; NaN and the infinities as for `Double`.
  public mutating func write(_ value: Float) throws {
    if value.isFinite {
      writer.write(value)
    } else {
      try Self.writeNonFinite(Double(value), strategy: options.nonFiniteNumbers, into: &writer, path: .root)
    }
  }

  /// Writes a ``JSON`` value: members in their order, numbers with their exact digits.
  ///
  /// A number made from a NaN or an infinity follows ``JSONEncodingOptions/nonFiniteNumbers``;
  /// the error's path leads to it inside `json`.
  public mutating func write(_ json: JSON) throws {
    let strategy = options.nonFiniteNumbers
    try writer.write(json, sortsKeys: false) { writer, value, steps in
      let path = JSONPath(
        steps().map { step in
          switch step {
          case .key(let key): .key(key)
          case .index(let index): .index(index)
          }
        })
      try Self.writeNonFinite(value, strategy: strategy, into: &writer, path: path)
    }
  }

  /// Writes a value through its ``JSONEncodable/encode(to:)``.
  public mutating func write<V: JSONEncodable>(_ value: V) throws {
    try value.encode(to: &self)
  }

  /// Writes the text of a value that is already valid JSON, as it is.
  ///
  /// The text is not checked: it must be exactly one JSON value.
  public mutating func write(rawJSON text: String) {
    writer.write(rawValue: text)
  }

  // MARK: Containers

  /// Writes an object whose members `body` writes, with ``member(_:_:)-(_,V)`` and its kin.
  public mutating func writeObject(_ body: (inout JSONOutput) throws -> Void) rethrows {
    writer.beginObject()
    try body(&self)
    writer.endObject()
  }

  /// Writes an array whose elements `body` writes, one value each.
  ///
  /// Paths of errors inside are not given indices; ``writeArray(_:_:)`` does that.
  public mutating func writeArray(_ body: (inout JSONOutput) throws -> Void) rethrows {
    writer.beginArray()
    try body(&self)
    writer.endArray()
  }

  /// Writes an array of `elements`, each with `write`; an error's path gets the element's index.
  public mutating func writeArray<S: Sequence>(
    _ elements: S, _ write: (S.Element, inout JSONOutput) throws -> Void
  ) rethrows {
    writer.beginArray()
    var index = 0
    for element in elements {
      do {
        try write(element, &self)
      } catch let error as JSONEncodingError {
        throw error.prepending(.index(index))
      }
      index &+= 1
    }
    writer.endArray()
  }

  /// Writes the member `key` with `value`, inside ``writeObject(_:)``.
  public mutating func member<V: JSONEncodable>(_ key: String, _ value: V) throws {
    writer.key(key)
    do {
      try value.encode(to: &self)
    } catch let error as JSONEncodingError {
      throw error.prepending(.key(key))
    }
  }

  /// Writes the member `key` with `value`, or nothing at all when it is `nil`, as
  /// `encodeIfPresent` does; ``member(_:orNull:)`` writes `null` instead.
  public mutating func member<V: JSONEncodable>(_ key: String, _ value: V?) throws {
    guard let value else { return }
    try member(key, value)
  }

  /// Writes the member `key` with `value`, or `null` when it is `nil`.
  public mutating func member<V: JSONEncodable>(_ key: String, orNull value: V?) throws {
    guard let value else {
      writer.key(key)
      writer.writeNull()
      return
    }
    try member(key, value)
  }

  /// Writes the member `key` with what `write` writes (exactly one value).
  public mutating func member(_ key: String, _ write: (inout JSONOutput) throws -> Void) rethrows {
    writer.key(key)
    do {
      try write(&self)
    } catch let error as JSONEncodingError {
      throw error.prepending(.key(key))
    }
  }

  // MARK: The text

  /// The text written, as `Data`.
  public var data: Data { finished().data }

  /// The text written, as bytes.
  public var bytes: [UInt8] { finished().array }

  /// The text written, as a `String`.
  public var string: String {
    let buffer = finished()
    return withExtendedLifetime(buffer) { String(decoding: buffer.bytes, as: UTF8.self) }
  }

  /// The buffer with the finished text: the text itself, or, when keys are sorted, the text
  /// parsed and written again with its members sorted and the options' layout.
  func finished() -> JSONByteBuffer {
    guard options.sortsKeys else { return writer.output }
    let compact = writer.output
    guard compact.count > 0, let json = try? JSON(parsing: compact.array) else { return compact }
    var sorted = JSONWriter(layout: options.layout, capacity: compact.count + compact.count / 4 + 16)
    sorted.write(json, sortsKeys: true)
    return sorted.output
  }

  /// Writes what `strategy` makes of a NaN or an infinity, or throws the error at `path`.
  static func writeNonFinite(
    _ value: Double, strategy: JSONEncodingOptions.NonFiniteNumberStrategy, into writer: inout JSONWriter,
    path: JSONPath
  ) throws {
    switch strategy {
    case .throw:
      let name = value.isNaN ? "NaN" : value < 0 ? "-infinity" : "infinity"
      throw JSONEncodingError(path: path, reason: "\(name) cannot be written as JSON")
    case .null:
      writer.writeNull()
    case .strings(let positiveInfinity, let negativeInfinity, let nan):
      writer.write(value.isNaN ? nan : value < 0 ? negativeInfinity : positiveInfinity)
    }
  }
}
