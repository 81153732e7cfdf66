import Foundation

/// Decoding's `Swift.Decoder`: it decodes `Swift.Decodable` types straight from a ``JSON``
/// value, for ``CodableDecoder``, for Codable fields of both styles and for
/// ``CodableViaDecodable`` types, which take the `JSON` from it as it is.
///
/// One instance serves a whole decode, as in `JSONDecoder`: decoding a member or an
/// element sets `value` to it and pushes its step onto `path`, runs the type's
/// `init(from:)` with `self`, then restores both. Containers remember how deep in `path`
/// they were made. So nothing is allocated per value beyond the containers themselves,
/// and a coding path (an array of keys) is built only when asked for, usually for an
/// error. Nested containers and super decoders get an instance of their own.
final class JSONValueDecoder: Swift.Decoder {
  /// The document, for describing the value at a path in an error.
  let root: JSON
  // Only one decode runs on an instance at a time, and no access to these overlaps
  // another, so they need no run-time exclusivity checks.

  /// The value that the `init(from:)` now running decodes.
  @exclusivity(unchecked) var value: JSON
  /// The steps from the root to `value`.
  @exclusivity(unchecked) var path: [CodingPathEntry]
  /// The strategies.
  let options: CodableDecoder
  /// Whether member names are used as they are (no key decoding strategy).
  let usesDefaultKeys: Bool
  /// The ``DecodableViaCodable`` type whose `decode(_:)` made this decoder, if one did.
  let bridgedType: ObjectIdentifier?
  let userInfo: [CodingUserInfoKey: Any]
  /// Member names already converted by the key decoding strategy, by original name.
  @exclusivity(unchecked) var convertedNames: [String: String] = [:]
  /// The collections among the types met so far; see ``shape(of:)``.
  @exclusivity(unchecked) var shapes: [(type: ObjectIdentifier, shape: CollectionShape)] = []
  /// What the decoder knows of the thread's stack; see ``checkStack()``.
  @exclusivity(unchecked) var stack = StackProbe()
  /// The failures of the last collection below the root that failed with others after its
  /// first, whose error describes only the first; see ``describingEveryFailure(_:)``.
  @exclusivity(unchecked) var undescribed: DecodeError?
  /// The decoder of the whole decode, for a nested container's or super decoder's own
  /// decoder; `nil` for that one itself. (It outlives every decoder it made.)
  unowned(unsafe) let rootDecoder: JSONValueDecoder?

  init(root: JSON, options: CodableDecoder, bridgedType: ObjectIdentifier? = nil) {
    self.root = root
    self.value = root
    self.path = []
    self.options = options
    self.bridgedType = bridgedType
    rootDecoder = nil
    if case .useDefaultKeys = options.keyDecodingStrategy {
      usesDefaultKeys = true
    } else {
      usesDefaultKeys = false
    }
    userInfo = options.userInfo.isEmpty ? [:] : options.userInfo.mapValues { $0 as Any }
  }

  /// A decoder of its own for `value` at `path`, for a nested container or a super decoder.
  private init(parent: JSONValueDecoder, value: JSON, path: [CodingPathEntry]) {
    root = parent.root
    self.value = value
    self.path = path
    options = parent.options
    usesDefaultKeys = parent.usesDefaultKeys
    bridgedType = nil
    userInfo = parent.userInfo
    stack = parent.stack
    rootDecoder = parent.rootDecoder ?? parent
  }

  /// A new decoder for `value`, one step (`entry`) below the first `depth` steps of `path`.
  func child(for value: JSON, depth: Int, entry: CodingPathEntry) -> JSONValueDecoder {
    JSONValueDecoder(parent: self, value: value, path: path.prefix(depth) + [entry])
  }

  var codingPath: [any CodingKey] {
    path.map(\.codingKey)
  }

  /// The coding path of a container made `depth` steps down, followed by `entry`.
  func codingPath(depth: Int, entry: CodingPathEntry? = nil) -> [any CodingKey] {
    var keys = path.prefix(min(depth, path.count)).map(\.codingKey)
    if let entry { keys.append(entry.codingKey) }
    return keys
  }

  /// The path in the document of a container made `depth` steps down, followed by `entry`.
  func documentPath(depth: Int, entry: CodingPathEntry? = nil) -> JSONPath {
    var components = path.prefix(min(depth, path.count)).map(\.pathComponent)
    if let entry { components.append(entry.pathComponent) }
    return JSONPath(components)
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = value else {
      throw containerMismatch([String: Any].self, expected: "object")
    }
    return KeyedDecodingContainer(KeyedJSONContainer<Key>(decoder: self, members: members, depth: path.count))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = value else {
      throw containerMismatch([Any].self, expected: "array")
    }
    return UnkeyedJSONContainer(decoder: self, elements: elements, depth: path.count)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    self
  }

  /// The failure for asking a value that is not an object or array for such a container.
  private func containerMismatch(_ type: Any.Type, expected: String) -> DecodingError {
    let kind: DecodingFailureKind = value.isNull ? .valueNotFound(type) : .typeMismatch(type)
    return failure(kind, .typeMismatch(expected: expected, actual: value.description), depth: path.count)
  }
}

// MARK: - Decoding values

extension JSONValueDecoder {
  /// Decodes the document itself.
  func decodeRoot<T: Swift.Decodable>(_ type: T.Type) throws -> T {
    do {
      return try decode(type, from: root, depth: 0, entry: nil)
    } catch let exhausted as StackExhausted {
      throw stackFailure(exhausted)
    } catch let error as DecodingError {
      throw describingEveryFailure(error)
    }
  }

  /// Decodes `value`, a member or element one step (`entry`) below a container made
  /// `depth` steps down; `entry` is `nil` for the value of a single-value container.
  ///
  /// Standard scalars are read directly; any other type is decoded with `value` as the
  /// current value and `entry` pushed onto the path.
  ///
  /// Stack. A model nested `n` levels deep runs this, ``decodeHere(_:from:)`` and
  /// ``decodeNested(_:from:)`` `n` times over, so they keep nothing but the recursion in
  /// their frames: the scalars, the Foundation types, the arrays of scalars and the
  /// search for every failure of a collection are out of line, each in a function of its own that returns
  /// before the next level starts. (With them inline, a level took 1,248 bytes of stack in
  /// an optimized build and 3,280 in a debug build.)
  @inline(__always)
  func decode<T: Swift.Decodable>(
    _ type: T.Type, from value: JSON, depth: Int, entry: CodingPathEntry?
  ) throws -> T {
    // Arrays of numbers and strings, and dictionaries of strings, decode their elements
    // through this generic entry (the standard library's `init(from:)` asks for
    // `Element`), so the common scalars are answered here without an `init(from:)`.
    if Self.isReadDirectly(T.self) {
      return try decodeScalar(type, from: value, depth: depth, entry: entry)
    }
    guard let entry else { return try decodeHere(type, from: value) }
    path.append(entry)
    defer { path.removeLast() }
    return try decodeHere(type, from: value)
  }

  /// Decodes `value`, element `index` of an array made `depth` steps down: what
  /// ``decode(_:from:depth:entry:)`` does with `entry` `.index(index)`.
  ///
  /// The step is made here rather than handed over as an optional: in an array's loop,
  /// which is not specialized for its element type, every element's optional step was
  /// copied and destroyed through the runtime's value witnesses (canada.json's 84,000
  /// arrays of coordinates: about 9.6 million instructions a decode,
  /// `Benchmarks/Scripts/decode-instructions.sh canada`).
  @inline(__always)
  func decodeElement<T: Swift.Decodable>(_ type: T.Type, from value: JSON, index: Int, depth: Int) throws -> T {
    if Self.isReadDirectly(T.self) {
      return try decodeScalar(type, from: value, depth: depth, entry: .index(index))
    }
    path.append(.index(index))
    defer { path.removeLast() }
    return try decodeHere(type, from: value)
  }

  /// Whether `type` is one of the scalars read here without an `init(from:)`:
  /// `String`, `Double`, `Int`, `Bool` or `Int64` (``decodeScalar(_:from:depth:entry:)``).
  @inline(__always)
  private static func isReadDirectly<T>(_ type: T.Type) -> Bool {
    type == String.self || type == Double.self || type == Int.self || type == Bool.self || type == Int64.self
  }

  /// `value` as `T`, which is `String`, `Double`, `Int`, `Bool` or `Int64`.
  @inline(never)
  private func decodeScalar<T: Swift.Decodable>(
    _ type: T.Type, from value: JSON, depth: Int, entry: CodingPathEntry?
  ) throws -> T {
    if T.self == String.self {
      return try string(value, depth: depth, entry: entry) as! T
    }
    if T.self == Double.self {
      return try floatingPoint(value, as: Double.self, depth: depth, entry: entry) as! T
    }
    if T.self == Int.self {
      return try integer(value, as: Int.self, depth: depth, entry: entry) as! T
    }
    if T.self == Bool.self {
      return try bool(value, depth: depth, entry: entry) as! T
    }
    return try integer(value, as: Int64.self, depth: depth, entry: entry) as! T
  }

  /// Decodes `value`, whose step is already on the path, as the dynamic type `type`.
  private func decodeHere<T: Swift.Decodable>(_ type: T.Type, from value: JSON) throws -> T {
    if T.self == JSON.self {
      // A `JSON` may be kept by the model: it must not read bytes that are only lent.
      root.ownInputIfLent()
      return value as! T
    }
    if path.count >= Self.stackCheckDepth { try checkStack() }
    if let known = KnownType(T.self) { return try decodeKnown(known, as: type, from: value) }
    switch shape(of: T.self) {
    case .array(let array): return try decodeArray(value, as: array, returning: T.self)
    case .dictionary(let dictionary): return try decodeDictionary(value, as: dictionary, returning: T.self)
    // `type`, not `T`: a subclass passed as its base class's metatype decodes as itself.
    case .other: return try decodeNested(type, from: value)
    }
  }

  /// `value` as `T`, the type `known` names, by code specialized for it. (Returned here,
  /// not as an optional from a helper: an optional of `T` costs a metadata lookup per call.)
  @inline(never)
  private func decodeKnown<T: Swift.Decodable>(_ known: KnownType, as type: T.Type, from value: JSON) throws -> T {
    switch known {
    case .date: return try date(from: value) as! T
    case .data: return try data(from: value) as! T
    case .url: return try url(from: value) as! T
    case .decimal: return try decimal(from: value) as! T
    // unsafeBitCast, not `as!`: a cast between array types converts element by element (canada.json: 6% more instructions a decode, `Benchmarks/Scripts/decode-instructions.sh canada`).
    case .strings: return unsafeBitCast(try strings(value), to: T.self)
    case .ints: return unsafeBitCast(try integers(value, as: Int.self), to: T.self)
    case .doubles: return unsafeBitCast(try doubles(value), to: T.self)
    case .int64s: return unsafeBitCast(try integers(value, as: Int64.self), to: T.self)
    case .bools: return unsafeBitCast(try bools(value), to: T.self)
    }
  }

  /// `value` decoded by `type`'s own `init(from:)`, with `value` as the current value.
  @inline(__always)
  private func decodeNested<T: Swift.Decodable>(_ type: T.Type, from value: JSON) throws -> T {
    let outer = self.value
    self.value = value
    defer { self.value = outer }
    return try type.init(from: self)
  }

  /// Runs `body` with `value` as the current value, then restores the previous one.
  @inline(__always)
  func withValue<Result>(_ value: JSON, _ body: () throws -> Result) rethrows -> Result {
    let outer = self.value
    self.value = value
    defer { self.value = outer }
    return try body()
  }
}

/// The Foundation types and arrays of scalars that the decoder reads by code of its own.
private enum KnownType {
  case date, data, url, decimal, strings, ints, doubles, int64s, bools

  @inline(__always)
  init?<T>(_ type: T.Type) {
    if T.self == Date.self {
      self = .date
    } else if T.self == Data.self {
      self = .data
    } else if T.self == URL.self {
      self = .url
    } else if T.self == Decimal.self {
      self = .decimal
    } else if T.self == [String].self {
      self = .strings
    } else if T.self == [Int].self {
      self = .ints
    } else if T.self == [Double].self {
      self = .doubles
    } else if T.self == [Int64].self {
      self = .int64s
    } else if T.self == [Bool].self {
      self = .bools
    } else {
      return nil
    }
  }
}
