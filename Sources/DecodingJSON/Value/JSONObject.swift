#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The members of a JSON object: what `case .object(let members)` binds.
///
/// It reads like the `[String: JSON]` of Argo's `JSON`: `members["id"]`, `members.count`,
/// `members.keys`, `for (key, value) in members`, and `members.dictionary` for a real
/// dictionary. Members come in document order; a repeated key keeps its last value, in the
/// place of its first appearance.
///
/// An object of a parsed document is a view over the document's index: looking a key up
/// compares bytes, and a member's value is made only when it is read. An object built from a
/// literal or a dictionary holds its members itself. Either way, two objects are equal when
/// they have the same keys with equal values, in any order.
public struct JSONObject: Sendable {
  @usableFromInline
  enum Storage: Sendable {
    /// A view over a parsed document.
    case indexed(JSONDocument, JSONSlot)
    /// Members held by the object itself.
    case members(JSONMembers)
  }

  @usableFromInline
  var storage: Storage

  @inlinable
  init(storage: Storage) {
    self.storage = storage
  }

  init(document: JSONDocument, slot: JSONSlot) {
    storage = .indexed(document, slot)
  }

  /// Whether decoding these members may recurse deep enough that a decoder should look at
  /// the stack left first: for an object of a document that nests 64 levels or more, and
  /// for one built in memory, whose depth nothing recorded.
  @inlinable
  package var mayNestDeep: Bool {
    switch storage {
    case .indexed(let document, _): document.isDeep
    case .members: true
    }
  }

  /// An object with no members.
  public init() {
    storage = .members(JSONMembers())
  }

  /// An object with the members of `dictionary`.
  public init(_ dictionary: [String: JSON]) {
    storage = .members(JSONMembers(dictionary.map { ($0.key, $0.value) }))
  }

  /// An object with `members` in their order; a repeated key keeps its last value in its first place.
  package init(orderedMembers members: some Sequence<(String, JSON)>) {
    storage = .members(JSONMembers(members))
  }

  /// The value of the member `key`, or `nil` when there is none; setting `nil` removes it.
  public subscript(key: String) -> JSON? {
    get {
      switch storage {
      case .indexed(let document, let slot):
        return Self.value(forKey: key, of: slot, in: document)
      case .members(let members):
        return members.value(forKey: key)
      }
    }
    set {
      storage = .members(ownMembers().setValue(newValue, forKey: key))
    }
  }

  /// The value of the member `key` of the object `slot` of `document`, or `nil`.
  @inline(__always)
  static func value(forKey key: String, of slot: JSONSlot, in document: JSONDocument) -> JSON? {
    // Not `.map(document.value(of:))`: that partial application captures the document,
    // a retain and a release on every lookup.
    guard let valueSlot = hintedMember(key, of: slot, in: document) ?? document.member(key, of: slot) else {
      return nil
    }
    return document.value(of: valueSlot)
  }

  /// The value slot of the member `key` when it is the member ``LookupHints`` expects next or
  /// the one a lookup that missed the same way found, or `nil` to leave the lookup to
  /// ``JSONDocument/member(_:of:)``.
  ///
  /// Decoders read members in about document order, so nearly every lookup is answered here,
  /// by one key: a plain key (ASCII, no escapes, not repeated later) of the same length and
  /// bytes is the same string, and the last value of its key. The full lookup would make the
  /// same first comparison, after work that only a scan needs (checking the wanted key is
  /// ASCII, preparing a word to compare with), which made it most of a decoder's lookup.
  @inline(__always)
  private static func hintedMember(_ key: String, of object: JSONSlot, in document: JSONDocument) -> JSONSlot? {
    let count = document.count(of: object)
    guard count > 0 else { return nil }
    let first = object.firstChild
    let member = document.hints.start(for: first, count: count)
    let keySlot = document.slot(at: first + 2 * member)
    let found: Int?? = key.utf8.withContiguousStorageIfAvailable { wanted -> Int? in
      // A length field of `longLength` stands for any longer length: never equal here.
      guard wanted.count < Int(JSONSlot.longLength) else { return nil }
      if keySlot.isPlainKey(ofLength: wanted.count) {
        guard let wantedStart = wanted.baseAddress else { return member }  // "" equals an empty key
        if memcmp(document.bytes.baseAddress! + keySlot.offset, wantedStart, wanted.count) == 0 { return member }
      }
      return document.rememberedMember(wanted, among: first, count: count, from: member)
    }
    guard let found = found ?? nil else { return nil }
    document.hints.remember(found, for: first)
    return document.slot(at: first + 2 * found + 1)
  }

  /// Removes the member `key` and returns its value, or `nil` when there was none.
  @discardableResult
  public mutating func removeValue(forKey key: String) -> JSON? {
    let removed = self[key]
    if removed != nil { self[key] = nil }
    return removed
  }

  /// The number of members (distinct keys).
  public var count: Int {
    switch storage {
    case .indexed(let document, let slot): return document.distinctKeyCount(of: slot)
    case .members(let members): return members.keys.count
    }
  }

  /// Whether the object has no members.
  public var isEmpty: Bool { count == 0 }

  /// The keys, in document order.
  public var keys: [String] { map(\.key) }

  /// The values, in document order.
  public var values: [JSON] { map(\.value) }

  /// The members as a dictionary, for code written against Argo's `[String: JSON]`.
  public var dictionary: [String: JSON] {
    var dictionary = [String: JSON](minimumCapacity: count)
    for (key, value) in self { dictionary[key] = value }
    return dictionary
  }

  /// The members that satisfy `isIncluded`, in order, as an object.
  public func filter(_ isIncluded: ((key: String, value: JSON)) throws -> Bool) rethrows -> JSONObject {
    var kept: [(String, JSON)] = []
    for member in self where try isIncluded(member) { kept.append((member.key, member.value)) }
    return JSONObject(storage: .members(JSONMembers(kept)))
  }

  /// A dictionary with every member's value transformed, as `Dictionary.mapValues` gives.
  public func mapValues<T>(_ transform: (JSON) throws -> T) rethrows -> [String: T] {
    var result = [String: T](minimumCapacity: count)
    for (key, value) in self { result[key] = try transform(value) }
    return result
  }

  /// The members, held by the object itself (a parsed object's are read out of the document).
  private func ownMembers() -> JSONMembers {
    switch storage {
    case .members(let members): return members
    case .indexed: return JSONMembers(map { ($0.key, $0.value) })
    }
  }
}

extension JSONObject: Sequence {
  /// A member: its key and its value.
  public typealias Element = (key: String, value: JSON)

  /// Iterates the members in document order.
  public struct Iterator: IteratorProtocol {
    private let object: JSONObject
    private var position = 0
    private let end: Int

    init(_ object: JSONObject) {
      self.object = object
      switch object.storage {
      case .indexed(let document, let slot): end = document.count(of: slot)
      case .members(let members): end = members.keys.count
      }
    }

    /// The next member, or `nil` after the last.
    public mutating func next() -> (key: String, value: JSON)? {
      switch object.storage {
      case .indexed(let document, let slot):
        while position < end {
          let keySlot = document.slot(at: slot.firstChild + 2 * position)
          let valueSlot = document.slot(at: slot.firstChild + 2 * position + 1)
          position += 1
          if keySlot.has(JSONSlot.shadowedFlag) { continue }
          return (document.string(of: keySlot), document.value(of: valueSlot))
        }
        return nil
      case .members(let members):
        guard position < end else { return nil }
        defer { position += 1 }
        return (members.keys[position], members.values[position])
      }
    }
  }

  /// An iterator over the members, in document order.
  public func makeIterator() -> Iterator {
    Iterator(self)
  }

  /// The number of members, without iterating.
  public var underestimatedCount: Int { count }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
  /// An object from a literal, in the literal's order; a repeated key keeps its last value.
  public init(dictionaryLiteral elements: (String, JSON)...) {
    storage = .members(JSONMembers(elements))
  }
}

extension JSONObject: Hashable {
  /// Whether two objects have the same keys with equal values, in any order.
  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    JSONComparison.areEqual(.object(lhs), .object(rhs))
  }

  /// Hashes the members in key order, consistently with `==`.
  public func hash(into hasher: inout Hasher) {
    JSONComparison.hash(.object(self), into: &hasher)
  }

  /// Whether both are views of the same object of the same parsed document.
  func isSameView(as other: JSONObject) -> Bool {
    guard case .indexed(let document, let slot) = storage,
      case .indexed(let otherDocument, let otherSlot) = other.storage
    else { return false }
    return document === otherDocument && slot == otherSlot
  }
}

/// The members of an object that holds them itself: keys and values in order, and, for
/// more than a few members, a dictionary from key to position.
@usableFromInline
final class JSONMembers: @unchecked Sendable {
  // Immutable once shared: a change makes a new instance (see `setValue`), so sharing it
  // between values and threads is safe.
  private(set) var keys: [String]
  private(set) var values: [JSON]
  /// Keys compare by code points, as a parsed document's do.
  private var positions: [CodePointKey: Int]?

  /// Objects with more members than this look keys up in `positions` instead of scanning.
  private static let scanLimit = 8

  init() {
    keys = []
    values = []
  }

  /// The members in order; a repeated key keeps its last value in its first place.
  convenience init(_ members: some Sequence<(String, JSON)>) {
    self.init()
    for (key, value) in members { insert(value, forKey: key) }
  }

  private init(keys: [String], values: [JSON]) {
    self.keys = keys
    self.values = values
    reindex()
  }

  func value(forKey key: String) -> JSON? {
    position(of: key).map { values[$0] }
  }

  /// A copy of these members with `key` set to `value`, or removed for `nil`.
  func setValue(_ value: JSON?, forKey key: String) -> JSONMembers {
    let copy = JSONMembers(keys: keys, values: values)
    if let value {
      copy.insert(value, forKey: key)
    } else if let position = copy.position(of: key) {
      copy.keys.remove(at: position)
      copy.values.remove(at: position)
      copy.reindex()
    }
    return copy
  }

  private func position(of key: String) -> Int? {
    if let positions { return positions[CodePointKey(key)] }
    return keys.firstIndex { $0.utf8.elementsEqual(key.utf8) }
  }

  /// Adds or replaces a member; only for an instance not yet shared.
  private func insert(_ value: JSON, forKey key: String) {
    if let position = position(of: key) {
      values[position] = value
      return
    }
    keys.append(key)
    values.append(value)
    if positions != nil {
      positions![CodePointKey(key)] = keys.count - 1
    } else if keys.count > Self.scanLimit {
      reindex()
    }
  }

  private func reindex() {
    guard keys.count > Self.scanLimit else {
      positions = nil
      return
    }
    var positions = [CodePointKey: Int](minimumCapacity: keys.count)
    for (position, key) in keys.enumerated() { positions[CodePointKey(key)] = position }
    self.positions = positions
  }
}
