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
/// write. With sorted keys, each object's members are put in order as the object closes,
/// in the buffer. Errors thrown inside a ``member(_:_:)-(_,V)`` or an array element get the key or
/// index put in front of their path on the way out, so paths cost nothing until something
/// fails. It is not `Sendable`: it is the buffer one encode is writing, passed `inout`.
public struct JSONOutput {
  /// The options the text is written with.
  public let options: JSONEncodingOptions
  /// The writer.
  var writer: JSONWriter
  /// When keys are sorted, what sorts each object's members as it closes.
  var sorter: JSONMemberSorter?
  /// The first array or object that would have been nested deeper than
  /// ``JSONEncodingError/maximumDepth``, with its path; see ``canOpenContainer()``.
  private(set) var depthError: JSONEncodingError?

  /// An empty output that reserves `capacity` bytes.
  public init(options: JSONEncodingOptions = .compact, capacity: Int = 1024) {
    self.options = options
    writer = JSONWriter(layout: options.layout, capacity: capacity)
    sorter = options.sortsKeys ? JSONMemberSorter() : nil
  }

  /// Forgets the text written, keeping the memory, to write another value.
  mutating func reset() {
    writer.reset()
    depthError = nil
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
    try writer.write(json, sortsKeys: options.sortsKeys, maximumDepth: JSONEncodingError.maximumDepth) {
      writer, value, steps in
      try Self.writeNonFinite(value, strategy: strategy, into: &writer, path: JSONPath(steps()))
    } tooDeep: { steps in
      throw JSONEncodingError(path: JSONPath(steps()), reason: JSONEncodingError.tooDeepReason)
    }
  }

  /// Writes a value through its ``JSONEncodable/encode(to:)``.
  public mutating func write<V: JSONEncodable>(_ value: V) throws {
    try value.encode(to: &self)
  }

  /// Writes the text of a value that is already valid JSON, as it is (with its members
  /// sorted and laid out as the options say, when keys are sorted).
  ///
  /// The text is not checked: it must be exactly one JSON value.
  public mutating func write(rawJSON text: String) {
    if options.sortsKeys, let json = try? JSON(parsing: text) {
      writer.write(parsed: json, sortsKeys: true)
    } else {
      writer.write(rawValue: text)
    }
  }

  // MARK: Containers

  // Depth. A value nested without end (a model that holds itself, built by hostile input)
  // would recurse through its encoders until the thread's stack overflowed. The container
  // methods take closures and rethrow what they throw, so they cannot throw themselves:
  // past the limit they write `null` instead of the container and do not run the closure,
  // which ends the recursion, and they note the error with its path, read back from the text
  // written so far (nothing is spent on paths until then). Every function that gives the
  // text out of an encode (`encodedData()`, `Encode.data`, …) throws it; code that fills a
  // `JSONOutput` itself calls ``checkDepth()``.

  /// Whether an array or object may begin here; past the depth limit, notes the error.
  @inline(__always)
  private mutating func canOpenContainer() -> Bool {
    if writer.openContainerCount < JSONEncodingError.maximumDepth { return true }
    noteTooDeep()
    return false
  }

  @inline(never)
  private mutating func noteTooDeep() {
    if depthError == nil {
      depthError = JSONEncodingError(path: writer.pathOfNextValue(), reason: JSONEncodingError.tooDeepReason)
    }
    writer.writeNull()
  }

  /// Throws the error of an array or object that was to be nested deeper than the parsers'
  /// default limit (512 levels), with its path: the container methods wrote `null` in its
  /// place. Every encoding function of the library checks it before handing the text out;
  /// call it when you write into a `JSONOutput` of your own.
  public func checkDepth() throws {
    if let depthError { throw depthError }
  }

  /// Writes an object whose members `body` writes, with ``member(_:_:)-(_,V)`` and its kin.
  ///
  /// Nested deeper than 512 levels, it writes `null` and ``checkDepth()`` throws.
  public mutating func writeObject(_ body: (inout JSONOutput) throws -> Void) rethrows {
    guard canOpenContainer() else { return }
    writer.beginObject()
    guard sorter != nil else {
      try body(&self)
      writer.endObject()
      return
    }
    sorter!.beginObject()
    try body(&self)
    sorter!.endObject(in: writer.output)
    writer.endObject()
  }

  /// Writes an array whose elements `body` writes, one value each.
  ///
  /// Paths of errors inside are not given indices; ``writeArray(_:_:)`` does that. Nested
  /// deeper than 512 levels, it writes `null` and ``checkDepth()`` throws.
  public mutating func writeArray(_ body: (inout JSONOutput) throws -> Void) rethrows {
    guard canOpenContainer() else { return }
    writer.beginArray()
    try body(&self)
    writer.endArray()
  }

  /// Writes an array of `elements`, each with `write`; an error's path gets the element's
  /// index. Nested deeper than 512 levels, it writes `null` and ``checkDepth()`` throws.
  public mutating func writeArray<S: Sequence>(
    _ elements: S, _ write: (S.Element, inout JSONOutput) throws -> Void
  ) rethrows {
    guard canOpenContainer() else { return }
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
    writeKey(key)
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
      writeKey(key)
      writer.writeNull()
      return
    }
    try member(key, value)
  }

  /// Writes the member `key` with what `write` writes (exactly one value).
  public mutating func member(_ key: String, _ write: (inout JSONOutput) throws -> Void) rethrows {
    writeKey(key)
    do {
      try write(&self)
    } catch let error as JSONEncodingError {
      throw error.prepending(.key(key))
    }
  }

  /// Writes a member's key, noting where it is when members are sorted.
  private mutating func writeKey(_ key: String) {
    if sorter == nil {
      writer.key(key)
    } else {
      sorter!.key(key, in: &writer)
    }
  }

  // MARK: The text

  /// The text written, as `Data`.
  public var data: Data { writer.output.data }

  /// The text written, as bytes.
  public var bytes: [UInt8] { writer.output.array }

  /// The text written, as a `String`.
  public var string: String {
    let buffer = writer.output
    return withExtendedLifetime(buffer) { String(decoding: buffer.bytes, as: UTF8.self) }
  }

  /// Writes what `strategy` makes of a NaN or an infinity, or throws the error at `path`.
  static func writeNonFinite(
    _ value: Double, strategy: JSONEncodingOptions.NonFiniteNumberStrategy, into writer: inout JSONWriter,
    path: JSONPath
  ) throws {
    switch strategy {
    case .throw:
      throw JSONEncodingError(path: path, reason: JSONEncodingError.nonFiniteReason(value))
    case .null:
      writer.writeNull()
    case .strings(let positiveInfinity, let negativeInfinity, let nan):
      writer.write(value.isNaN ? nan : value < 0 ? negativeInfinity : positiveInfinity)
    }
  }
}
